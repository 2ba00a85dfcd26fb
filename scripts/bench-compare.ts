/**
 * `npm run bench -- --baseline <ref>`: this checkout's build and the ref's, side by side, on a quiet
 * host (decision 124). The only mode whose budgets give a verdict. See the header of `bench.ts`.
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { git, prepareBaseline } from './bench-baseline'
import {
  evenestAttempt,
  formatTable,
  kb,
  lighthouseRunsFor,
  median,
  minutes,
  ms,
  percentile,
  type RunFigures,
  ratio,
  retakesFor,
  sharedRouteTbt,
  sideBySideRow,
  speedSpread,
  UNEVEN_SPEEDS,
  unevenPairs,
} from './bench-format'
import {
  CLIENT_DIR,
  countedTimes,
  ensureBuild,
  type FirstLoad,
  launchBrowser,
  lighthouseRoute,
  log,
  measureFirstLoad,
  medianFigures,
  NOT_FOUND_PATH,
  type PageFigures,
  ROOT,
  type Server,
  selectedRoutes,
  sitemapRoutes,
  siteRoutes,
  startServer,
  TAP,
  TAP_LINKS,
  type TapFigures,
  type TapSample,
  tapFigures,
  tapLoad,
} from './bench-measure'
import { checkTargets, ROUTE_TARGETS, TARGET, type TargetCheck } from './bench-targets'
import { CHROMIUM_PATH } from './chromium'
import { createQuietGate, type QuietGate, quietSettings } from './quiet-host'

/** The exit code of a comparison that gives no verdict because the host never got quiet. */
export const EXIT_BUSY_HOST = 3

type SideName = 'current' | 'baseline'

/** One Lighthouse run kept for the report, and how many times its pair was taken again (uneven speeds). */
type LighthouseRun = PageFigures & { run: number; loadAverage: number; retakes: number }

/** One build being compared: where it is, what it serves, and what was measured on it. */
interface Side {
  name: SideName
  /** What it is, for the report: a commit and where its build is. */
  description: string
  checkoutDir: string
  clientDir: string
  routes: string[]
  server?: Server
  lighthouseRuns: LighthouseRun[]
  pages: Map<string, PageFigures>
  firstLoads: FirstLoad[]
  taps: TapFigures[]
}

const newSide = (name: SideName, description: string, checkoutDir: string, clientDir: string): Side => ({
  name,
  description,
  checkoutDir,
  clientDir,
  routes: siteRoutes(clientDir),
  lighthouseRuns: [],
  pages: new Map(),
  firstLoads: [],
  taps: [],
})

