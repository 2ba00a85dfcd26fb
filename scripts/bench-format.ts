/**
 * The bench's arithmetic and text: medians, percentiles, units, ratios and plain-text tables. Pure (no
 * I/O), so `bench-format.test.ts` can check it quickly.
 */

export const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
export const round2 = (n: number) => Math.round(n * 100) / 100

/** The median of the values that are not null; null when there is none. */
export function median(values: (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** Nearest-rank percentile (p75 of 10 values is the 8th smallest); Infinity for "never" sorts last. */
export function percentile(values: number[], p: number): number | null {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return null
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? null
}

export const fmt = (n: number | null) => (n === null ? 'n/a' : String(Math.round(n)))
export const ms = (n: number | null) =>
  n === null
    ? 'n/a'
    : !Number.isFinite(n)
      ? 'never'
      : Math.round(n) >= 1000
        ? `${(n / 1000).toFixed(2)} s`
        : `${Math.round(n)} ms`
export const clsText = (n: number | null) =>
  n === null ? 'n/a' : n === 0 ? '0' : n < 0.001 ? n.toPrecision(1) : n.toFixed(3)
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
export const minutes = (msTotal: number) => {
  const s = Math.round(msTotal / 1000)
  return s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`
}

/**
 * current / baseline to two decimals. "—" when either figure is missing, "1.00" when both are the same
 * (CLS 0 and 0, two taps that never opened), "n/a" when the quotient means nothing (a baseline of 0 or
 * "never", or a current "never").
 */
export function ratio(current: number | null, baseline: number | null): string {
  if (current === null || baseline === null) return '—'
  if (current === baseline) return '1.00'
  if (baseline === 0 || !Number.isFinite(baseline) || !Number.isFinite(current)) return 'n/a'
  return (current / baseline).toFixed(2)
}

/**
 * Columns padded to their widest cell: the first `textColumns` and the last left-aligned, the others
 * right-aligned (figures). Trailing spaces trimmed.
 */
export function formatTable(header: string[], rows: string[][], textColumns = 1): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)))
  const line = (cells: string[]) =>
    cells
      .map((c, i) =>
        i < textColumns || i === cells.length - 1 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd()
  return [line(header), ...rows.map(line)]
}

export const printTable = (header: string[], rows: string[][]) => console.log(formatTable(header, rows).join('\n'))

/** One build's figure: undefined when the build has no such thing (a route, a lead link), null when unmeasured. */
export type SideFigure = number | null | undefined

/**
 * One row of the comparison: what, the figure of each build ("—" for a build without it), current /
 * baseline, and the current build's budget verdict (empty for a figure without a budget).
 */
export function sideBySideRow(r: {
  label: string
  figure: string
  current: SideFigure
  baseline: SideFigure
  show: (n: number | null) => string
  budget?: string
}): string[] {
  const cell = (n: SideFigure) => (n === undefined ? '—' : r.show(n))
  return [
    r.label,
    r.figure,
    cell(r.current),
    cell(r.baseline),
    ratio(r.current ?? null, r.baseline ?? null),
    r.budget ?? '',
  ]
}

/** Lighthouse runs on `/` (medians): the home page's figures are the ones quoted most. */
export const HOME_RUNS = 3
/**
 * Lighthouse runs per route (medians when more than one): BENCH_RUNS (default 1) on every route, and at
 * least HOME_RUNS on `/`. One run's TBT moves by tens of milliseconds, so a route near a budget needs more.
 */
export function lighthouseRunsFor(route: string, env: string | undefined = process.env.BENCH_RUNS): number {
  const each = Math.max(1, Number.parseInt(env ?? '', 10) || 1)
  return route === '/' ? Math.max(HOME_RUNS, each) : each
}

/** One Lighthouse run as the summaries below read it. */
export interface RunFigures {
  path: string
  run: number
  tbtMs: number | null
  benchmarkIndex: number | null
}

/**
 * TBT over the routes both builds have, each route's median first: one route's single run moves by tens
 * of milliseconds (decision 160), so the comparison of builds is the median over routes and how many
 * routes each build read lower on.
 */
export function sharedRouteTbt(current: RunFigures[], baseline: RunFigures[]) {
  const byRoute = (runs: RunFigures[]) => {
    const routes = new Map<string, (number | null)[]>()
    for (const r of runs) routes.set(r.path, [...(routes.get(r.path) ?? []), r.tbtMs])
    return new Map([...routes].map(([route, values]) => [route, median(values)]))
  }
  const a = byRoute(current)
  const b = byRoute(baseline)
  const pairs = [...a].flatMap(([route, tbt]) => {
    const other = b.get(route)
    return tbt === null || other === undefined || other === null ? [] : [[tbt, other] as const]
  })
  return {
    routes: pairs.length,
    currentMedianMs: median(pairs.map(([x]) => x)),
    baselineMedianMs: median(pairs.map(([, y]) => y)),
    lowerOn: pairs.filter(([x, y]) => x < y).length,
    higherOn: pairs.filter(([x, y]) => x > y).length,
  }
}

/** Two runs whose benchmarkIndex differ by more than this factor were taken at uneven host speeds. */
export const UNEVEN_SPEEDS = 1.25

/**
 * How far the host's speed moved between the two runs of a pair (the same route and run, one on each
 * build): Lighthouse's benchmarkIndex of the faster run over the slower's; null when either is unknown.
 */
export function speedSpread(a: number | null | undefined, b: number | null | undefined): number | null {
  if (a == null || b == null || a <= 0 || b <= 0) return null
  return Math.max(a, b) / Math.min(a, b)
}

/**
 * The pairs whose speeds were more than `limit` apart: they compare builds on hosts of different speed,
 * which a quiet-CPU check does not see.
 */
export function unevenPairs(current: RunFigures[], baseline: RunFigures[], limit = UNEVEN_SPEEDS) {
  const other = new Map(baseline.map((r) => [`${r.path} ${r.run}`, r.benchmarkIndex]))
  let pairs = 0
  const uneven: string[] = []
  for (const r of current) {
    const spread = speedSpread(r.benchmarkIndex, other.get(`${r.path} ${r.run}`))
    if (spread === null) continue
    pairs += 1
    if (spread > limit) uneven.push(r.path)
  }
  return { pairs, uneven }
}

/**
 * How many times a pair taken at uneven speeds is taken again (BENCH_RETAKES, default 2; 0 turns it
 * off). Each retake costs one Lighthouse run per build.
 */
export function retakesFor(env: string | undefined = process.env.BENCH_RETAKES): number {
  const value = Number.parseInt(env ?? '', 10)
  return Number.isNaN(value) ? 2 : Math.max(0, value)
}

/**
 * Of the attempts at one pair, the one taken at the most even speeds: the first whose spread is within
 * the limit, else the smallest spread, else (no speed known) the first. The report uses only that one,
 * so a pair is never chosen for its figures, only for its speeds.
 */
export function evenestAttempt<T extends { spread: number | null }>(attempts: T[], limit = UNEVEN_SPEEDS): T {
  const first = attempts[0]
  if (first === undefined) throw new Error('no attempt to choose from')
  const even = attempts.find((a) => a.spread !== null && a.spread <= limit)
  if (even) return even
  return attempts.reduce((best, a) =>
    a.spread !== null && (best.spread === null || a.spread < best.spread) ? a : best,
  )
}
