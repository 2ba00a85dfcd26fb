// @vitest-environment node
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  BROKEN_CHARACTER_MESSAGE,
  choice,
  email,
  fieldErrors,
  hasInvisibleFormatting,
  INVISIBLE_CHARACTER_MESSAGE,
  isCalendarDate,
  isWellFormedText,
  longText,
  optionalChoice,
  optionalText,
  phone,
  realDateWithin,
  requiredLongText,
  requiredText,
  validatorFor,
  values,
} from './fields'

/**
 * The field building blocks at their edges: which characters each kind of field refuses, the phone
 * format, the length limits and the field-to-message map the forms and the server show.
 * (server/field-rules.test.ts covers surrogates, invisible formatting and calendar dates.)
 */
const messageOf = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value)
  return result.success ? null : (result.issues[0]?.message ?? '')
}

const controlChars = ['\u0000', '\u0001', '\u0008', '\u000B', '\u000C', '\u000E', '\u0010', '\u001F', '\u007F']
const lineBreaks = ['\r', '\n', '\t', '\u2028', '\u2029']

describe('one-line text', () => {
  const oneLine = [requiredText('Enter it'), optionalText()]

  it.each(controlChars.map((c) => [c.codePointAt(0)?.toString(16)]))('refuses control character U+%s', (hex) => {
    const c = String.fromCodePoint(Number.parseInt(String(hex), 16))
    for (const schema of [...oneLine, longText(), requiredLongText('Enter it')])
      expect(messageOf(schema, `Ja${c}ne`)).toBe('Remove the hidden control characters')
  })

  it.each(lineBreaks.map((c) => [c.codePointAt(0)?.toString(16)]))('refuses line break or tab U+%s', (hex) => {
    const c = String.fromCodePoint(Number.parseInt(String(hex), 16))
    for (const schema of oneLine) expect(messageOf(schema, `Jane${c}Citizen`)).toBe('Keep this to a single line')
    expect(messageOf(email, `jane${c}x@example.com`)).not.toBeNull()
  })

  it('takes ordinary text, accents and symbols', () => {
    for (const schema of oneLine) expect(messageOf(schema, 'Zoë O’Brien-Smith (Care) & Co. #2 ~ é')).toBeNull()
    expect(messageOf(longText(), 'Line one\r\n\tLine two\u2028three')).toBeNull()
  })

  it('is trimmed, and a required one refuses blanks', () => {
    expect(v.parse(requiredText('Enter it'), '  Jane  ')).toBe('Jane')
    expect(messageOf(requiredText('Enter your name'), '   ')).toBe('Enter your name')
    expect(messageOf(requiredText('Enter your name'), 42)).toBe('Enter your name')
    expect(v.parse(optionalText(), undefined)).toBe('')
    expect(v.parse(optionalText(), '  x ')).toBe('x')
    expect(messageOf(requiredLongText('Tell us'), ' \n ')).toBe('Tell us')
    expect(messageOf(requiredLongText('Tell us'), null)).toBe('Tell us')
  })

  it('has a default limit of 100 characters (5000 for long text), or the one given', () => {
    expect(messageOf(requiredText('Enter it'), 'a'.repeat(100))).toBeNull()
    expect(messageOf(requiredText('Enter it'), 'a'.repeat(101))).toBe('Use 100 characters or fewer')
    expect(messageOf(optionalText(), 'a'.repeat(100))).toBeNull()
    expect(messageOf(optionalText(), 'a'.repeat(101))).toBe('Use 100 characters or fewer')
    expect(messageOf(optionalText(50), 'a'.repeat(51))).toBe('Use 50 characters or fewer')
    expect(messageOf(longText(), 'a'.repeat(5000))).toBeNull()
    expect(messageOf(longText(), 'a'.repeat(5001))).toBe('Use 5000 characters or fewer')
    expect(messageOf(requiredLongText('Tell us'), 'a'.repeat(5000))).toBeNull()
    expect(messageOf(requiredLongText('Tell us'), 'a'.repeat(5001))).toBe('Use 5000 characters or fewer')
  })
})

