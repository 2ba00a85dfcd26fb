import { defineConfig } from 'vitest/config'
import base from './vitest.config'

/**
 * The project's vitest config for the mutation run (`npm run test:mutation`): the same plugins,
 * environment and setup, but only the tests that exercise the mutated code (the lead forms, machines
 * and lead code). Left out, because every static mutant (62 % of them: descriptors, schemas and the
 * machines' configs run when a module loads) reruns all the tests related to its file:
 * - src/features/lead-forms/lead-forms.paths.test.tsx: the same model paths as
 *   lead-machines.paths.test.ts, rendered in jsdom (about 25 s a run);
 * - the server's suites (PGlite, SMTP, HTTP) and the page tests, which reach these files only
 *   indirectly. The server's field rules and lead mail (fast, and about these files) stay.
 */
// The whole run in one jsdom project, as the mutated UI-free code runs fine there too; no JSON report.
const { projects: _projects, reporters: _reporters, outputFile: _outputFile, ...shared } = base.test ?? {}

export default defineConfig({
  ...base,
  test: {
    ...shared,
    environment: 'jsdom',
    include: [
      'machines/**/*.test.ts',
      'src/forms/**/*.test.ts',
      'src/lib/**/*.test.ts',
      'src/features/lead-forms/lead-machines.paths.test.ts',
      'src/features/payment-return/**/*.test.ts',
      'server/field-rules.test.ts',
      'server/lead-mail.test.ts',
    ],
  },
})
