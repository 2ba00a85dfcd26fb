/**
 * `npx tsx scripts/long-tasks.ts [route] [runs] [minMs]`: the main-thread tasks of a fresh page load (412 px
 * phone, CPU not slowed) that took at least minMs (default 8) after the first contentful paint, and what
 * each was: module evaluation, a timer, style and layout. Lighthouse slows every task 4× in its simulation,
 * so a task of 12.5 ms here counts as blocking there (decisions 241 and 242). A trace, not a budget: the
 * budgets are the bench's. It reads this checkout's build (CLIENT_DIR, default dist/client; `npm run build`
 * first), served by this checkout's server. Run it on a quiet host: a busy one lengthens every task.
 */
import type { CDPSession } from '@playwright/test'
import { CLIENT_DIR, ensureBuild, launchBrowser, ROOT, startServer } from './bench-measure'

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  tid: number
}

/** What a task held, by the trace's own names. */
const PARTS = [
  'v8.evaluateModule',
  'TimerFire',
  'FireIdleCallback',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
]
const RENDERING = ['UpdateLayoutTree', 'Layout']
const TASK = 'ThreadControllerImpl::RunTask'
/**
 * Lighthouse's own categories include V8's sampling profiler. Without it, tracing makes V8 collect source
 * positions inside the first evaluation of each module (measured: 27-37 ms of a 36-48 ms evaluation of the
 * entry), which no visitor's browser does.
 */
const CATEGORIES = 'toplevel,devtools.timeline,loading,blink.user_timing,disabled-by-default-v8.cpu_profiler'

async function traceLoad(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])))
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' })
  await load()
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  await complete
  return events
}

const [route = '/', runs = '3', minMs = '8'] = process.argv.slice(2)
ensureBuild()
const server = await startServer(ROOT, CLIENT_DIR)
const browser = await launchBrowser()
try {
  for (let run = 1; run <= Number(runs); run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    const events = await traceLoad(await context.newCDPSession(page), async () => {
      await page.goto(`${server.origin}${route}`, { waitUntil: 'networkidle' })
      await page.waitForTimeout(2000)
    })
    await context.close()
    const fcp = events.find((e) => e.name === 'firstContentfulPaint')
    const start = events.find((e) => e.name === 'navigationStart') ?? fcp
    if (!fcp || !start) throw new Error('The trace holds no first contentful paint.')
    const main = events.filter((e) => e.tid === fcp.tid && e.ph === 'X' && e.dur !== undefined)
    const at = (ts: number) => `${Math.round((ts - start.ts) / 1000)} ms`
    console.log(`${route}, run ${run}: first contentful paint at ${at(fcp.ts)}`)
    const long = main.filter((e) => e.name === TASK && e.ts >= fcp.ts && (e.dur ?? 0) >= Number(minMs) * 1000)
    for (const task of long) {
      const end = task.ts + (task.dur ?? 0)
      const inside = (names: string[]) =>
        names
          .map((name) => {
            const ms = main
              .filter((e) => e.name === name && e.ts >= task.ts && e.ts < end)
              .reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0)
            return ms >= 0.5 ? `${name} ${ms.toFixed(1)}` : ''
          })
          .filter(Boolean)
      const parts = [...inside(PARTS), ...inside(RENDERING)]
      console.log(`  at ${at(task.ts)}: ${((task.dur ?? 0) / 1000).toFixed(1)} ms  ${parts.join(', ')}`)
    }
  }
} finally {
  await browser.close()
  await server.stop()
}
