/**
 * `npm run test:faults`: the fault matrix. Runs the real server (`server/start.ts`) as a child process
 * against a real SMTP sink (smtp-server) and, when DATABASE_URL is set, a real PostgreSQL, injects one
 * fault at a time while submitting leads as browsers do (a lead that got no 2xx is sent again with the
 * same id once the fault is over, as the resend queue does), and prints what was acknowledged, stored,
 * mailed, duplicated and left hanging. Exits 1 if a lead was lost or a request hung.
 * Not part of `npm test`: 40-80 s on PGlite alone, 65-150 s with PostgreSQL (busy 2-core machine).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { startSmtpPeer } from './smtp-sink'
import { startTcpProxy } from './tcp-proxy'

const PASSWORD = 'fault-matrix-admin-passphrase'
const HUNG_MS = 15_000
const LEADS = Number(process.env.FAULT_LEADS ?? 120)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Row {
  fault: string
  acknowledged: number
  stored: number
  mailed: number
  duplicates: number
  hung: number
  note: string
}

type Answer = number | 'hung' | 'error'

async function freePort(): Promise<number> {
  const s = createServer()
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))
  const port = (s.address() as { port: number }).port
  await new Promise((resolve) => s.close(resolve))
  return port
}

/** One `npm start` process with its own data folder, a trivial site, fast outbox timings. */
class ServerProcess {
  child: ChildProcess | null = null
  readonly url: string
  constructor(
    readonly port: number,
    readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`
  }

  async start() {
    // The store is the scenario's own: PGlite in its data folder unless it passes DATABASE_URL. An inherited
    // DATABASE_URL would put the PGlite scenarios' leads into the shared database (CI's) and count its old leads.
    const { DATABASE_URL: _inherited, ...inherited } = process.env
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
      env: { ...inherited, ...this.env, PORT: String(this.port), ADMIN_PASSWORD: PASSWORD },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    this.child = child
    let output = ''
    child.stderr?.on('data', (d) => {
      output += d
    })
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000)
      child.stdout?.on('data', (d: Buffer) => {
        output += d
        if (output.includes('Serving on')) {
          clearTimeout(timer)
          resolve()
        }
      })
      child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)))
    })
  }

  kill(signal: NodeJS.Signals) {
    const child = this.child
    this.child = null
    if (!child || child.exitCode !== null) return Promise.resolve()
    return new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill(signal)
    })
  }
}

function leadBody(id: string, n: number) {
  return JSON.stringify({
    id,
    form: 'contact',
    data: {
      name: `Fault ${n}`,
      email: `fault${n}@example.com`,
      phone: '0491 570 156',
      organisation: '',
      message: 'Fault matrix.',
    },
  })
}

async function submit(url: string, id: string, n: number): Promise<Answer> {
  try {
    const res = await fetch(`${url}/api/send-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: leadBody(id, n),
      signal: AbortSignal.timeout(HUNG_MS),
    })
    await res.arrayBuffer()
    return res.status
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'hung' : 'error'
  }
}

/** Submits `count` leads, `parallel` at a time; `during(done)` runs alongside to inject the fault. */
async function load(
  url: () => string,
  ids: string[],
  parallel: number,
  during?: (done: () => number) => Promise<void>,
) {
  const answers = new Map<string, Answer>()
  let next = 0
  const worker = async () => {
    while (next < ids.length) {
      const n = next++
      const id = ids[n] as string
      answers.set(id, await submit(url(), id, n))
    }
  }
  await Promise.all([...Array.from({ length: parallel }, worker), during?.(() => answers.size)])
  return answers
}

/** The browser's resend queue: every lead without a 2xx, again with the same id, until it is taken. */
async function resend(url: string, ids: string[], answers: Map<string, Answer>) {
  for (let round = 0; round < 5; round++) {
    const open = ids.filter((id) => !isAck(answers.get(id)))
    if (open.length === 0) return
    for (const id of open) answers.set(id, await submit(url, id, ids.indexOf(id)))
    await sleep(500)
  }
}

const isAck = (a: Answer | undefined) => typeof a === 'number' && a >= 200 && a < 300

/** Every lead the desk lists, read as staff do (same-origin login, every keyset page). */
async function storedIds(url: string): Promise<Set<string>> {
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: 'faults@bluegumconsulting.example', password: PASSWORD }),
  })
  if (login.status !== 200)
    throw new Error(`The desk refused the harness's login: ${login.status} ${await login.text()}`)
  const cookie =
    login.headers
      .getSetCookie()
      .find((c) => c.startsWith('admin_session='))
      ?.split(';')[0] ?? ''
  const ids = new Set<string>()
  let total = 0
  for (let cursor: string | null = null, pages = 0; pages < 1000; pages++) {
    const res = await fetch(`${url}/api/submissions${cursor ? `?cursor=${cursor}` : ''}`, { headers: { cookie } })
    if (res.status !== 200) throw new Error(`The desk's lead list answered ${res.status}: ${await res.text()}`)
    const page = (await res.json()) as { submissions: { id: string }[]; nextCursor?: string | null; total: number }
    for (const lead of page.submissions) ids.add(lead.id)
    total = page.total
    cursor = page.nextCursor ?? null
    if (!cursor || ids.size >= total) break
  }
  if (ids.size !== total) throw new Error(`The desk's pages listed ${ids.size} leads of the ${total} it counts.`)
  return ids
}

