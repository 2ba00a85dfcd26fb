/**
 * The title of a page that shows a refused form. Screen readers read the title first when a page loads,
 * so it says at once that something needs fixing and how much (GOV.UK's "Error: " prefix).
 */
export function errorTitle(title: string, problems?: number): string {
  if (problems === undefined) return `Error: ${title}`
  return `Error: ${problems === 1 ? '1 problem' : `${problems} problems`} to fix – ${title}`
}

/** A title without the words `errorTitle` put before it. */
export function withoutErrorTitle(title: string): string {
  return title.replace(/^Error: (?:\d+ problems? to fix – )?/, '')
}

/** The number of problems a refused form shows: one per field, or the one that is not a field's. */
export function problemCount(errors: Record<string, string>, formError?: string): number {
  return Object.keys(errors).length || (formError ? 1 : 0)
}
