import * as v from 'valibot'

/**
 * Field building blocks shared by every form schema. The browser, the machines, the server and the
 * tests all validate with these, so a message changed here changes everywhere.
 */

// Control characters other than tab, CR and LF never belong in a form field: C0, DEL and C1 (U+0080-
// U+009F, among them NEL, U+0085, which some mail programs read as a line break in a Subject).
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to match control characters
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: single-line fields also refuse line breaks and tabs
const LINE_BREAKS = /[\r\n\u0009\u2028\u2029]/

// A UTF-16 surrogate without its partner: not text. The database cannot store it, and no keyboard types it.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u
/**
 * Invisible characters that change how the text around them reads: bidirectional embeddings,
 * overrides, isolates and marks (`Invoice\u202Efdp.exe` shows as `Invoiceexe.pdf`), zero-width space,
 * word joiner and invisible operators, the byte-order mark, the soft hyphen and the Mongolian vowel
 * separator. Never needed in a one-line field.
 */
const INVISIBLE_FORMATTING = /[\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/
/**
 * Zero-width (non-)joiners belong inside a word (Persian and Indic names, emoji sequences like 🏳️‍🌈),
 * so they are allowed there; at either end of a value, beside a space or doubled they only hide things.
 */
const LOOSE_JOINER = /(?:^|\s|[\u200C\u200D])[\u200C\u200D]|[\u200C\u200D](?:$|\s)/

export const BROKEN_CHARACTER_MESSAGE =
  'Remove the broken character: this text contains half of an emoji or symbol (a lone surrogate)'
export const INVISIBLE_CHARACTER_MESSAGE =
  'Remove the invisible formatting characters (like right-to-left overrides or zero-width spaces)'

/**
 * Whether every UTF-16 surrogate in `text` has its partner, as `String.prototype.isWellFormed` says; one
 * way in every browser (some lack that method), so no second path can answer differently.
 */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text)
}

/** Whether a one-line value carries characters that reorder or hide text (see INVISIBLE_FORMATTING). */
export function hasInvisibleFormatting(text: string): boolean {
  return INVISIBLE_FORMATTING.test(text) || LOOSE_JOINER.test(text)
}

/** Whether `text` has a control character other than tab, CR and LF (NUL, C1 controls, …). */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARS.test(text)
}

/** Whether `text` breaks a line (or holds a tab): one-line fields refuse these. */
export function hasLineBreak(text: string): boolean {
  return LINE_BREAKS.test(text)
}

const wellFormed = v.check((s: string) => isWellFormedText(s), BROKEN_CHARACTER_MESSAGE)
const noControlChars = v.check((s: string) => !hasControlCharacters(s), 'Remove the hidden control characters')
const singleLine = v.check((s: string) => !hasLineBreak(s), 'Keep this to a single line')
const noInvisibleFormatting = v.check((s: string) => !hasInvisibleFormatting(s), INVISIBLE_CHARACTER_MESSAGE)

/** A required single-line text field. */
export function requiredText(emptyMessage: string, max = 100) {
  return v.pipe(
    v.string(emptyMessage),
    v.trim(),
    v.nonEmpty(emptyMessage),
    v.maxLength(max, `Use ${max} characters or fewer`),
    wellFormed,
    noControlChars,
    singleLine,
    noInvisibleFormatting,
  )
}

/** An optional single-line text field ('' when left empty). */
export function optionalText(max = 100) {
  return v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max, `Use ${max} characters or fewer`),
      wellFormed,
      noControlChars,
      singleLine,
      noInvisibleFormatting,
    ),
    '',
  )
}

/** A multi-line text field: line breaks allowed, other control characters not. */
export function longText(max = 5000) {
  return v.pipe(v.string(), v.trim(), v.maxLength(max, `Use ${max} characters or fewer`), wellFormed, noControlChars)
}

export function requiredLongText(emptyMessage: string, max = 5000) {
  return v.pipe(
    v.string(emptyMessage),
    v.trim(),
    v.nonEmpty(emptyMessage),
    v.maxLength(max, `Use ${max} characters or fewer`),
    wellFormed,
    noControlChars,
  )
}

