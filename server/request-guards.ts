import { isWellFormedText } from '../src/forms/fields'

/**
 * The path (keys from the top) of the first string or key anywhere in `value` that holds a lone UTF-16
 * surrogate, or null when all text is well formed. JSON escapes (`"\ud800"`) can carry one; PostgreSQL
 * and PGlite refuse to store it, which used to surface as a 503 that browsers retried for ever.
 */
export function illFormedTextPath(value: unknown, path: readonly string[] = []): string[] | null {
  if (typeof value === 'string') return isWellFormedText(value) ? null : [...path]
  if (typeof value !== 'object' || value === null) return null
  for (const [key, item] of Object.entries(value)) {
    if (!isWellFormedText(key)) return [...path, key]
    const found = illFormedTextPath(item, [...path, key])
    if (found) return found
  }
  return null
}

/**
 * People never see the hidden `website` field, so any value in it (a string with text, a number, true,
 * a list, an object) means a bot filled it. Absent, null and blank strings are a person's submission.
 */
export function honeypotFilled(website: unknown): boolean {
  if (website === undefined || website === null) return false
  return typeof website !== 'string' || website.trim() !== ''
}
