import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Two tiers (decision 130): `*.more.test.*` files run in `npm run test:more` (TEST_TIER=more), not in `npm test`.
const tier = process.env.TEST_TIER ?? 'core'
const MORE = '**/*.more.test.{ts,tsx}'
const inTier = (globs: string[]) =>
  tier === 'more' ? { include: globs.map((g) => g.replace('*.test.', '*.more.test.')) } : { include: globs }
const tierExclude = tier === 'core' ? [MORE] : []

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: false }), react()],
  resolve: { alias: { 'styled-system': new URL('./styled-system', import.meta.url).pathname } },
  test: {
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine.
    maxWorkers: 2,
    testTimeout: 20_000,
    // The second tier has no Node files yet.
    passWithNoTests: tier === 'more',
    hookTimeout: 30_000,
    // `npm run test:timings` reads the JSON report.
    reporters: ['default', 'json'],
    outputFile: { json: tier === 'more' ? 'reports/vitest-more.json' : 'reports/vitest.json' },
    // The UI renders in jsdom; the server, scripts and machines have no DOM and run in plain Node.
    projects: [
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          ...inTier(['src/**/*.test.{ts,tsx}']),
          exclude: ['**/node_modules/**', ...tierExclude],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          ...inTier(['machines/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts']),
          exclude: ['**/node_modules/**', ...tierExclude],
        },
      },
    ],
  },
})
