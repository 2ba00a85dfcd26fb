// @ts-check
/**
 * Mutation testing (issue 10, item 7): `npm run test:mutation`. Not part of `npm test` (it takes
 * minutes). The lead forms' descriptors, the machines (not their test models: those are the oracles)
 * and the lead code of src/lib are mutated; the tests of vitest.stryker.config.ts must kill them.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts' },
  coverageAnalysis: 'perTest',
  mutate: [
    'machines/**/*.ts',
    '!machines/**/*.test.ts',
    '!machines/models/**',
    'src/forms/**/*.ts',
    '!src/forms/**/*.test.ts',
    'src/lib/lead-transport.ts',
    'src/lib/lead-backup.ts',
    'src/lib/lead-backup-key.ts',
    'src/lib/resend-queue.ts',
    'src/lib/lead-effects.ts',
    'src/lib/dialog-requests.ts',
  ],
  // The machine has two cores, shared.
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'data', 'test-results', 'playwright-report', '.bench'],
  cleanTempDir: true,
  thresholds: { high: 90, low: 80, break: null },
}