async function waitFor(check: () => boolean | Promise<boolean>, ms: number) {
  const until = Date.now() + ms
  while (Date.now() < until && !(await check())) await sleep(250)
}

function row(
  fault: string,
  ids: string[],
  answers: Map<string, Answer>,
  hung: number,
  stored: Set<string>,
  mails: string[],
  note: string,
): Row {
  const acked = ids.filter((id) => isAck(answers.get(id)))
  const mailedOnce = new Set(mails)
  return {
    fault,
    acknowledged: acked.length,
    stored: acked.filter((id) => stored.has(id)).length,
    mailed: acked.filter((id) => mailedOnce.has(id)).length,
    duplicates: mails.length - mailedOnce.size,
    hung,
    note,
  }
}

interface Scenario {
  name: string
  postgres?: boolean
  run(ctx: { dataDir: string; databaseUrl?: string }): Promise<Row>
}

// A short claim, so leads claimed by a killed process are retried within the run (default 5 min).
const outboxEnv = {
  OUTBOX_POLL_MS: '200',
  OUTBOX_RETRY_BASE_MS: '200',
  OUTBOX_RETRY_MAX_MS: '1000',
  OUTBOX_LOCK_MS: '3000',
  RATE_LIMIT_PER_MINUTE: '1000000',
}

async function withSmtp(
  name: string,
  ctx: { dataDir: string; databaseUrl?: string },
  fault: (s: {
    server: ServerProcess
    smtp: Awaited<ReturnType<typeof startSmtpPeer>>
    sinkOptions: { replyDelayMs?: number }
  }) => {
    during?: (done: () => number) => Promise<void>
    after?: () => Promise<void>
    note: string
    parallel?: number
  },
): Promise<Row> {
  const sinkOptions: { replyDelayMs?: number } = {}
  const smtp = await startSmtpPeer(sinkOptions)
  const server = new ServerProcess(await freePort(), {
    DATA_DIR: ctx.dataDir,
    SMTP_URL: smtp.url,
    ...(ctx.databaseUrl ? { DATABASE_URL: ctx.databaseUrl } : {}),
    ...outboxEnv,
  })
  await server.start()
  const ids = Array.from({ length: LEADS }, () => randomUUID())
  const plan = fault({ server, smtp, sinkOptions })
  const answers = await load(() => server.url, ids, plan.parallel ?? 8, plan.during)
  const hung = [...answers.values()].filter((a) => a === 'hung').length
  await plan.after?.()
  if (!server.child) await server.start()
  await resend(server.url, ids, answers)
  const mails = () => smtp.received.map((m) => /^x-lead-id:\s*(\S+)/im.exec(m.raw)?.[1] ?? '')
  const acked = () => ids.filter((id) => isAck(answers.get(id)))
  await waitFor(() => acked().every((id) => mails().includes(id)), 30_000)
  await sleep(1000) // a late duplicate would arrive now
  const stored = await storedIds(server.url)
  await server.kill('SIGTERM')
  await smtp.stop()
  return row(name, ids, answers, hung, stored, mails(), plan.note)
}