describe('invisible formatting, each kind', () => {
  it.each([
    '\u00AD',
    '\u061C',
    '\u180E',
    '\u200B',
    '\u200E',
    '\u200F',
    '\u202A',
    '\u202C',
    '\u202E',
    '\u2060',
    '\u2062',
    '\u2064',
    '\u2066',
    '\u2067',
    '\u2069',
    '\uFEFF',
  ])('refuses U+%s inside a word', (c) => {
    expect(hasInvisibleFormatting(`Ja${c}ne`)).toBe(true)
  })

  it('leaves the neighbours of those ranges alone', () => {
    for (const c of [
      '\u00AC',
      '\u00AE',
      '\u200A',
      '\u2010',
      '\u2027',
      '\u202F',
      '\u205F',
      '\u2065',
      '\u206A',
      '\uFEFE',
    ])
      expect(hasInvisibleFormatting(`Ja${c}ne`), c.codePointAt(0)?.toString(16)).toBe(false)
  })

  it('allows a joiner inside a word, not at an end, beside a space or doubled', () => {
    for (const joiner of ['\u200C', '\u200D']) {
      expect(hasInvisibleFormatting(`Ja${joiner}ne`)).toBe(false)
      expect(hasInvisibleFormatting(`${joiner}Jane`)).toBe(true)
      expect(hasInvisibleFormatting(`Jane${joiner}`)).toBe(true)
      expect(hasInvisibleFormatting(`Jane ${joiner}Citizen`)).toBe(true)
      expect(hasInvisibleFormatting(`Jane${joiner} Citizen`)).toBe(true)
      expect(hasInvisibleFormatting(`Ja${joiner}\u200Cne`)).toBe(true)
      expect(hasInvisibleFormatting(`Ja${joiner}\u200Dne`)).toBe(true)
    }
  })
})

describe('email', () => {
  it('asks for an address, then for one in the right format', () => {
    expect(messageOf(email, '')).toBe('Enter your email address')
    expect(messageOf(email, undefined)).toBe('Enter your email address')
    expect(messageOf(email, 'jane@')).toBe('Enter an email address in the correct format, like name@example.com')
    expect(v.parse(email, ' jane@example.com ')).toBe('jane@example.com')
    expect(messageOf(email, `${'a'.repeat(243)}@example.com`)).toBe('Use 254 characters or fewer')
    expect(messageOf(email, `jane\u202E@example.com`)).not.toBeNull()
  })

  it('takes the addresses people have: apostrophes, plus tags, sub-domains, hyphens and capitals', () => {
    for (const address of [
      "sean.o'brien@example.com.au",
      "d'souza@example.org",
      'jo+leads@example.com',
      'first.last@mail.sub.example.com.au',
      'name_x@ex-ample.com',
      'Jo.Citizen@Example.COM.AU',
      'jo@xn--bcher-kva.example',
      'jo@example.xn--p1ai',
    ])
      expect(messageOf(email, address), address).toBeNull()
  })

  it('refuses what is not one address', () => {
    const format = 'Enter an email address in the correct format, like name@example.com'
    for (const address of [
      'jane',
      'jane@example',
      'jane@@example.com',
      'jane..doe@example.com',
      '.jane@example.com',
      'jane.@example.com',
      'jane doe@example.com',
      'jane@-example.com',
      'jane@example-.com',
      'jane@example.c',
      'jane@example.123',
      'jane@exa_mple.com',
      '"jane"@example.com',
      'jane@example.com, bob@example.com',
      'jane@example.com<bob@example.com>',
      'jané@example.com',
    ])
      expect(messageOf(email, address), address).toBe(format)
  })
})

