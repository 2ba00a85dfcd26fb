/**
 * The order of the mutation run's test files (`vitest.stryker.config.ts`, decision 222). Stryker stops a
 * mutant's run at its first failing test (`bail`), so the tests likeliest to kill it cheaply go first.
 */

/** The slow files, slowest last; every other file is cheap. */
const SLOW_LAST = [
  'src/features/lead-forms/lead-machines.paths.test.ts',
  'server/',
  'src/features/lead-forms/lead-intake.paths.test.ts',
  'src/features/submissions/desk-session.paths.test.tsx',
  'src/features/lead-forms/lead-forms.paths.test.tsx',
]
const slowness = (file: string) => SLOW_LAST.findLastIndex((part) => file.includes(`/${part}`)) + 1
const folderOf = (file: string) => file.slice(0, file.lastIndexOf('/') + 1)

/**
 * Test files in the folder of a mutated file (`related`: Stryker runs each mutant with vitest's `related`
 * set to the file it mutated) first, as those are its unit tests; then cheap before slow; then by name.
 * Without the first rule a static mutant of a descriptor ran the machines' tests (which import it too)
 * before `src/forms`' tests that kill it.
 */
export function cheapFirst(files: readonly string[], related: readonly string[] = []): string[] {
  const near = new Set(related.map(folderOf))
  const rank = (file: string) => (near.has(folderOf(file)) ? 0 : 1)
  return [...files].sort((a, b) => rank(a) - rank(b) || slowness(a) - slowness(b) || a.localeCompare(b))
}
