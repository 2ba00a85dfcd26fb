import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: false }), react()],
  resolve: { alias: { 'styled-system': new URL('./styled-system', import.meta.url).pathname } },
  test: {
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // `npm run test:timings` reads the JSON report.
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
    // The UI renders in jsdom; the server, scripts and machines have no DOM and run in plain Node.
    projects: [
      { extends: true, test: { name: 'ui', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] } },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['machines/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
    ],
  },
})