describe('phone', () => {
  it.each([
    ['03 5550 1234', null],
    ['0491 570 156', null],
    ['+61 491 570 156', null],
    ['(03) 5550-1234', null],
    ['12345678', null],
    ['99999999', null],
    ['1'.repeat(20), null],
  ])('takes %s', (value, expected) => {
    expect(messageOf(phone, value)).toBe(expected)
  })

  it.each([
    '1234567',
    '1'.repeat(21),
    '0491 570 156 ext',
    'x0491 570 156',
    '0491+570156',
    '++61 491 570 156',
    '0491.570.156',
  ])('refuses %s with an example', (value) => {
    expect(messageOf(phone, value)).toBe('Enter a phone number, like 03 5550 1234 or 0491 570 156')
  })

  // As copied from a contacts app or a web page: the number the visitor sees, with characters they cannot.
  it.each([
    ['left-to-right marks', '\u200E0491 570 156\u200E'],
    ['a right-to-left mark', '\u200F+61 491 570 156'],
    ['a bidi embedding', '\u202A0491 570 156\u202C'],
    ['a bidi override', '\u202D03 5550 1234\u202C'],
    ['an isolate', '\u20680491 570 156\u2069'],
    ['first-strong isolates', '\u2066(03) 5550-1234\u2069'],
    ['zero-width spaces', '0491\u200B570\u200B156'],
    ['non-breaking spaces', '0491\u00A0570\u00A0156'],
    ['narrow non-breaking spaces', '+61\u202F491\u202F570\u202F156'],
    ['a byte-order mark', '\uFEFF0491 570 156'],
  ])('takes a number pasted with %s', (_, value) => {
    expect(messageOf(phone, value)).toBeNull()
  })

  it('keeps the number the visitor sees, without its invisible characters', () => {
    expect(v.parse(phone, '\u202A\u200E0491\u00A0570\u200B156\u202C')).toBe('0491 570156')
  })

  it.each(['\u200E1234567\u200E', '0491\u200B570\u200Bx56', '\u2066phone me\u2069'])(
    'still refuses a bad number once its invisible characters are gone: %j',
    (value) => {
      expect(messageOf(phone, value)).toBe('Enter a phone number, like 03 5550 1234 or 0491 570 156')
    },
  )

  it('asks for a number when empty', () => {
    expect(messageOf(phone, '\u200E\u00A0\u200B')).toBe('Enter your phone number')
    expect(messageOf(phone, '  ')).toBe('Enter your phone number')
    expect(messageOf(phone, 491570156)).toBe('Enter your phone number')
  })
})

describe('dates', () => {
  const today = () => new Date(2026, 10, 23)

  it('says "year" for a one-year limit', () => {
    const schema = v.pipe(v.string(), realDateWithin(1, today))
    expect(messageOf(schema, '2027-11-23')).toBeNull()
    expect(messageOf(schema, '2027-11-24')).toBe('Choose a date within the next year')
    expect(messageOf(schema, '2027-12-01')).toBe('Choose a date within the next year')
  })

  it('leaves text that is not a YYYY-MM-DD date to the format check', () => {
    const schema = v.pipe(v.string(), realDateWithin(2, today))
    for (const text of ['soon', '2027-2-30', '12027-02-30', '2027-02-300', 'x2027-02-30', '2027-02-30x'])
      expect(messageOf(schema, text), text).toBeNull()
    expect(messageOf(schema, '2027-02-30')).toBe('Enter a real date, like 2030-02-28')
  })

  it('counts months and days from the given today', () => {
    const schema = v.pipe(
      v.string(),
      realDateWithin(2, () => new Date(2026, 0, 5)),
    )
    expect(messageOf(schema, '2028-01-05')).toBeNull()
    expect(messageOf(schema, '2028-01-06')).toBe('Choose a date within the next 2 years')
    expect(messageOf(schema, '2028-02-01')).toBe('Choose a date within the next 2 years')
  })

  it('uses the real today by default', () => {
    const schema = v.pipe(v.string(), realDateWithin(2))
    const year = new Date().getFullYear()
    expect(messageOf(schema, `${year + 1}-01-01`)).toBeNull()
    expect(messageOf(schema, `${year + 3}-01-01`)).toBe('Choose a date within the next 2 years')
  })
})

