/** Test durations out of the runners' JSON reports (pure, so `test-timings.test.ts` can check them). */
import path from 'node:path'

export interface Timing {
  runner: string
  file: string
  title: string
  ms: number
}

interface VitestReport {
  testResults: {
    name: string
    assertionResults: { ancestorTitles: string[]; title: string; duration?: number | null }[]
  }[]
}

export function vitestTimings(report: VitestReport, root: string): Timing[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      runner: 'vitest',
      file: path.relative(root, file.name),
      title: [...test.ancestorTitles, test.title].join(' › '),
      ms: test.duration ?? 0,
    })),
  )
}

interface PlaywrightSuite {
  title: string
  file?: string
  specs?: { title: string; file?: string; tests: { projectName: string; results: { duration: number }[] }[] }[]
  suites?: PlaywrightSuite[]
}

/** Every run of every test, retries included (a retry costs time too); `tier` names the report. */
export function playwrightTimings(report: { suites: PlaywrightSuite[] }, tier: string): Timing[] {
  const out: Timing[] = []
  const walk = (suite: PlaywrightSuite, titles: string[], file: string) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          out.push({
            runner: `playwright ${tier}`,
            file: `tests/${spec.file ?? file}`,
            title: `[${test.projectName}] ${[...titles, spec.title].join(' › ')}`,
            ms: result.duration,
          })
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title], file)
  }
  for (const top of report.suites) walk(top, [], top.file ?? top.title)
  return out
}

export function slowest(timings: Timing[], count: number) {
  const byFile = new Map<string, { runner: string; file: string; ms: number; count: number }>()
  const totals = new Map<string, number>()
  for (const t of timings) {
    const key = `${t.runner}\n${t.file}`
    const entry = byFile.get(key) ?? { runner: t.runner, file: t.file, ms: 0, count: 0 }
    entry.ms += t.ms
    entry.count += 1
    byFile.set(key, entry)
    totals.set(t.runner, (totals.get(t.runner) ?? 0) + t.ms)
  }
  return {
    tests: [...timings].sort((a, b) => b.ms - a.ms).slice(0, count),
    files: [...byFile.values()].sort((a, b) => b.ms - a.ms).slice(0, count),
    totals: [...totals.entries()].sort((a, b) => b[1] - a[1]),
  }
}
