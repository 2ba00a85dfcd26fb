import { defineConfig } from 'vitest/config'
import base from './vitest.config'

/**
 * The project's vitest config for the mutation run (`npm run test:mutation`, decision 220): the same
 * plugins and setup, but only the tests that exercise the mutated code: the machines and their model
 * paths (plain and rendered in jsdom), the descriptors, the lead code of src/lib, the desk session and
 * the server's lead intake on PGlite. Server files say `@vitest-environment node` themselves.
 */
// The whole run in one jsdom project; no JSON report.
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
      'src/features/lead-forms/*.paths.test.{ts,tsx}',
      'src/features/payment-return/**/*.test.ts',
      'src/features/submissions/desk-session.machine.test.ts',
      'src/features/submissions/desk-session.paths.test.tsx',
      'server/field-rules.test.ts',
      'server/lead-mail.test.ts',
      'server/send-email.test.ts',
      'server/bad-input.test.ts',
    ],
  },
})