const scenarios: Scenario[] = [
  {
    name: 'none (baseline)',
    run: (ctx) => withSmtp('none (baseline)', ctx, () => ({ note: '' })),
  },
  {
    name: 'SMTP down, then back',
    run: (ctx) =>
      withSmtp('SMTP down, then back', ctx, ({ smtp }) => ({
        during: async () => {
          await smtp.stop()
          await sleep(3000)
        },
        after: () => smtp.start(),
        note: 'leads wait pending, mailed on return',
      })),
  },
  {
    name: 'SMTP slow (4 s to accept DATA, claim 3 s)',
    run: (ctx) =>
      withSmtp('SMTP slow (4 s to accept DATA, claim 3 s)', ctx, ({ sinkOptions }) => {
        sinkOptions.replyDelayMs = 4000
        return {
          after: async () => {
            await sleep(5000)
            sinkOptions.replyDelayMs = 0
          },
          note: 'claim renewed while sending',
        }
      }),
  },
  {
    name: 'SIGKILL of the server mid-load',
    run: (ctx) =>
      withSmtp('SIGKILL of the server mid-load', ctx, ({ server }) => ({
        during: async (done) => {
          await waitFor(() => done() >= LEADS / 3, 30_000)
          await server.kill('SIGKILL')
          await sleep(500)
          await server.start()
        },
        note: 'a kill between SMTP accept and "mark sent" can repeat a mail (same Message-ID)',
      })),
  },
  {
    name: 'outbox folder unwritable (no SMTP)',
    run: async (ctx) => {
      // A file where the folder should be: mkdir fails even for root, as a read-only disk would.
      const outbox = path.join(ctx.dataDir, 'outbox')
      writeFileSync(outbox, 'not a folder')
      const server = new ServerProcess(await freePort(), { DATA_DIR: ctx.dataDir, ...outboxEnv })
      await server.start()
      const ids = Array.from({ length: LEADS }, () => randomUUID())
      const answers = await load(() => server.url, ids, 8)
      const hung = [...answers.values()].filter((a) => a === 'hung').length
      await sleep(1000)
      rmSync(outbox)
      mkdirSync(outbox)
      const files = () => readdirSync(outbox).filter((f) => f.endsWith('.eml'))
      await waitFor(() => files().length >= ids.length, 30_000)
      const stored = await storedIds(server.url)
      await server.kill('SIGTERM')
      const mails = files().map((f) => f.replace(/\.eml$/, ''))
      return row('outbox folder unwritable (no SMTP)', ids, answers, hung, stored, mails, 'files named by lead id')
    },
  },
  {
    name: 'PostgreSQL frozen for 6 s',
    postgres: true,
    run: async (ctx) => {
      const real = new URL(ctx.databaseUrl as string)
      const proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) })
      const viaProxy = new URL(real)
      viaProxy.hostname = '127.0.0.1'
      viaProxy.port = String(proxy.port)
      try {
        return await withSmtp('PostgreSQL frozen for 6 s', { ...ctx, databaseUrl: viaProxy.toString() }, () => ({
          during: async (done) => {
            await waitFor(() => done() >= LEADS / 4, 30_000)
            proxy.freeze()
            await sleep(6000)
            proxy.thaw()
          },
          note: 'answered 503 within the timeouts, resent by the browser',
        }))
      } finally {
        await proxy.close()
      }
    },
  },
  {
    name: 'SIGKILL of the server mid-load (PostgreSQL)',
    postgres: true,
    run: (ctx) =>
      withSmtp('SIGKILL of the server mid-load (PostgreSQL)', ctx, ({ server }) => ({
        during: async (done) => {
          await waitFor(() => done() >= LEADS / 3, 30_000)
          await server.kill('SIGKILL')
          await sleep(500)
          await server.start()
        },
        note: 'as above',
      })),
  },
]

/** Each PostgreSQL scenario gets its own schema through the connection's search_path. */
async function schemaUrl(databaseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `faults_${randomUUID().replace(/-/g, '').slice(0, 12)}`
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  await client.query(`CREATE SCHEMA ${schema}`)
  await client.end()
  const url = new URL(databaseUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: databaseUrl })
      await c.connect()
      await c.query(`DROP SCHEMA ${schema} CASCADE`)
      await c.end()
    },
  }
}

async function main() {
  const started = Date.now()
  const databaseUrl = process.env.DATABASE_URL
  const clientDir = mkdtempSync(path.join(tmpdir(), 'ndis-faults-site-'))
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>faults</title>')
  process.env.CLIENT_DIR = clientDir
  const rows: Row[] = []
  for (const scenario of scenarios) {
    if (scenario.postgres && !databaseUrl) {
      console.log(`skipped (set DATABASE_URL): ${scenario.name}`)
      continue
    }
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ndis-faults-'))
    const db = databaseUrl && scenario.postgres ? await schemaUrl(databaseUrl) : null
    const t = Date.now()
    try {
      rows.push(await scenario.run({ dataDir, databaseUrl: db?.url }))
      console.log(`${scenario.name}: ${((Date.now() - t) / 1000).toFixed(1)} s`)
    } finally {
      await db?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
  rmSync(clientDir, { recursive: true, force: true })
  console.table(rows)
  // A lead the browser never got a 2xx for stays in its backup list: counted as lost here too.
  const lost = rows.reduce(
    (n, r) => n + (LEADS - r.acknowledged) + (r.acknowledged - r.stored) + (r.acknowledged - r.mailed),
    0,
  )
  const hung = rows.reduce((n, r) => n + r.hung, 0)
  console.log(
    `${rows.length} faults in ${((Date.now() - started) / 1000).toFixed(0)} s: ${lost} lost, ${hung} hung, ` +
      `${rows.reduce((n, r) => n + r.duplicates, 0)} duplicate mails`,
  )
  process.exit(lost > 0 || hung > 0 ? 1 : 0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
