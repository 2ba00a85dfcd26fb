import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { LoadFailuresAsFailedTests } from './scripts/stryker-load-failures'
import { cheapFirst } from './scripts/stryker-test-order'
import base from './vitest.config'

/**
 * The project's vitest config for the mutation run (`npm run test:mutation`, decision 220): the same
 * plugins and setup, but only the tests that exercise the mutated code: the machines and their model
 * paths (plain and rendered in jsdom), the descriptors, the lead code of src/lib, the desk session and
 * the server's lead intake on PGlite. Server files say `@vitest-environment node` themselves.
 */
/**
 * Each mutant's run stops at its first failing test (Stryker sets `bail`), so the files likeliest to kill it
 * cheaply go first (`cheapFirst`, decisions 220 and 222). Vitest's own order is the slowest first.
 */
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
      'server/late-lead-body.test.ts',
    ],
  },
})
