/**
 * `npm run test:timings`: where the test time goes. Reads the JSON reports the last runs wrote
 * (`reports/vitest.json` from `npm run test:unit`, `reports/vitest-more.json` from `npm run test:more`, `reports/playwright-*.json` from the browser tiers)
 * and prints the 20 slowest tests and the 20 slowest files, each with its runner. Measure with it
 * before cutting a test, and after.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { playwrightTimings, slowest, type Timing, vitestTimings } from './test-timings-read'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const REPORTS = path.join(ROOT, 'reports')
const COUNT = 20

const timings: Timing[] = []
const read = (file: string) => JSON.parse(readFileSync(path.join(REPORTS, file), 'utf8'))
if (existsSync(path.join(REPORTS, 'vitest.json'))) timings.push(...vitestTimings(read('vitest.json'), ROOT))
if (existsSync(path.join(REPORTS, 'vitest-more.json')))
  timings.push(...vitestTimings(read('vitest-more.json'), ROOT).map((t) => ({ ...t, runner: 'vitest more' })))
for (const file of existsSync(REPORTS) ? readdirSync(REPORTS) : [])
  if (/^playwright-.+\.json$/.test(file)) timings.push(...playwrightTimings(read(file), file.slice(11, -5)))

if (timings.length === 0) {
  console.error('No reports in reports/: run `npm test` (or `npm run test:unit`, `npm run test:e2e`) first.')
  process.exit(1)
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(7)} s`
const { tests, files, totals } = slowest(timings, COUNT)
console.log('Total test time per runner (summed over workers):')
for (const [runner, ms] of totals) console.log(`${seconds(ms)}  ${runner}`)
console.log(`\nThe ${COUNT} slowest files:`)
for (const f of files) console.log(`${seconds(f.ms)}  ${f.runner.padEnd(16)} ${f.file} (${f.count} tests)`)
console.log(`\nThe ${COUNT} slowest tests:`)
for (const t of tests) console.log(`${seconds(t.ms)}  ${t.runner.padEnd(16)} ${t.file} › ${t.title}`)
