import { defineConfig } from 'vitest/config'
import base from './vitest.config'

/**
 * The project's vitest config for the mutation run (`npm run test:mutation`): the same plugins,
 * environment and setup, but only the tests that exercise the mutated code (the lead forms, machines
 * and lead code). The slow server integration suites (PGlite, SMTP, HTTP) and the page tests only
 * reach these files indirectly and would make every static mutant rerun minutes of tests.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      'machines/**/*.test.ts',
      'src/forms/**/*.test.ts',
      'src/lib/**/*.test.ts',
      'src/features/lead-forms/**/*.test.{ts,tsx}',
      'src/features/payment-return/**/*.test.ts',
      'server/field-rules.test.ts',
      'server/lead-mail.test.ts',
      'server/bad-input.test.ts',
    ],
  },
})
