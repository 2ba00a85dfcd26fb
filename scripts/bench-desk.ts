/**
 * `npm run bench:api -- --desk` (or `npm run bench:desk`): the lead desk's reads on a large store.
 * Seeds BENCH_DESK_LEADS (100 000) leads into an embedded PGlite in a temp folder, as `npm start`
 * runs with nothing configured, then times list, search and filter requests through the whole app
 * (session lookup, query, JSON) and prints p50/p95 per query. Goal: p95 <= 100 ms; the promise report
 * (issue 27), p95 <= 200 ms. A benchmark, not a test: it prints figures and exits 0 (1 if a goal is
 * missed, with BENCH_DESK_STRICT=1).
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createApp } from '../server/app'
import { loadConfig } from '../server/config'
import { createHousekeeping } from '../server/housekeeping'
import { queueKeySql, SEARCH_TEXT_SQL } from '../server/leads'
import { silentLogger } from '../server/logger'
import { addStaff } from '../server/staff'
import { createStore } from '../server/store'

const LEADS = Number(process.env.BENCH_DESK_LEADS ?? 100_000)
const RUNS = Number(process.env.BENCH_DESK_RUNS ?? 40)
const GOAL_MS = 100
/** The promise report reads every lead of its range (issue 27). */
const REPORT_GOAL_MS = 200

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN

export async function benchDesk(): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-desk-'))
  const started = performance.now()
  const store = await createStore({ dataDir })
  try {
    const email = 'bench@bluegum.example'
    const password = 'bench wattle kookaburra lantern'
    const user = await addStaff(store, { email, name: 'Bench Staff', password })
    await addStaff(store, { email: 'other@bluegum.example', name: 'Other Staff', password })

    // Forms, stages and owners in realistic proportions; received over two years, newest now.
    const t0 = performance.now()
    await store.query(
      `INSERT INTO leads (id, form, data, subject, received_at, next_attempt_at, status, stage, owner_id,
         due_at, archived_at)
       SELECT gen_random_uuid(), f.form,
         jsonb_build_object('name', 'Person ' || i || ' ' || (ARRAY['Nguyen','Smith','Lee','Brown','Wilson','Taylor'])[1 + i % 6],
           'email', 'person' || i || '@example' || (i % 97) || '.com.au', 'phone', '0491 ' || lpad((i % 1000000)::text, 6, '0'),
           'organisation', (ARRAY['Wattle Care','Bluegum Support','Coastal Disability Services','Kin Community'])[1 + i % 4] || ' ' || (i % 500),
           'message', 'Hello, we would like help with registration.'),
         'New lead', now() - make_interval(mins => i * 10), now(), 'sent',
         (ARRAY['new','contacted','booked','won','not-fit','archived','contacted','won'])[1 + i % 8],
         CASE WHEN i % 3 = 0 THEN $1::uuid ELSE NULL END,
         now() - make_interval(mins => i * 10) + interval '2 days',
         CASE WHEN i % 8 = 5 THEN now() - make_interval(mins => i * 5) END
       FROM generate_series(1, $2::int) AS i
       CROSS JOIN LATERAL (SELECT (ARRAY['scheduling','signup-modal','contact','download-guide','sell-business','buy-business'])[1 + i % 6] AS form) f`,
      [user.id, LEADS],
    )
    await store.query(
      `UPDATE leads SET search_text = ${SEARCH_TEXT_SQL}, email_key = lower(data->>'email'), queue_key = ${queueKeySql('stage')}`,
    )
    // The stage history the promise report reads: each lead past "new" was first contacted 0 to 29 hours
    // after it came (never after now), by a move to its stage or to contacted.
    await store.query(
      `INSERT INTO audit_log (at, actor_id, actor_name, action, lead_id, detail)
       SELECT least(received_at + make_interval(hours => (extract(epoch FROM received_at)::bigint / 600 % 30)::int), now()),
         $1::uuid, 'Bench Staff', 'stage', id,
         jsonb_build_object('from', 'new', 'to', CASE WHEN stage IN ('booked', 'won') THEN stage ELSE 'contacted' END, 'version', 2)
       FROM leads WHERE stage <> 'new'`,
      [user.id],
    )
    // What the server's housekeeping does at start and every 6 hours (statistics, purge);
    // BENCH_DESK_ANALYZE=0 measures a store that has never had it.
    if (process.env.BENCH_DESK_ANALYZE !== '0')
      await createHousekeeping({ store, retentionDays: 730, logger: silentLogger }).run()
    const seedMs = performance.now() - t0

    const config = { ...loadConfig({ ADMIN_PASSWORD: password, DATA_DIR: dataDir }), rateLimitPerMinute: 1_000_000 }
    const app = createApp({ config, store, logger: silentLogger })
    const login = await app.request('http://localhost/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ email, password }),
    })
    const cookie =
      login.headers
        .getSetCookie()
        .find((c) => c.startsWith('admin_session='))
        ?.split(';')[0] ?? ''
    const first = (await (await app.request('http://localhost/api/submissions', { headers: { cookie } })).json()) as {
      nextCursor: string
    }

    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)
    const queries: [string, string, string][] = [
      ['list', 'first page (due first)', ''],
      ['list', 'second page (keyset cursor)', `cursor=${first.nextCursor}`],
      ['list', 'archived', 'stage=archived'],
      ['search', 'name, common ("smith")', 'q=smith'],
      ['search', 'name, one person', 'q=person%2077777%20'],
      ['search', 'email, exact', `q=person${Math.floor(LEADS * 0.9)}%40example`],
      ['search', 'phone, as typed', 'q=0491%20012345'],
      ['search', 'organisation', 'q=coastal%20disability'],
      ['search', 'no match', 'q=zzzz-no-such-person'],
      ['filter', 'form', 'form=sell-business'],
      ['filter', 'stage', 'stage=booked'],
      ['filter', 'owner (mine)', 'owner=me'],
      ['filter', 'nobody owns', 'owner=none&stage=new'],
      ['filter', 'date range (one week, a year ago)', 'from=2025-11-01&to=2025-11-07'],
      ['filter', 'form + stage + owner + dates', 'form=contact&stage=contacted&owner=me&from=2025-01-01&to=2026-12-31'],
      ['filter', 'search within a form', 'form=scheduling&q=nguyen'],
      ['report', 'promises, 12 weeks (the default)', `/api/desk/promise-report?from=${day(83)}&to=${day(0)}`],
      // A year: four times the leads; printed for what it costs, not held to the goal.
      ['report-', 'promises, one year (no goal)', `/api/desk/promise-report?from=${day(364)}&to=${day(0)}`],
    ]
    console.log(
      `\nLead desk on PGlite: ${LEADS.toLocaleString('en-AU')} leads seeded in ${(seedMs / 1000).toFixed(1)} s; ${RUNS} timed requests per query (after 3 warm-ups), through the app (session, query, JSON)\n`,
    )
    console.log(
      `${'kind'.padEnd(7)} ${'query'.padEnd(36)} ${'rows'.padStart(4)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`,
    )
    let worst = 0
    let missed = false
    for (const [kind, label, query] of queries) {
      const url = query.startsWith('/')
        ? `http://localhost${query}`
        : `http://localhost/api/submissions${query ? `?${query}` : ''}`
      const goal = kind === 'report' ? REPORT_GOAL_MS : kind === 'report-' ? Number.POSITIVE_INFINITY : GOAL_MS
      let rows = 0
      const times: number[] = []
      for (let i = 0; i < RUNS + 3; i++) {
        const s = performance.now()
        const res = await app.request(url, { headers: { cookie } })
        const body = (await res.json()) as { submissions?: unknown[]; rows?: unknown[] }
        const ms = performance.now() - s
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}`)
        rows = body.submissions?.length ?? body.rows?.length ?? 0
        if (i >= 3) times.push(ms)
      }
      times.sort((a, b) => a - b)
      const p95 = percentile(times, 95)
      if (p95 > goal) missed = true
      worst = Math.max(worst, kind.startsWith('report') ? 0 : p95)
      console.log(
        `${kind.padEnd(7)} ${label.padEnd(36)} ${String(rows).padStart(4)} ${percentile(times, 50).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}${p95 > goal ? '  over goal' : ''}`,
      )
    }
    // The export lists what the desk lists by default: every lead but the archived ones.
    const listed = await store.query<{ n: number }>(`SELECT count(*)::int AS n FROM leads WHERE stage <> 'archived'`)
    const exportOk = await exportWhileSubmitting(app, cookie, Number(listed.rows[0]?.n ?? 0))
    console.log(
      `\nworst p95 of the list, search and filters: ${worst.toFixed(1)} ms (goal ${GOAL_MS} ms; the report's ${REPORT_GOAL_MS} ms); whole run ${((performance.now() - started) / 1000).toFixed(0)} s`,
    )
    return !missed && exportOk
  } finally {
    await store.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * The full CSV export of every lead streams in keyset pages (decision 112): a lead sent meanwhile is
 * answered long before the export ends (goal: in under a fifth of the export's time), and the file
 * holds each lead the desk listed when it started (all but the archived), once.
 */
async function exportWhileSubmitting(app: ReturnType<typeof createApp>, cookie: string, leads: number) {
  const t0 = performance.now()
  const exported = Promise.resolve(app.request('http://localhost/api/submissions.csv', { headers: { cookie } })).then(
    async (res) => ({ status: res.status, text: await res.text(), ms: performance.now() - t0 }),
  )
  await new Promise((resolve) => setTimeout(resolve, 50)) // the export is under way
  const s0 = performance.now()
  const lead = {
    id: randomUUID(),
    form: 'contact',
    website: '',
    data: {
      name: 'Bench Visitor',
      email: 'visitor@bench.example',
      phone: '0491 570 156',
      organisation: 'Bench Care',
      message: 'A lead sent while the export runs.',
    },
  }
  const submission = await app.request('http://localhost/api/send-email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost' },
    body: JSON.stringify(lead),
  })
  const submissionMs = performance.now() - s0
  const csv = await exported
  const rows = csv.text.split('\r\n').filter(Boolean).length - 1
  const ok =
    csv.status === 200 &&
    submission.status === 201 &&
    // Each listed lead once; the lead sent meanwhile may or may not be in it.
    (rows === leads || rows === leads + 1) &&
    submissionMs < csv.ms / 5
  console.log(
    `\nCSV export of ${rows.toLocaleString('en-AU')} leads (${leads.toLocaleString('en-AU')} listed when it started): ${Math.round(csv.ms)} ms; a lead sent meanwhile: ${submission.status} in ${Math.round(submissionMs)} ms${ok ? '' : '  MISSED (goal: every lead, and the lead answered in under a fifth of the export)'}`,
  )
  return ok
}

if (import.meta.url === `file://${process.argv[1]}`)
  benchDesk().then(
    (ok) => process.exit(ok || process.env.BENCH_DESK_STRICT !== '1' ? 0 : 1),
    (error) => {
      console.error(error)
      process.exit(1)
    },
  )