export async function compare(ref: string) {
  const started = Date.now()
  const settings = quietSettings()
  const gate = createQuietGate(settings, undefined, log)
  ensureBuild()
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`No Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH).`)
  const baseline = await prepareBaseline(ref)
  const warnings = new Set<string>()
  let sides: Side[]
  let routes: string[] = []
  try {
    sides = [
      newSide('current', describeCurrent(), ROOT, CLIENT_DIR),
      newSide(
        'baseline',
        `${baseline.sha.startsWith(ref) ? ref : `${ref} = ${baseline.sha.slice(0, 7)}`} "${shorten(baseline.subject)}"`,
        baseline.dir,
        baseline.clientDir,
      ),
    ]
    try {
      for (const side of sides) side.server = await startServer(side.checkoutDir, side.clientDir)
      routes = await measureLighthouse(sides, gate, warnings)
      for (const side of sides) {
        await gate.before(`first-load JS on ${side.name}`)
        log(`First-load JS of / on ${side.name}`)
        side.firstLoads = await measureFirstLoad(origin(side), side.clientDir)
      }
      await measureTaps(sides, gate)
    } finally {
      for (const side of sides) await side.server?.stop()
    }
  } finally {
    await baseline.remove()
  }

  const [current, base] = sides as [Side, Side]
  const checks = checkTargets({
    pages: [...current.pages.values()],
    firstLoads: current.firstLoads,
    taps: current.taps,
    indexed: sitemapRoutes(current.clientDir),
    caveat: '',
  })
  const verdict = !gate.busy
  printComparison({ current, base, routes, checks, verdict, gate, maxBusy: settings.maxBusy, warnings: [...warnings] })

  const out = path.join(ROOT, '.bench', 'compare.json')
  mkdirSync(path.dirname(out), { recursive: true })
  const results = {
    date: new Date().toISOString(),
    chromium: CHROMIUM_PATH,
    cpus: availableParallelism(),
    quiet: {
      maxBusy: settings.maxBusy,
      sampleS: settings.sampleMs / 1000,
      waitS: settings.waitMs / 1000,
      busy: gate.busy,
      checks: gate.checks,
    },
    verdict,
    targets: TARGET,
    tap: TAP,
    builds: sides.map((s) => ({
      name: s.name,
      description: s.description,
      clientDir: s.clientDir,
      origin: s.server?.origin,
      routes: s.routes,
      lighthouseRuns: s.lighthouseRuns,
      pages: [...s.pages.values()],
      firstLoad: s.firstLoads,
      taps: s.taps,
    })),
    checks: verdict ? checks : null,
    sharedRouteTbt: sharedRouteTbt(runFigures(current), runFigures(base)),
    unevenPairs: unevenPairs(runFigures(current), runFigures(base)),
    warnings: [...warnings],
    tookMs: Date.now() - started,
  }
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`)
  console.log(`\nFigures written to ${path.relative(ROOT, out)} · took ${minutes(Date.now() - started)}`)

  const unmeasured = current.taps.filter((t) => t.error)
  if (unmeasured.length > 0) {
    console.error(`bench could not measure: ${unmeasured.map((t) => `${t.label}: ${t.error}`).join('; ')}`)
    process.exitCode = 1
  } else if (!verdict) process.exitCode = EXIT_BUSY_HOST
}

/** This checkout's commit and its build's age; a build older than the commit may be stale. */
function describeCurrent(): string {
  const head = git(['rev-parse', '--short', 'HEAD'])
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== ''
  const built = statSync(path.join(CLIENT_DIR, 'index.html')).mtime
  const stale = built.getTime() < Number(git(['log', '-1', '--format=%ct'])) * 1000
  if (stale)
    log(`WARNING: the build in ${CLIENT_DIR} is older than HEAD: if the site changed since, "npm run build" first.`)
  return (
    `${head}${dirty ? ' with uncommitted changes' : ''}, build in ${path.relative(ROOT, CLIENT_DIR) || CLIENT_DIR} ` +
    `of ${built.toISOString().slice(0, 16).replace('T', ' ')} UTC${stale ? ' (older than HEAD)' : ''}`
  )
}

const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text)

const origin = (side: Side) => side.server?.origin ?? ''

/**
 * Lighthouse on every route of either build (or BENCH_ROUTES of them), A, B, A, B: for each route
 * each run on one build then on the other, each after a wait for a quiet host. A route run more than
 * once (`lighthouseRunsFor`: `/` three times, every route BENCH_RUNS times) is reported as medians.
 * A pair whose two runs Lighthouse's benchmarkIndex puts more than 25 % apart in speed is taken again, up
 * to BENCH_RETAKES times, and the report keeps the attempt taken at the most even speeds (never chosen by
 * its figures): the quiet-CPU wait cannot see the host's speed drift, and one such pair compared a fast
 * host with a slow one (sixteenth session: 19 of 45 pairs).
 */
async function measureLighthouse(sides: Side[], gate: QuietGate, warnings: Set<string>): Promise<string[]> {
  const pages = new Set(sides.flatMap((s) => s.routes).filter((r) => r !== '/' && r !== NOT_FOUND_PATH))
  const routes = selectedRoutes(['/', ...[...pages].sort(), NOT_FOUND_PATH])
  const retakes = retakesFor()
  for (const [i, route] of routes.entries()) {
    const runs = lighthouseRunsFor(route)
    for (let run = 1; run <= runs; run++) {
      const attempts: { taken: Map<Side, LighthouseRun>; spread: number | null }[] = []
      for (let attempt = 0; attempt <= retakes; attempt++) {
        const taken = new Map<Side, LighthouseRun>()
        for (const side of sides) {
          if (!side.routes.includes(route)) continue
          const label =
            `Lighthouse ${route}${runs > 1 ? ` run ${run}/${runs}` : ''}${attempt > 0 ? ` retake ${attempt}/${retakes}` : ''}` +
            ` on ${side.name} (${i + 1}/${routes.length})`
          const { load } = await gate.before(label)
          log(`${label}, load average ${load}`)
          const result = await lighthouseRoute(origin(side), route, side.clientDir)
          for (const w of result.warnings) warnings.add(`${side.name}: ${w}`)
          taken.set(side, { ...result.figures, run, loadAverage: load, retakes: 0 })
        }
        const [a, b] = [...taken.values()]
        const spread = speedSpread(a?.benchmarkIndex, b?.benchmarkIndex)
        attempts.push({ taken, spread })
        if (spread === null || spread <= UNEVEN_SPEEDS) break
        if (attempt < retakes) log(`  speeds ${spread.toFixed(2)}× apart (benchmarkIndex): taking the pair again`)
      }
      for (const [side, result] of evenestAttempt(attempts).taken)
        side.lighthouseRuns.push({ ...result, retakes: attempts.length - 1 })
    }
    for (const side of sides) {
      const results = side.lighthouseRuns.filter((r) => r.path === route)
      if (results.length > 0) side.pages.set(route, results.length > 1 ? medianFigures(results) : results[0]!)
    }
  }
  return routes
}

/**
 * TAP.loads fresh loads per lead link on each build, A, B, A, B: one load and tap on one build, then
 * one on the other. Each link's batch starts after a wait for a quiet host; every load records the
 * load average it started at. A link the baseline does not have is "—" there.
 */
async function measureTaps(sides: Side[], gate: QuietGate) {
  log(`Tap → dialog: ${TAP.loads} loads per link per build, alternating, CPU ÷${TAP.cpuSlowdown}`)
  const browser = await launchBrowser()
  try {
    for (const link of TAP_LINKS) {
      await gate.before(`taps on ${link.label}`)
      const samples = new Map<SideName, (TapSample & { loadAverage: number })[]>(sides.map((s) => [s.name, []]))
      const noLink = new Set<SideName>()
      for (let load = 1; load <= TAP.loads; load++) {
        for (const side of sides) {
          if (noLink.has(side.name)) continue
          const loadAverage = gate.readLoad()
          const sample = await tapLoad(browser, origin(side), link)
          if (sample === 'no link') noLink.add(side.name)
          else samples.get(side.name)?.push({ ...sample, loadAverage })
        }
      }
      for (const side of sides) {
        const figures = tapFigures(link, samples.get(side.name) ?? [], noLink.has(side.name))
        side.taps.push(figures)
        log(
          `  ${link.label} on ${side.name}: median ${ms(figures.medianMs)}, p75 ${ms(figures.p75Ms)}${figures.error ? ` (${figures.error})` : ''}`,
        )
      }
    }
  } finally {
    await browser.close()
  }
}

// --- report ----------------------------------------------------------------------------------------

function printComparison(r: {
  current: Side
  base: Side
  /** The routes measured, in order. */
  routes: string[]
  checks: TargetCheck[]
  verdict: boolean
  gate: QuietGate
  maxBusy: number
  warnings: string[]
}) {
  const { current, base, verdict } = r
  const range = (values: number[]) => `${Math.min(...values)}-${Math.max(...values)}`
  const busyShares = r.gate.checks.map((c) => c.busy)
  console.log(`\ncurrent:  ${current.description}\nbaseline: ${base.description}`)
  console.log(
    `Host: ${availableParallelism()} CPUs; before the ${busyShares.length} timed runs the CPU was ` +
      `${range(busyShares)} busy (quiet: below ${r.maxBusy}), 1-minute load average ${range(r.gate.checks.map((c) => c.load))}; ` +
      `Lighthouse benchmarkIndex current ${benchmarkIndex(current)}, baseline ${benchmarkIndex(base)} (lowest of the runs)`,
  )
  if (!verdict) {
    const busy = r.gate.checks.filter((c) => !c.quiet)
    console.log(
      `\nBUSY HOST: ${busy.length} of ${r.gate.checks.length} timed runs started with the CPU at or above ` +
        `${r.maxBusy} busy (first: ${busy[0]?.label}, ${busy[0]?.busy}). These figures were taken on a busy host: ` +
        'information only, NO VERDICT on the budgets. Rerun when the host is quiet; a busy host is never a reason ' +
        'to call an issue blocked (decision 124).',
    )
  }

  const budget = (met: boolean | undefined) =>
    met === undefined ? '—' : !verdict ? 'no verdict' : met ? 'MET' : 'MISSED'
  const rows: string[][] = []
  for (const route of r.routes) {
    const a = current.pages.get(route)
    const b = base.pages.get(route)
    const runs = Math.max(a?.runs ?? 1, b?.runs ?? 1)
    const label = runs > 1 ? `${route} (median of ${runs})` : route
    for (const [i, t] of ROUTE_TARGETS.entries())
      rows.push(
        sideBySideRow({
          label: i === 0 ? label : '',
          figure: t.target,
          current: a && t.pick(a),
          baseline: b && t.pick(b),
          show: t.show,
          budget: budget(a && t.meets(a)),
        }),
      )
  }

  for (const [i, load] of current.firstLoads.entries()) {
    const other = base.firstLoads[i]
    const bytes = (n: number | null) => (n === null ? 'n/a' : kb(n))
    rows.push(
      sideBySideRow({
        label: `/ JS, ${load.viewport}`,
        figure: `first-load ≤ ${TARGET.firstLoadJsKb} kB gzip`,
        current: load.jsGzipBytes,
        baseline: other?.jsGzipBytes,
        show: bytes,
        budget: budget(load.jsGzipBytes / 1000 <= TARGET.firstLoadJsKb),
      }),
      sideBySideRow({
        label: '',
        figure: 'after idle (gzip)',
        current: load.afterIdleGzipBytes,
        baseline: other?.afterIdleGzipBytes,
        show: bytes,
      }),
    )
  }

  const tapRows = [
    ...current.taps.map((t, i) => ({ label: t.label, a: tapStats(t), b: tapStats(base.taps[i]) })),
    { label: 'all links', a: tapStats(current.taps), b: tapStats(base.taps) },
  ]
  for (const { label, a, b } of tapRows) {
    rows.push(
      sideBySideRow({
        label: `tap → dialog: ${label}`,
        figure: 'median',
        current: a?.medianMs,
        baseline: b?.medianMs,
        show: ms,
      }),
      sideBySideRow({
        label: '',
        figure: `p75 ≤ ${TARGET.tapP75Ms} ms`,
        current: a?.p75Ms,
        baseline: b?.p75Ms,
        show: ms,
        budget: budget(a && a.p75Ms !== null && a.p75Ms <= TARGET.tapP75Ms),
      }),
    )
  }

  console.log(
    `\nSide by side (Lighthouse mobile, simulated throttling; tap → dialog ${TAP.viewport.width}×${TAP.viewport.height} ` +
      `touch, CPU ÷${TAP.cpuSlowdown}, ${TAP.loads} load${TAP.loads === 1 ? '' : 's'} per link per build; runs alternated between the builds):`,
  )
  console.log(formatTable(['', 'figure', 'current', 'baseline', 'ratio', 'budget'], rows, 2).join('\n'))
  console.log('  ratio = current / baseline; "—": the build has no such route or link; budget: the current build.')
  printAcrossRoutes(current, base)
  for (const side of [current, base])
    for (const t of side.taps) if (t.error && !t.noLink) console.log(`  ${side.name} ${t.label}: ${t.error}`)

  if (verdict) {
    console.log(`\nBudgets of the current build (host quiet before every timed run):`)
    for (const c of r.checks) console.log(`  ${c.met ? 'MET   ' : 'MISSED'}  ${c.target}: ${c.detail}`)
    const missed = r.checks.filter((c) => !c.met).length
    console.log(missed === 0 ? '\nAll budgets MET.' : `\nMISSED ${missed} of ${r.checks.length} budgets.`)
  } else console.log('\nNO VERDICT: the host was busy (see above). Rerun on a quiet host.')
  if (r.warnings.length > 0) console.log(`\nLighthouse warnings:\n${r.warnings.map((w) => `  - ${w}`).join('\n')}`)
}

/** The comparison over routes, and how evenly the host's speed held within each pair of runs. */
function printAcrossRoutes(current: Side, base: Side) {
  const tbt = sharedRouteTbt(runFigures(current), runFigures(base))
  if (tbt.routes === 0) return
  console.log(
    `\nTBT over the ${tbt.routes} routes both builds have (each route's median): current ${ms(tbt.currentMedianMs)}, ` +
      `baseline ${ms(tbt.baselineMedianMs)} (ratio ${ratio(tbt.currentMedianMs, tbt.baselineMedianMs)}); ` +
      `current lower on ${tbt.lowerOn}, higher on ${tbt.higherOn}.`,
  )
  const { pairs, uneven } = unevenPairs(runFigures(current), runFigures(base))
  const speeds = (side: Side) => {
    const values = runFigures(side).flatMap((r) => (r.benchmarkIndex === null ? [] : [r.benchmarkIndex]))
    return values.length > 0 ? `${Math.min(...values)}-${Math.max(...values)}` : '?'
  }
  const retaken = current.lighthouseRuns.filter((r) => r.retakes > 0).length
  console.log(
    `Host speed (Lighthouse benchmarkIndex): current ${speeds(current)}, baseline ${speeds(base)}; ` +
      `${retaken} pairs were taken again for uneven speeds (BENCH_RETAKES=${retakesFor()}); ` +
      `${uneven.length} of ${pairs} pairs kept were taken at speeds more than 25 % apart` +
      (uneven.length > 0
        ? ` (${[...new Set(uneven)].slice(0, 8).join(', ')}${uneven.length > 8 ? ', …' : ''}): a single route's ` +
          'comparison says little there; the median over routes says more.'
        : '.'),
  )
}

const runFigures = (side: Side): RunFigures[] =>
  side.lighthouseRuns.map((r) => ({
    path: r.path,
    run: r.run,
    tbtMs: r.metrics.tbtMs,
    benchmarkIndex: r.benchmarkIndex,
  }))

/**
 * Median and p75 of one link's taps, or of all the links' taps together; undefined when the build has
 * no such link (or none of them).
 */
function tapStats(
  taps: TapFigures | TapFigures[] | undefined,
): { medianMs: number | null; p75Ms: number | null } | undefined {
  const links = (Array.isArray(taps) ? taps : taps ? [taps] : []).filter((t) => !t.noLink)
  if (links.length === 0) return undefined
  const times = countedTimes(links.flatMap((t) => t.samples))
  return { medianMs: median(times), p75Ms: percentile(times, 0.75) }
}

const benchmarkIndex = (side: Side) => {
  const indexes = side.lighthouseRuns.flatMap((r) => (r.benchmarkIndex === null ? [] : [r.benchmarkIndex]))
  return indexes.length > 0 ? Math.min(...indexes) : '?'
}
