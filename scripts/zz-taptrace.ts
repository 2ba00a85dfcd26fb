import { chromium } from 'playwright'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium'
import { CLIENT_DIR, ROOT, startServer } from './bench-measure'
const server = await startServer(ROOT, CLIENT_DIR)
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS })
const label = process.argv[2] ?? 'Book Free Call'
try {
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(server.origin + '/', { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1500)
    console.log('DOM nodes', await page.evaluate(() => document.getElementsByTagName('*').length))
    const link = page.getByRole('main').getByRole('link', { name: label, exact: true }).first()
    await link.scrollIntoViewIfNeeded()
    await page.waitForTimeout(500)
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] })
    const t0 = Date.now()
    await link.tap()
    await page.getByRole('dialog').first().waitFor({ state: 'visible' })
    const ms = Date.now() - t0
    const buf = await browser.stopTracing()
    const events = JSON.parse(buf.toString()).traceEvents as any[]
    const sum = new Map<string, number>()
    const long: string[] = []
    for (const e of events) if (e.ph === 'X' && e.dur) {
      sum.set(e.name, (sum.get(e.name) ?? 0) + e.dur / 1000)
      if ((e.name === 'UpdateLayoutTree' || e.name === 'Layout' ) && e.dur > 10000) long.push(`${e.name} ${(e.dur/1000).toFixed(0)}ms ${JSON.stringify(e.args?.beginData?.stackTrace?.[0] ?? e.args?.data?.stackTrace?.[0] ?? '')}`)
    }
    console.log('tap→dialog', ms, 'ms')
    for (const n of ['RunTask', 'FunctionCall', 'EvaluateScript', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'HitTest', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'v8.compile', 'ParseHTML', 'Commit'])
      console.log(`  ${n}: ${(sum.get(n) ?? 0).toFixed(0)} ms`)
    console.log(long.join('\n'))
    await context.close()
  }
} finally { await browser.close(); await server.stop() }
