/**
 * What `npm run bench` measures, for any build: its routes, its server, Lighthouse on a route, the
 * first-load JS of `/` and one tap on a lead link of the slowed phone. Each function takes the build's
 * folder, so the comparison (`bench-compare.ts`) measures a baseline's build with this code. What each
 * figure means is in the header of `bench.ts`.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { type Browser, chromium, type Page } from '@playwright/test'
import { launch } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { median, ms, percentile, round2, sum } from './bench-format'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const CLIENT_DIR = path.resolve(ROOT, process.env.CLIENT_DIR?.trim() || 'dist/client')
/** The 404 route: any path the site does not have; the server answers it with `404.html`. */
export const NOT_FOUND_PATH = '/this-page-does-not-exist'
export const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'] as const
/** Viewports for the first-load JS check: the site's mobile and desktop check widths. */
export const VIEWPORTS = [
  { name: 'mobile 390×844', width: 390, height: 844 },
  { name: 'desktop 1280×800', width: 1280, height: 800 },
]
/** The slowed phone of the tap figures (issue 11). */
export const TAP = {
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  loads: Math.max(1, Number.parseInt(process.env.BENCH_TAPS ?? '', 10) || 10),
  settleMs: 500,
  interactiveTimeoutMs: 30_000,
  dialogTimeoutMs: 10_000,
}
export interface TapLink {
  label: string
  path: string
  name: string | RegExp
}
export const TAP_LINKS: TapLink[] = [
  { label: 'Book Free Call', path: '/', name: 'Book Free Call' },
  { label: 'Start Your Registration Journey', path: '/', name: 'Start Your Registration Journey' },
  { label: 'Get Started (first on /)', path: '/', name: /^Get Started/ },
]

export type Category = (typeof CATEGORIES)[number]
export type Scores = Record<Category, number | null>

export interface Metrics {
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  fcpMs: number | null
  siMs: number | null
}

export interface FailingAudit {
  category: Category
  id: string
  title: string
  score: number
  explanation?: string
}

export interface PageFigures {
  path: string
  runs: number
  scores: Scores
  metrics: Metrics
  failing: FailingAudit[]
  /** The page's canonical link in the prerendered HTML. */
  canonical: string | null
  /** Lighthouse's measure of the host CPU during the run(s) (median for `/`). */
  benchmarkIndex: number | null
  runtimeError?: string
}

export interface Asset {
  url: string
  file: string
  bytes: number
  gzipBytes: number
  /** When the request started, ms after the navigation started. */
  startMs: number
}

export interface FirstLoad {
  viewport: string
  /** When the router's bootstrap global went away: the page had hydrated. */
  hydratedMs: number | null
  /** The first request for code that is not the entry's or a route's: the gate had opened. */
  gateOpenedMs: number | null
  /** (a) The entry's and the route's own JS fetched before the page had hydrated. */
  js: Asset[]
  jsGzipBytes: number
  /** (b) Every JS file fetched by network idle. */
  afterIdle: Asset[]
  afterIdleGzipBytes: number
  css: Asset[]
  cssGzipBytes: number
}

export type TapOutcome = 'dialog' | 'navigated' | 'no dialog' | 'not interactive'

export interface TapSample {
  outcome: TapOutcome
  /** Input → first frame with the dialog visible; null when no dialog opened. */
  ms: number | null
  /** When the page became interactive (ms after navigation start, in the page's slowed clock). */
  interactiveMs: number | null
  detail?: string
}

export interface TapFigures {
  label: string
  path: string
  samples: TapSample[]
  /** Over the taps of interactive loads; a tap that opened no dialog counts as never. */
  medianMs: number | null
  p75Ms: number | null
  error?: string
  /** The build has no such link. */
  noLink?: true
}

// --- routes ----------------------------------------------------------------------------------------