describe('choices', () => {
  const options = [
    { value: 'a', label: 'A' },
    { value: 'b', label: 'B' },
  ] as const

  it('lists the option values in order', () => {
    expect(values(options)).toEqual(['a', 'b'])
  })

  it('a choice takes one of the values; an optional one also takes nothing', () => {
    const required = choice(values(options), 'Pick one')
    expect(messageOf(required, 'a')).toBeNull()
    expect(messageOf(required, '')).toBe('Pick one')
    const optional = optionalChoice(values(options), 'Pick one from the list')
    expect(v.parse(optional, undefined)).toBe('')
    expect(messageOf(optional, '')).toBeNull()
    expect(messageOf(optional, 'b')).toBeNull()
    expect(messageOf(optional, 'c')).toBe('Pick one from the list')
  })
})

describe('field errors', () => {
  const schema = v.pipe(
    v.object({
      name: requiredText('Enter your name'),
      slots: v.array(v.picklist(['am', 'pm'], 'Choose a slot')),
      password: v.string(),
      confirm: v.string(),
    }),
    v.check((o) => o.password === o.confirm, 'The two entries differ'),
  )
  const validate = validatorFor(schema)

  it('maps each field to its first message, nested fields by their path', () => {
    expect(validate({ name: ' ', slots: ['am', 'noon', 'night'], password: 'a', confirm: 'a' })).toEqual({
      name: 'Enter your name',
      'slots.1': 'Choose a slot',
      'slots.2': 'Choose a slot',
    })
    expect(validate({ name: 'x'.repeat(101), slots: [], password: 'a', confirm: 'a' })).toEqual({
      name: 'Use 100 characters or fewer',
    })
  })

  it('puts errors of the whole form under "form"', () => {
    expect(validate({ name: 'Jane', slots: [], password: 'a', confirm: 'b' })).toEqual({
      form: 'The two entries differ',
    })
    const issues = v.safeParse(schema, { name: 'Jane', slots: [], password: 'a', confirm: 'b' }).issues ?? []
    expect(fieldErrors([...issues, ...issues])).toEqual({ form: 'The two entries differ' })
  })

  it('is empty for valid values', () => {
    expect(validate({ name: 'Jane', slots: ['pm'], password: 'a', confirm: 'a' })).toEqual({})
  })
})

describe('browsers without String.prototype.isWellFormed', () => {
  it('find lone surrogates with the fallback', () => {
    const proto = String.prototype as { isWellFormed?: () => boolean }
    const native = proto.isWellFormed
    delete proto.isWellFormed
    try {
      expect(isWellFormedText('Jane 🦘')).toBe(true)
      expect(isWellFormedText('Jane \ud83e')).toBe(false)
      expect(isWellFormedText('\udd98 Jane')).toBe(false)
      expect(messageOf(requiredText('Enter it'), 'Jane \ud83e')).toBe(BROKEN_CHARACTER_MESSAGE)
    } finally {
      proto.isWellFormed = native
    }
    expect(isWellFormedText('Jane \ud83e')).toBe(false)
  })
})

describe('calendar dates, strictly YYYY-MM-DD', () => {
  it.each([
    ['2030-01-01', true],
    ['2030-02-28', true],
    ['12030-01-01', false],
    ['2030-01-011', false],
    ['x2030-01-01', false],
    ['2030-01-01\n', false],
  ])('%s: %s', (text, expected) => {
    expect(isCalendarDate(text)).toBe(expected)
  })

  it('the broken and invisible character messages say what to remove', () => {
    expect(BROKEN_CHARACTER_MESSAGE).toMatch(/^Remove the broken character/)
    expect(INVISIBLE_CHARACTER_MESSAGE).toMatch(/^Remove the invisible formatting characters/)
  })
})