/**
 * An address as people have them: the local part is RFC 5322's dot-atom, so `sean.o'brien@…` and
 * `jo+leads@…` pass (valibot's `email()` refuses the apostrophe, which Irish and Italian surnames carry
 * into many work addresses); the domain has two or more labels of letters, digits and inner hyphens,
 * ending in a letters-only or punycode top-level label. No spaces, quotes or comments: nobody types those.
 */
const EMAIL_ADDRESS =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/

export const email = v.pipe(
  v.string('Enter your email address'),
  v.trim(),
  v.nonEmpty('Enter your email address'),
  v.maxLength(254, 'Use 254 characters or fewer'),
  wellFormed,
  v.regex(EMAIL_ADDRESS, 'Enter an email address in the correct format, like name@example.com'),
  singleLine,
  noInvisibleFormatting,
)

/**
 * What a contacts app or a web page carries along when a number is copied: direction marks, bidi
 * embeddings and isolates, zero-width characters, the byte-order mark and the soft hyphen. None of them
 * can be part of a number, so a phone field drops them rather than refusing the visitor.
 */
const PHONE_INVISIBLES = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g
/** Non-breaking, figure, thin and other wide spaces that pages put between digit groups. */
const PHONE_SPACES = /[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g

/** A pasted phone number without its invisible characters, its odd spaces made plain ones. */
export function cleanPhone(text: string): string {
  return text.replace(PHONE_INVISIBLES, '').replace(PHONE_SPACES, ' ')
}

export const phone = v.pipe(
  v.string('Enter your phone number'),
  v.transform(cleanPhone),
  v.trim(),
  v.nonEmpty('Enter your phone number'),
  wellFormed,
  v.regex(/^\+?[0-9 ()-]{8,20}$/, 'Enter a phone number, like 03 5550 1234 or 0491 570 156'),
)

/** Whether a `YYYY-MM-DD` string names a day that exists: no 30 February, no month 13, no day 0. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
  return days !== undefined && day >= 1 && day <= days
}

/**
 * A `YYYY-MM-DD` date that exists and is at most `maxYearsAhead` years after `today` (the runtime's
 * local date): `2099-02-30` and year 9999 are typing slips, not appointments. Put it after the format
 * check in a date field's pipe; the earliest date stays with the field.
 */
export function realDateWithin(maxYearsAhead: number, today: () => Date = () => new Date()) {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const value = dataset.value
    if (!isCalendarDate(value)) {
      if (/^\d{4}-\d{2}-\d{2}$/.test(value)) addIssue({ message: 'Enter a real date, like 2030-02-28' })
      return
    }
    const now = today()
    const pad = (n: number) => String(n).padStart(2, '0')
    const latest = `${now.getFullYear() + maxYearsAhead}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
    if (value > latest)
      addIssue({ message: `Choose a date within the next ${maxYearsAhead === 1 ? 'year' : `${maxYearsAhead} years`}` })
  })
}

/** A choice from a fixed list of values. */
export function choice<const T extends readonly [string, ...string[]]>(options: T, message: string) {
  return v.picklist(options, message)
}

/** An optional choice: '' means "not chosen". */
export function optionalChoice<const T extends readonly [string, ...string[]]>(options: T, message: string) {
  return v.optional(v.union([v.literal(''), v.picklist(options, message)], message), '')
}

export type Option<T extends string = string> = { value: T; label: string }

export function values<const T extends string>(options: readonly Option<T>[]): [T, ...T[]] {
  return options.map((o) => o.value) as [T, ...T[]]
}

/** The field-to-first-message map the forms and the server report. */
export type FieldErrors = Record<string, string>

export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') || 'form'
    errors[key] ??= issue.message
  }
  return errors
}

/** The field errors of `values` under `schema` ({} when valid): what the forms and machines show. */
export function validatorFor<TSchema extends v.GenericSchema>(schema: TSchema) {
  return (values: unknown): FieldErrors => {
    const result = v.safeParse(schema, values)
    return result.success ? {} : fieldErrors(result.issues)
  }
}