/** Every route of the build in `clientDir`: `/` first, each other `index.html` the prerender wrote, then the 404. */
export function siteRoutes(clientDir: string): string[] {
  if (!existsSync(path.join(clientDir, 'index.html'))) throw new Error(`No index.html in ${clientDir}.`)
  const pages = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'index.html' && !file.split(path.sep).some((d) => d.startsWith('.')))
    .map((file) => {
      const dir = path.dirname(file)
      return dir === '.' ? '/' : `/${dir.split(path.sep).join('/')}`
    })
    .filter((route) => route !== '/')
    .sort()
  return ['/', ...pages, NOT_FOUND_PATH]
}

/** BENCH_ROUTES, when set, in the site's order; a route the site does not have is a mistake. */
export function selectedRoutes(all: string[]): string[] {
  if (process.env.BENCH_ROUTES?.trim() === 'none') return []
  const wanted = process.env.BENCH_ROUTES?.split(',')
    .map((r) => r.trim())
    .filter(Boolean)
    .map((r) => (r.length > 1 ? r.replace(/\/+$/, '') : r))
  if (!wanted || wanted.length === 0) return all
  const unknown = wanted.filter((r) => !all.includes(r))
  if (unknown.length > 0)
    throw new Error(`BENCH_ROUTES: not routes of this build: ${unknown.join(', ')} (the 404 is ${NOT_FOUND_PATH})`)
  return all.filter((r) => wanted.includes(r))
}

/** The pages the sitemap lists (the others are noindex: forms' confirmations, the staff page, the 404). */
export function sitemapRoutes(clientDir: string): Set<string> {
  const file = path.join(clientDir, 'sitemap.xml')
  if (!existsSync(file)) return new Set()
  const locs = [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname)
  return new Set(locs.map((p) => (p.length > 1 ? p.replace(/\/$/, '') : p)))
}

// --- build and server ------------------------------------------------------------------------------

/** This checkout's build (CLIENT_DIR), made with "npm run build" when there is none. */
export function ensureBuild() {
  if (existsSync(path.join(CLIENT_DIR, 'index.html'))) return
  if (process.env.CLIENT_DIR) throw new Error(`CLIENT_DIR=${CLIENT_DIR} holds no index.html.`)
  log(`No build in ${CLIENT_DIR}: running "npm run build".`)
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('"npm run build" failed.')
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

const interruptCleanups: (() => Promise<void>)[] = []

/**
 * Runs `cleanup` if the bench is interrupted (Ctrl-C): the latest registered first, so servers stop
 * before the checkout they run from goes away.
 */
export function onInterrupt(cleanup: () => Promise<void>) {
  if (interruptCleanups.length === 0)
    process.once('SIGINT', async () => {
      for (const run of [...interruptCleanups].reverse()) await run().catch(() => {})
      process.exit(130)
    })
  interruptCleanups.push(cleanup)
}

export interface Server {
  origin: string
  stop: () => Promise<void>
}

/**
 * `npx tsx server/start.ts` of the checkout in `checkoutDir`, serving `clientDir`, on a free loopback
 * port with its own temp DATA_DIR, as a child in its own process group (so it can be stopped with its
 * children).
 */
export async function startServer(checkoutDir: string, clientDir: string): Promise<Server> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ndis-bench-'))
  const child = spawn('npx', ['tsx', 'server/start.ts'], {
    cwd: checkoutDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      CLIENT_DIR: clientDir,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
      // The embedded store and the .eml outbox, whatever the shell has configured.
      DATABASE_URL: '',
      SMTP_URL: '',
    },
  })
  let output = ''
  let stopped = false
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  child.once('exit', (code, signal) => {
    if (!stopped) console.error(`[bench] the server of ${checkoutDir} exited early (${signal ?? code}):\n${output}`)
  })

  const stop = async () => {
    if (stopped) return
    stopped = true
    if (child.exitCode === null && child.signalCode === null) {
      killGroup(child, 'SIGTERM')
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  onInterrupt(stop)

  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      const response = await fetch(`${origin}/`)
      if (response.ok) return { origin, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`The server did not come up on ${origin}.\n${output}`)
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

export const log = (message: string) => console.log(`[bench] ${message}`)

// --- Lighthouse ------------------------------------------------------------------------------------

/**
 * One Lighthouse run in a fresh Chromium: default config = mobile emulation + simulated throttling.
 * A run that ends in a runtime error (e.g. NO_NAVSTART, "please run Lighthouse again", which happens on
 * a busy host) is retried up to twice; the last result is kept either way. `notFound`: the page is
 * meant to answer 404, which Lighthouse otherwise refuses to audit.
 */
async function runLighthouse(url: string, notFound: boolean): Promise<Result> {
  let lhr = await runLighthouseOnce(url, notFound)
  for (let retry = 1; retry <= 2 && lhr.runtimeError; retry++) {
    log(`  ${lhr.runtimeError.code} on ${url}: retrying (${retry}/2)`)
    lhr = await runLighthouseOnce(url, notFound)
  }
  return lhr
}

async function runLighthouseOnce(url: string, notFound: boolean): Promise<Result> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ignoreStatusCode: notFound,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    return result.lhr
  } finally {
    chrome.kill()
  }
}

