import { hasControlCharacters, hasInvisibleFormatting, hasLineBreak, isWellFormedText } from '../src/forms/fields'

/**
 * Why text staff typed (a note, a reason, a search) cannot be taken, or null. The database refuses
 * NUL and lone surrogates (a 500 before), and the desk shows and exports what is kept.
 */
export function deskTextProblem(text: string, what: string, oneLine = false): string | null {
  if (!isWellFormedText(text))
    return `Remove the broken character from the ${what}: it holds half of an emoji or symbol.`
  if (hasControlCharacters(text)) return `Remove the hidden control characters (like NUL) from the ${what}.`
  if (oneLine && hasLineBreak(text)) return `Keep the ${what} to one line.`
  if (oneLine && hasInvisibleFormatting(text))
    return `Remove the invisible formatting characters (like right-to-left overrides) from the ${what}.`
  return null
}
