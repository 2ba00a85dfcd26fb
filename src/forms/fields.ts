import * as v from 'valibot'

/**
 * Field building blocks shared by every form schema. The browser, the machines, the server and the
 * tests all validate with these, so a message changed here changes everywhere.
 */

// Control characters other than tab, CR and LF never belong in a form field.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to match control characters
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: single-line fields also refuse line breaks and tabs
const LINE_BREAKS = /[\r\n\u0009\u2028\u2029]/

const noControlChars = v.check((s: string) => !CONTROL_CHARS.test(s), 'Remove the hidden control characters')
const singleLine = v.check((s: string) => !LINE_BREAKS.test(s), 'Keep this to a single line')

/** A required single-line text field. */
export function requiredText(emptyMessage: string, max = 100) {
  return v.pipe(
    v.string(emptyMessage),
    v.trim(),
    v.nonEmpty(emptyMessage),
    v.maxLength(max, `Use ${max} characters or fewer`),
    noControlChars,
    singleLine,
  )
}

/** An optional single-line text field ('' when left empty). */
export function optionalText(max = 100) {
  return v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(max, `Use ${max} characters or fewer`), noControlChars, singleLine),
    '',
  )
}

/** A multi-line text field: line breaks allowed, other control characters not. */
export function longText(max = 5000) {
  return v.pipe(v.string(), v.trim(), v.maxLength(max, `Use ${max} characters or fewer`), noControlChars)
}

export function requiredLongText(emptyMessage: string, max = 5000) {
  return v.pipe(
    v.string(emptyMessage),
    v.trim(),
    v.nonEmpty(emptyMessage),
    v.maxLength(max, `Use ${max} characters or fewer`),
    noControlChars,
  )
}

export const email = v.pipe(
  v.string('Enter your email address'),
  v.trim(),
  v.nonEmpty('Enter your email address'),
  v.maxLength(254, 'Use 254 characters or fewer'),
  v.email('Enter an email address in the correct format, like name@example.com'),
  singleLine,
)

export const phone = v.pipe(
  v.string('Enter your phone number'),
  v.trim(),
  v.nonEmpty('Enter your phone number'),
  v.regex(/^\+?[0-9 ()-]{8,20}$/, 'Enter a phone number, like 03 5550 1234 or 0491 570 156'),
)

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