/**
 * One Lighthouse run on `route` of the build served at `origin` from `clientDir`: its figures, its
 * result, and the warnings it raised (the 404's status aside, which is meant).
 */
export async function lighthouseRoute(origin: string, route: string, clientDir: string) {
  const notFound = route === NOT_FOUND_PATH
  const lhr = await runLighthouse(`${origin}${route}`, notFound)
  const warnings = lhr.runWarnings.map(String).filter((w) => !notFound || !/Status code: 404/.test(w))
  return { figures: figures(route, lhr, clientDir), lhr, warnings }
}

function figures(pagePath: string, lhr: Result, clientDir: string): PageFigures {
  const score = (id: Category) => {
    const s = lhr.categories[id]?.score
    return s === null || s === undefined ? null : Math.round(s * 100)
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null
  const failing: FailingAudit[] = []
  for (const category of CATEGORIES) {
    if (category === 'performance') continue
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue
      if (audit.scoreDisplayMode !== 'binary' && audit.scoreDisplayMode !== 'numeric') continue
      failing.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        ...(audit.explanation ? { explanation: audit.explanation } : {}),
      })
    }
  }
  return {
    path: pagePath,
    runs: 1,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      'best-practices': score('best-practices'),
    },
    metrics: {
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcpMs: numeric('first-contentful-paint'),
      siMs: numeric('speed-index'),
    },
    failing,
    canonical: canonicalOf(pagePath, clientDir),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  }
}

/** Each figure is the median of its own values over the runs; failing audits are the union. */
export function medianFigures(runs: PageFigures[]): PageFigures {
  const first = runs[0]
  if (!first) throw new Error('no runs')
  const med = (pick: (f: PageFigures) => number | null) => median(runs.map(pick))
  const failing = new Map<string, FailingAudit>()
  for (const run of runs) for (const audit of run.failing) failing.set(`${audit.category}:${audit.id}`, audit)
  const errors = runs.flatMap((r) => (r.runtimeError ? [r.runtimeError] : []))
  return {
    path: first.path,
    runs: runs.length,
    scores: {
      performance: med((f) => f.scores.performance),
      accessibility: med((f) => f.scores.accessibility),
      seo: med((f) => f.scores.seo),
      'best-practices': med((f) => f.scores['best-practices']),
    },
    metrics: {
      lcpMs: med((f) => f.metrics.lcpMs),
      tbtMs: med((f) => f.metrics.tbtMs),
      cls: med((f) => f.metrics.cls),
      fcpMs: med((f) => f.metrics.fcpMs),
      siMs: med((f) => f.metrics.siMs),
    },
    failing: [...failing.values()],
    canonical: first.canonical,
    benchmarkIndex: med((f) => f.benchmarkIndex),
    ...(errors.length > 0 ? { runtimeError: errors.join('; ') } : {}),
  }
}

