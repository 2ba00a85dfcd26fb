// @ts-check
/**
 * Mutation testing (decision 220): `npm run test:mutation` (scripts/mutation.ts runs Stryker, then writes
 * reports/mutation/README.md). Not part of `npm test` (it takes long). Mutated: the machines (not their
 * test models: those are the oracles), the lead forms' descriptors, the lead code of src/lib, the desk's
 * session machine and the server's lead intake. The tests of vitest.stryker.config.ts must kill them.
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
    'src/features/submissions/*machine*.ts',
    '!src/features/submissions/*.test.ts',
    'server/lead-intake.ts',
    'server/send-email.ts',
    'server/request-guards.ts',
    'server/json-body.ts',
  ],
  // The machine has two cores, shared.
  concurrency: 2,
  timeoutMS: 20_000,
  // Only mutants whose code or tests changed since the kept file are run again.
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  // STRYKER_EVENTS=<folder> also writes each mutant's result there as it is tested, to follow a long run.
  reporters: ['clear-text', 'progress', 'html', 'json', ...(process.env.STRYKER_EVENTS ? ['event-recorder'] : [])],
  eventReporter: { baseDir: process.env.STRYKER_EVENTS ?? 'reports/mutation/events' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'data', 'test-results', 'playwright-report', '.bench', 'reports'],
  cleanTempDir: true,
  thresholds: { high: 95, low: 80, break: null },
}
