import { readdirSync, readFileSync } from 'node:fs'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Two tiers (decision 130): `*.more.test.*` files run in `npm run test:more` (TEST_TIER=more), not in `npm test`.
const tier = process.env.TEST_TIER ?? 'core'
const MORE = '**/*.more.test.{ts,tsx}'
const inTier = (globs: string[]) =>
  tier === 'more' ? { include: globs.map((g) => g.replace('*.test.', '*.more.test.')) } : { include: globs }
const tierExclude = tier === 'core' ? [MORE] : []

const NODE = ['machines/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts']
// The Node test files that call vi.mock, found by reading them: they need modules of their own (decision 270).
const NODE_MOCKS = ['machines', 'server', 'scripts'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => `${dir}/${file}`)
    .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8'))),
)

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
      // The Node files share one module graph per worker (decision 270): each file no longer reloads
      // the server, PGlite and zxcvbn, which halves this project's time. A file that replaces modules
      // with vi.mock cannot share them: it is named in NODE_MOCKS and runs isolated.
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          ...inTier(NODE),
          exclude: ['**/node_modules/**', ...tierExclude, ...NODE_MOCKS],
        },
      },
      {
        extends: true,
        test: {
          name: 'node-mocks',
          environment: 'node',
          include: NODE_MOCKS.filter((file) => tier === 'all' || file.includes('.more.test.') === (tier === 'more')),
          exclude: ['**/node_modules/**', ...tierExclude],
        },
      },
    ],
  },
})