function canonicalOf(pagePath: string, clientDir: string): string | null {
  const candidates =
    pagePath === NOT_FOUND_PATH
      ? [path.join(clientDir, '404.html')]
      : [path.join(clientDir, pagePath, 'index.html'), path.join(clientDir, `${pagePath}.html`)]
  const file = candidates.find((f) => existsSync(f))
  if (!file) return null
  const html = readFileSync(file, 'utf8')
  const link = /<link\b[^>]*\brel=["']?canonical["']?[^>]*>/i.exec(html)?.[0]
  return link ? (/\bhref=["']([^"']+)["']/i.exec(link)?.[1] ?? null) : null
}

// --- first-load JS ---------------------------------------------------------------------------------

/**
 * In-page probe (a string, so nothing the TypeScript transform adds runs in the page): notes when the
 * router's bootstrap global `$_TSR` goes away, which it does once React has hydrated the page.
 */
const HYDRATION_PROBE = `(() => {
  const probe = { hydratedMs: null }
  Object.defineProperty(window, '__benchLoad', { value: probe })
  let seen = false
  const poll = () => {
    if (window.$_TSR !== undefined) seen = true
    else if (seen) return void (probe.hydratedMs = performance.now())
    requestAnimationFrame(poll)
  }
  requestAnimationFrame(poll)
})()`

/**
 * The page is interactive as a visitor meets it: hydrated (the router's bootstrap global is gone) and
 * every deferred part live (decision 016; as `tests/fixtures.ts` waits). A function, not a string:
 * the site's CSP forbids the eval Playwright would need for a string.
 */
// Parts that load on the visitor's first intent (the lead forms, decision 201) are not waited for: no
// visitor has touched the page yet.
const interactive = () =>
  (window as unknown as { $_TSR?: unknown }).$_TSR === undefined &&
  document.querySelectorAll('[data-deferred]:not([data-hydrated]):not([data-on="intent"])').length === 0

interface ViteChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}

/**
 * The page's own code (`/assets/…` paths) given the files it fetched: the entry and the route chunks
 * (`?tsr-split`) among those files, each with its static imports. Everything else came through another
 * dynamic import: the gate's (deferred parts, lead dialogs, menus) or the payment return's. Null when
 * the build has no Vite manifest.
 */
function ownCode(fetched: string[], clientDir: string): Set<string> | null {
  const file = path.join(clientDir, '.vite', 'manifest.json')
  if (!existsSync(file)) return null
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ViteChunk>
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(`/${chunk.file}`)) return
    files.add(`/${chunk.file}`)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry || (key.includes('?tsr-split=') && fetched.includes(`/${chunk.file}`))) visit(key)
  return files
}

/**
 * Loads `route` (`/` unless given) in a fresh context per viewport, waits for network idle, and sizes every JS and CSS file
 * it fetched (gzip -9 of the build's file), splitting the JS into the page's own code fetched before
 * it had hydrated (first-load) and the rest.
 */
