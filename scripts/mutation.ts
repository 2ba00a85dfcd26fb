/**
 * `npm run test:mutation [-- stryker options]`: runs Stryker (stryker.config.mjs, decision 220), then
 * writes reports/mutation/README.md from its JSON report: date, commit, score, counts and survivors.
 * `npm run test:mutation -- --summary-only` writes the summary again from the last report (the run's
 * facts kept from the summary before; `--started-on="<commit and changes>" --seconds=N` for a run not started here).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  currentReasons,
  type MutationReport,
  summary,
  uncommittedFiles,
  withoutStaticSurvivors,
} from './mutation-summary'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DIR = path.join(ROOT, 'reports/mutation')
const args = process.argv.slice(2)
const summaryOnly = args.includes('--summary-only')
const git = (...gitArgs: string[]) => execFileSync('git', gitArgs, { cwd: ROOT, encoding: 'utf8' }).trim()

const previous = existsSync(path.join(DIR, 'README.md')) ? readFileSync(path.join(DIR, 'README.md'), 'utf8') : ''
const startedOn = args.find((a) => a.startsWith('--started-on='))?.slice('--started-on='.length)
const kept = (pattern: RegExp) => previous.match(pattern)?.[1] ?? ''
// What the run starts from: the commit, and the files with changes not in it.
const commit = startedOn
  ? startedOn
  : summaryOnly
    ? kept(/\*\*Commit:\*\* ([^\n]+?)(?: plus uncommitted changes to [^\n]+)?\n/)
    : `${git('rev-parse', '--short', 'HEAD')} (${git('log', '-1', '--format=%cs %s', 'HEAD').slice(0, 80)})`
const uncommitted = startedOn
  ? []
  : summaryOnly
    ? kept(/plus uncommitted changes to ([^\n]+)\n/)
        .split(', ')
        .filter(Boolean)
    : uncommittedFiles(execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }))
const started = Date.now()
if (!summaryOnly) {
  const incrementalFile = path.join(DIR, 'stryker-incremental.json')
  if (existsSync(incrementalFile)) {
    const incremental = JSON.parse(readFileSync(incrementalFile, 'utf8'))
    const dropped = withoutStaticSurvivors(incremental)
    writeFileSync(incrementalFile, JSON.stringify(incremental))
    console.log(`Static mutants not detected last time, run again: ${dropped}`)
  }
  const run = spawnSync('npx', ['stryker', 'run', ...args], { cwd: ROOT, stdio: 'inherit' })
  if (run.status !== 0) process.exit(run.status ?? 1)
}
const seconds = summaryOnly ? 0 : Math.round((Date.now() - started) / 1000)

const report: MutationReport = JSON.parse(readFileSync(path.join(DIR, 'mutation.json'), 'utf8'))
const explainedFile = path.join(DIR, 'explained.json')
const allReasons = existsSync(explainedFile) ? JSON.parse(readFileSync(explainedFile, 'utf8')) : {}
const explained = currentReasons(report, allReasons)
const dropped = Object.keys(allReasons).length - Object.keys(explained).length
if (dropped > 0) {
  writeFileSync(explainedFile, `${JSON.stringify(explained, null, 2)}\n`)
  console.log(`Dropped ${dropped} reasons of explained.json that no survivor has any more`)
}
const facts = {
  // A summary written again keeps the run's own date, command and time.
  date: startedOn
    ? statSync(path.join(DIR, 'mutation.json')).mtime.toISOString()
    : summaryOnly
      ? kept(/\*\*Date:\*\* (\S+)/)
      : new Date().toISOString(),
  commit,
  uncommitted: uncommitted.filter((file) => !file.startsWith('reports/')),
  command: summaryOnly
    ? kept(/\*\*Command:\*\* `([^`]+)`/) || 'npx stryker run'
    : ['npm run test:mutation', ...(args.length > 0 ? ['--', ...args] : [])].join(' '),
  seconds: startedOn
    ? Number(args.find((a) => a.startsWith('--seconds='))?.slice('--seconds='.length) ?? 0)
    : summaryOnly
      ? Number(kept(/\(([\d.]+) min on this run\)/)) * 60
      : seconds,
}
writeFileSync(path.join(DIR, 'README.md'), summary(report, facts, explained))
console.log(`Wrote reports/mutation/README.md (${facts.date}, ${facts.commit})`)
