// @vitest-environment node
/**
 * The shared field building blocks of src/forms/fields.ts, which the browser and this server both
 * validate with. (Kept beside the server tests while src/forms/ is being restructured.)
 */
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  BROKEN_CHARACTER_MESSAGE,
  email,
  hasInvisibleFormatting,
  INVISIBLE_CHARACTER_MESSAGE,
  isCalendarDate,
  isWellFormedText,
  longText,
  optionalText,
  realDateWithin,
  requiredText,
  validatorFor,
} from '../src/forms/fields'

const firstMessage = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value)
  return result.success ? null : result.issues[0]?.message
}

describe('lone surrogates', () => {
  it.each([
    ['plain text', 'Jane', true],
    ['an emoji (a surrogate pair)', 'Jane 🦘', true],
    ['a lone high surrogate', 'Jane \ud83e', false],
    ['a lone low surrogate', '\udd98 Jane', false],
    ['a reversed pair', '\udd98\ud83e', false],
  ])('%s: well formed = %s, natively and by the fallback alike', (_name, text, expected) => {
    expect(isWellFormedText(text)).toBe(expected)
    expect((text as unknown as { isWellFormed(): boolean }).isWellFormed()).toBe(expected)
    expect(!/[\uD800-\uDFFF]/u.test(text)).toBe(expected)
  })

  it('every text block refuses them with one clear message', () => {
    for (const schema of [requiredText('Enter it'), optionalText(), longText(), email])
      expect(firstMessage(schema, 'jane\ud800@example.com')).toBe(BROKEN_CHARACTER_MESSAGE)
  })
})

describe('invisible formatting in one-line fields', () => {
  it.each([
    ['a right-to-left override', 'wire $9,999 \u202Efdp.exe'],
    ['a first-strong isolate', 'a\u2068b\u2069'],
    ['a left-to-right mark', 'Jane\u200E'],
    ['a zero-width space', 'Ja\u200Bne'],
    ['a word joiner', 'Ja\u2060ne'],
    ['a byte-order mark', 'Ja\uFEFFne'],
    ['a soft hyphen', 'Ja\u00ADne'],
    ['a zero-width joiner at the start', '\u200DJane'],
    ['a zero-width non-joiner at the end', 'Jane\u200C'],
    ['a zero-width joiner beside a space', 'Jane \u200DCitizen'],
    ['two joiners in a row', 'Ja\u200D\u200Dne'],
  ])('refuses %s', (_name, text) => {
    expect(hasInvisibleFormatting(text)).toBe(true)
    expect(firstMessage(requiredText('Enter it'), text)).toBe(INVISIBLE_CHARACTER_MESSAGE)
    expect(firstMessage(optionalText(), text)).toBe(INVISIBLE_CHARACTER_MESSAGE)
  })

  it.each([
    ['an emoji ZWJ sequence', 'Team \u{1F3F3}\uFE0F\u200D\u{1F308} \u{1F469}\u200D\u{1F467}'],
    ['a Persian word with a non-joiner inside it', '\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645'],
    ['Hebrew and Arabic letters', 'עברית العربية'],
    ['accents and CJK', 'Zoë 日本語'],
  ])('allows %s', (_name, text) => {
    expect(hasInvisibleFormatting(text)).toBe(false)
    expect(v.safeParse(requiredText('Enter it'), text).success).toBe(true)
  })

  it('leaves multi-line text alone (RTL writers use marks there)', () => {
    expect(v.safeParse(longText(), 'שלום\u200F\nsecond line').success).toBe(true)
  })
})

describe('dates', () => {
  it.each([
    ['2028-02-29', true],
    ['2000-02-29', true],
    ['2027-02-29', false],
    ['2100-02-29', false],
    ['2099-02-30', false],
    ['2030-04-31', false],
    ['2030-12-31', true],
    ['2030-13-01', false],
    ['2030-00-10', false],
    ['2030-01-00', false],
    ['2030-1-01', false],
  ])('%s is a calendar date: %s', (text, expected) => {
    expect(isCalendarDate(text)).toBe(expected)
  })

  it('accepts up to the given number of years ahead, and no further', () => {
    const today = () => new Date(2026, 10, 23) // 23 November 2026, local time
    const schema = v.pipe(v.string(), realDateWithin(2, today))
    const validate = validatorFor(v.object({ d: schema }))
    expect(validate({ d: '2026-11-23' })).toEqual({})
    expect(validate({ d: '2028-11-23' })).toEqual({})
    expect(validate({ d: '2028-11-24' })).toEqual({ d: 'Choose a date within the next 2 years' })
    expect(validate({ d: '9999-12-31' })).toEqual({ d: 'Choose a date within the next 2 years' })
    expect(validate({ d: '2027-02-30' })).toEqual({ d: 'Enter a real date, like 2030-02-28' })
  })
})