export async function measureFirstLoad(origin: string, clientDir: string, route = '/'): Promise<FirstLoad[]> {
  const browser = await launchBrowser()
  try {
    const loads: FirstLoad[] = []
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } })
      await context.addInitScript(HYDRATION_PROBE)
      const page = await context.newPage()
      const bodies = new Map<string, import('@playwright/test').Response>()
      page.on('response', (response) => bodies.set(response.url(), response))
      await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' })
      await page.waitForFunction(interactive, null, { timeout: 30_000 })
      const { hydratedMs, entries } = (await page.evaluate(`({
        hydratedMs: window.__benchLoad.hydratedMs,
        entries: performance.getEntriesByType('resource').map((e) => ({ url: e.name, startMs: e.startTime })),
      })`)) as { hydratedMs: number | null; entries: { url: string; startMs: number }[] }
      const js: Asset[] = []
      const css: Asset[] = []
      const seen = new Set<string>()
      for (const { url, startMs } of entries) {
        if (seen.has(url)) continue
        seen.add(url)
        const pathname = new URL(url).pathname
        const list = /\.m?js$/i.test(pathname) ? js : /\.css$/i.test(pathname) ? css : null
        if (!list) continue
        const local = path.join(clientDir, decodeURIComponent(pathname))
        const fromBuild = local.startsWith(clientDir + path.sep) && existsSync(local)
        const body = fromBuild ? readFileSync(local) : ((await bodies.get(url)?.body()) ?? Buffer.alloc(0))
        list.push({
          url,
          file: fromBuild ? path.relative(clientDir, local) : url,
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          startMs: Math.round(startMs),
        })
      }
      const beforeHydration = (a: Asset) => hydratedMs === null || a.startMs <= hydratedMs
      const own = ownCode(
        js.filter(beforeHydration).map((a) => new URL(a.url).pathname),
        clientDir,
      )
      const isOwn = (a: Asset) => own === null || own.has(new URL(a.url).pathname)
      const gateOpened = js.filter((a) => !isOwn(a)).map((a) => a.startMs)
      const firstLoad = js.filter((a) => isOwn(a) && beforeHydration(a))
      const byGzip = (a: Asset, b: Asset) => b.gzipBytes - a.gzipBytes
      loads.push({
        viewport: viewport.name,
        hydratedMs: hydratedMs === null ? null : Math.round(hydratedMs),
        gateOpenedMs: own === null || gateOpened.length === 0 ? null : Math.min(...gateOpened),
        js: firstLoad.sort(byGzip),
        jsGzipBytes: sum(firstLoad.map((a) => a.gzipBytes)),
        afterIdle: js.sort(byGzip),
        afterIdleGzipBytes: sum(js.map((a) => a.gzipBytes)),
        css: css.sort(byGzip),
        cssGzipBytes: sum(css.map((a) => a.gzipBytes)),
      })
      await context.close()
    }
    return loads
  } finally {
    await browser.close()
  }
}

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS })

// --- tap → dialog ----------------------------------------------------------------------------------

/**
 * In-page probe for one tap. Once armed, the first pointerdown or touchstart (capturing, so before
 * the page's own handlers) starts the clock at the event's timestamp (the input's arrival, so the wait
 * for a busy main thread counts), and every frame from then on looks for a visible dialog; the clock
 * stops in the task right after the first frame that has one, i.e. once that frame has been rendered.
 */
const TAP_PROBE = `(() => {
  const probe = { armed: false, startMs: null, endMs: null, input: null }
  Object.defineProperty(window, '__benchTap', { value: probe })
  const visible = () => {
    for (const el of document.querySelectorAll('[role="dialog"], dialog[open]')) {
      const box = el.getBoundingClientRect()
      if (box.width <= 0 || box.height <= 0) continue
      if (typeof el.checkVisibility === 'function' && !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      return true
    }
    return false
  }
  const channel = new MessageChannel()
  channel.port1.onmessage = () => { if (probe.endMs === null) probe.endMs = performance.now() }
  const frame = () => (visible() ? channel.port2.postMessage(null) : requestAnimationFrame(frame))
  const onInput = (event) => {
    if (!probe.armed || probe.startMs !== null) return
    const now = performance.now()
    probe.startMs = event.timeStamp > 0 && event.timeStamp <= now ? event.timeStamp : now
    probe.input = event.type
    requestAnimationFrame(frame)
  }
  addEventListener('pointerdown', onInput, { capture: true, passive: true })
  addEventListener('touchstart', onInput, { capture: true, passive: true })
})()`

/** TAP.loads fresh loads per lead link on the slowed phone; see the file's header. */
export async function measureTaps(origin: string): Promise<TapFigures[]> {
  const browser = await launchBrowser()
  try {
    const figures: TapFigures[] = []
    for (const link of TAP_LINKS) {
      const samples: TapSample[] = []
      let noLink = false
      for (let load = 1; load <= TAP.loads && !noLink; load++) {
        const sample = await tapLoad(browser, origin, link)
        if (sample === 'no link') noLink = true
        else samples.push(sample)
      }
      const done = tapFigures(link, samples, noLink)
      figures.push(done)
      log(`  ${link.label}: median ${ms(done.medianMs)}, p75 ${ms(done.p75Ms)}${done.error ? ` (${done.error})` : ''}`)
    }
    return figures
  } finally {
    await browser.close()
  }
}

