/**
 * `npm run bench:api`: load the lead function on loopback and report what it takes.
 * In process, with a temp DATA_DIR, the embedded store and the .eml outbox (as `npm start` runs with
 * nothing configured), rate limits lifted. A benchmark, not a test: it prints figures and exits 0,
 * or exits 1 if a single acknowledged lead is missing from the store.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from '../server/app'
import { loadConfig } from '../server/config'
import { countLeads } from '../server/leads'
import { silentLogger } from '../server/logger'
import { createMailer } from '../server/mailer'
import { createOutbox } from '../server/outbox'
import { createStore } from '../server/store'
import { isoDate } from '../src/forms/scheduling'

interface AutocannonRequest {
  method?: string
  path?: string
  headers?: Record<string, string>
  body?: string
  /** Module path (worker mode) whose default export maps a request to the one to send. */
  setupRequest?: string
}
interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number; max: number }
  '2xx': number
  non2xx: number
  errors: number
  timeouts: number
  duration: number
}
type Autocannon = (options: {
  url: string
  connections: number
  workers?: number
  duration?: number
  amount?: number
  requests: AutocannonRequest[]
}) => Promise<AutocannonResult>
// autocannon ships no types; only the part used here is typed above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

// A fixed number of requests (≈10 s at the target rate on a laptop) rather than a fixed duration: a
// timed run stops with requests in flight that the server stores but autocannon never counts, and
// then "stored = acknowledged" could not be checked exactly.
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4000)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const inAWeek = isoDate(new Date(Date.now() + 7 * 86_400_000))

const contact = {
  name: 'Bench Visitor',
  email: 'bench@example.com',
  phone: '0491 570 156',
  organisation: 'Load Test Care',
  message: 'We would like to register as an NDIS provider.\nPlease call after 2 pm.',
}
const scheduling = {
  name: 'Bench Visitor',
  email: 'bench@example.com',
  phone: '0491 570 156',
  preferredDate: inAWeek,
  preferredTimeSlots: ['9-10 AM', '2-3 PM'],
  timezone: 'AEST',
}
const payloads = [
  { form: 'contact', data: contact },
  { form: 'scheduling', data: scheduling },
]

async function main() {
  // `npm run bench:api -- --desk`: the lead desk's reads on 100 000 leads instead (scripts/bench-desk.ts).
  if (process.argv.includes('--desk')) {
    const { benchDesk } = await import('./bench-desk')
    await benchDesk()
    return
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ndis-bench-api-'))
  const config = loadConfig({
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '1000000',
    ADMIN_PASSWORD: 'bench-admin-password',
  })
  console.log(`Preparing a fresh embedded store in ${dataDir} …`)
  const store = await createStore({ dataDir })
  const mailer = createMailer({ dataDir, logger: silentLogger })
  const outbox = createOutbox({
    store,
    mailer,
    mail: { from: config.mailFrom, to: config.leadsTo, cc: config.leadsCc },
    settings: config.outbox,
    logger: silentLogger,
  })
  const app = createApp({ config, store, outbox, logger: silentLogger })
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
  await new Promise((resolve) => server.once('listening', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  // The load runs in a worker thread, off the server's event loop. Workers take a module path for
  // setupRequest, so the request generator is written to the temp folder as a small CommonJS file.
  const generator = path.join(dataDir, 'request-generator.cjs')
  writeFileSync(
    generator,
    `const { randomUUID } = require('node:crypto')
const payloads = ${JSON.stringify(payloads)}
let n = 0
module.exports = (req) => {
  const p = payloads[n++ % payloads.length]
  return { ...req, body: JSON.stringify({ id: randomUUID(), form: p.form, data: p.data }) }
}
`,
  )
  const request: AutocannonRequest = {
    method: 'POST',
    path: '/api/send-email',
    headers: { 'content-type': 'application/json' },
    setupRequest: generator,
  }

  // Warm up the JIT and the store so the measured run reflects steady state.
  await autocannon({ url, connections: 4, workers: 1, duration: 2, requests: [request] })
  await outbox.drain()
  const before = await countLeads(store)
  const emlCount = () => readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml')).length
  const mailsBefore = emlCount()

  console.log(`Load: ${REQUESTS} submissions over ${CONNECTIONS} connections on ${url}/api/send-email`)
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    workers: 1,
    amount: REQUESTS,
    requests: [request],
  })
  const stored = (await countLeads(store)) - before
  await outbox.drain()
  // The warm-up's leads and mails are not part of the measured run.
  const mailsWritten = emlCount() - mailsBefore
  const pendingAfterDrain = await countLeads(store, 'pending')

  const acknowledged = result['2xx']
  const report = {
    'submissions/s (acknowledged)': Math.round((acknowledged / result.duration) * 10) / 10,
    'duration (s)': Math.round(result.duration * 10) / 10,
    'latency p50 (ms)': result.latency.p50,
    'latency p99 (ms)': result.latency.p99,
    'latency max (ms)': result.latency.max,
    acknowledged,
    'non-2xx': result.non2xx,
    'errors + timeouts': result.errors + result.timeouts,
    stored,
    'stored = acknowledged': stored === acknowledged,
    'mails written (after drain)': mailsWritten,
    'one mail per stored lead': mailsWritten === stored,
    'pending after drain': pendingAfterDrain,
  }
  console.table(report)
  const target = report['submissions/s (acknowledged)'] >= 200 && result.latency.p99 <= 100
  console.log(`Target ≥ 200 submissions/s with p99 ≤ 100 ms: ${target ? 'met' : 'NOT met'}`)

  server.close()
  await outbox.stop()
  mailer.close()
  await store.close()
  rmSync(dataDir, { recursive: true, force: true })
  if (stored !== acknowledged) {
    console.error(`LOST LEADS: ${acknowledged} acknowledged but ${stored} stored`)
    process.exit(1)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
