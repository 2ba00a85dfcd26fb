import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { LoadFailuresAsFailedTests } from './scripts/stryker-load-failures'
import base from './vitest.config'

/**
 * The project's vitest config for the mutation run (`npm run test:mutation`, decision 220): the same
 * plugins and setup, but only the tests that exercise the mutated code: the machines and their model
 * paths (plain and rendered in jsdom), the descriptors, the lead code of src/lib, the desk session and
 * the server's lead intake on PGlite. Server files say `@vitest-environment node` themselves.
 */
/**
 * Each mutant's run stops at its first failing test (Stryker sets `bail`), so the cheap files go first
 * and the slow ones only run for a mutant the cheap ones let through. Vitest's own order is the slowest
 * first: every mutant of a descriptor or a machine's config (loaded with the module, so not covered by
 * test) began with the two minutes of rendered paths in jsdom.
 */
const SLOW_LAST = [
  'src/features/lead-forms/lead-machines.paths.test.ts',
  'server/',
  'src/features/lead-forms/lead-intake.paths.test.ts',
  'src/features/submissions/desk-session.paths.test.tsx',
  'src/features/lead-forms/lead-forms.paths.test.tsx',
]
const slowness = (file: string) => SLOW_LAST.findLastIndex((part) => file.includes(`/${part}`)) + 1

/**
 * Stryker runs a mutant with vitest's `related` set to the mutated file. The tests in that file's own folder
 * (its unit tests) go before all others: a static mutant of a descriptor is killed by `src/forms`' tests, not
 * by the machines' tests that import the same module and run first in plain name order.
 */
const folderOf = (file: string) => file.slice(0, file.lastIndexOf('/') + 1)
export function cheapFirst(files: readonly string[], related: readonly string[] = []): string[] {
  const near = new Set(related.map(folderOf))
  const rank = (file: string) => (near.has(folderOf(file)) ? 0 : 1)
  return [...files].sort((a, b) => rank(a) - rank(b) || slowness(a) - slowness(b) || a.localeCompare(b))
}

class CheapFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const order = cheapFirst(
      files.map((file) => file.moduleId),
      this.ctx.config.related,
    )
    return [...files].sort((a, b) => order.indexOf(a.moduleId) - order.indexOf(b.moduleId))
  }
}

// The whole run in one jsdom project; no JSON report. A test file that fails to load counts as a failed test
// (decision 221), so a mutant that breaks a module's import is killed, not survived.
const { projects: _projects, reporters: _reporters, outputFile: _outputFile, ...shared } = base.test ?? {}

export default defineConfig({
  ...base,
  test: {
    ...shared,
    environment: 'jsdom',
    sequence: { sequencer: CheapFirst },
    reporters: ['default', new LoadFailuresAsFailedTests()],
    include: [
      'machines/**/*.test.ts',
      'src/forms/**/*.test.ts',
      'src/lib/**/*.test.ts',
      'src/features/lead-forms/*.paths.test.{ts,tsx}',
      'src/features/lead-forms/lead-form-fields.test.tsx',
      'src/features/payment-return/**/*.test.ts',
      'src/features/submissions/desk-session.machine.test.ts',
      'src/features/submissions/desk-session.paths.test.tsx',
      'server/field-rules.test.ts',
      'server/lead-mail.test.ts',
      'server/send-email.test.ts',
      'server/bad-input.test.ts',
      'server/acknowledgements.test.ts',
    ],
  },
})