/** One fresh load of the link's page on the slowed phone, and one tap on the link. */
export async function tapLoad(browser: Browser, origin: string, link: TapLink): Promise<TapSample | 'no link'> {
  const context = await browser.newContext({ viewport: TAP.viewport, hasTouch: true, isMobile: true })
  try {
    await context.addInitScript(TAP_PROBE)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: TAP.cpuSlowdown })
    return await tapOnce(page, `${origin}${link.path}`, link.name)
  } finally {
    await context.close()
  }
}

/** The tap times that count: those of interactive loads, a tap that opened no dialog as never (Infinity). */
export const countedTimes = (samples: TapSample[]) =>
  samples.filter((s) => s.outcome !== 'not interactive').map((s) => s.ms ?? Number.POSITIVE_INFINITY)

/**
 * A link's figures over its taps: those of interactive loads count, a tap that opened no dialog as
 * never. `error` when it could not be measured: no such link, or no load became interactive.
 */
export function tapFigures(link: TapLink, samples: TapSample[], noLink: boolean): TapFigures {
  const times = countedTimes(samples)
  const error = noLink
    ? `no link or button named ${link.name} in main on ${link.path}`
    : times.length === 0
      ? `no load became interactive within ${TAP.interactiveTimeoutMs / 1000} s`
      : undefined
  return {
    label: link.label,
    path: link.path,
    samples,
    medianMs: median(times),
    p75Ms: percentile(times, 0.75),
    ...(error ? { error } : {}),
    ...(noLink ? { noLink } : {}),
  }
}

async function tapOnce(page: Page, url: string, name: string | RegExp): Promise<TapSample | 'no link'> {
  await page.goto(url, { waitUntil: 'load' })
  try {
    await page.waitForFunction(interactive, null, { timeout: TAP.interactiveTimeoutMs, polling: 'raf' })
  } catch {
    return { outcome: 'not interactive', ms: null, interactiveMs: null }
  }
  const interactiveMs = Math.round((await page.evaluate('performance.now()')) as number)
  const find = (role: 'link' | 'button') =>
    page
      .getByRole('main')
      .getByRole(role, { name, exact: typeof name === 'string' })
      .first()
  // Older builds (a baseline) opened their dialogs from buttons, not links.
  let target = find('link')
  if ((await target.count()) === 0) target = find('button')
  if ((await target.count()) === 0) return 'no link'
  await target.scrollIntoViewIfNeeded()
  await page.waitForTimeout(TAP.settleMs)
  // A link that is there but has no box (not laid out at this moment) is a tap the visitor could not
  // make: a failed tap of this load, not a page without the link (which would end the link's batch).
  const box = await target.boundingBox()
  if (!box) return { outcome: 'no dialog', ms: null, interactiveMs, detail: 'the link had no box to tap' }
  await page.evaluate('window.__benchTap.armed = true')
  const before = new URL(page.url()).pathname
  // A bare touch at the link's centre: the locator's tap() also runs Playwright's hit-target checks in the
  // page during the touch events (3-10 ms of the 4×-slowed main thread in a trace), inside the time
  // measured, which no visitor's tap pays.
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
  try {
    await page.waitForFunction(
      () => (window as unknown as { __benchTap: { endMs: number | null } }).__benchTap.endMs !== null,
      null,
      { timeout: TAP.dialogTimeoutMs },
    )
    const { startMs, endMs } = (await page.evaluate('window.__benchTap')) as { startMs: number; endMs: number }
    return { outcome: 'dialog', ms: round2(endMs - startMs), interactiveMs }
  } catch {
    await page.waitForLoadState('domcontentloaded').catch(() => {})
    const after = new URL(page.url()).pathname
    return after !== before
      ? { outcome: 'navigated', ms: null, interactiveMs, detail: after }
      : { outcome: 'no dialog', ms: null, interactiveMs }
  }
}
