// @vitest-environment node
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import { beforeEach, expect, it } from 'vitest'
import type { PromiseReport, PromiseReportRow } from '../src/features/submissions/desk-types'
import { findLead, insertLead } from './leads'
import type { LeadStore } from './store'
import { supportMsBetween } from './support-hours'
import {
  createTestServer,
  deskPost,
  jsonPost,
  leadRequest,
  onEachStore,
  sampleData,
  staffLogin,
  testConfig,
} from './test-support'

/** A moment on the support hours' clock (AEST, UTC+10 all year), as an epoch. */
const aest = (local: string) => Date.parse(`${local}+10:00`)

onEachStore('the promise report', ['leads', 'audit_log', 'staff_users'], (openStore) => {
  let store: LeadStore
  beforeEach(() => {
    store = openStore()
  })
  const clock = { t: 0 }
  function server() {
    // The clock jumps days between a test's steps: the session outlasts them.
    const config = testConfig({ sessionTtlMs: 60 * 86_400_000, sessionIdleMs: 60 * 86_400_000 })
    return createTestServer(store, config, { now: () => clock.t }).app
  }
  type App = ReturnType<typeof server>

  async function submitAt(app: App, local: string, kind: Parameters<typeof leadRequest>[0], data = sampleData(kind)) {
    clock.t = aest(local)
    const body = leadRequest(kind, data)
    expect((await app.request('/api/send-email', jsonPost(body))).status).toBe(201)
    return body.id
  }
  async function changeAt(
    app: App,
    session: { cookie: string; csrf: string },
    local: string,
    id: string,
    what: string,
    body = {},
  ) {
    clock.t = aest(local)
    const version = (await findLead(store, id))?.version ?? 1
    const res = await app.request(
      `http://localhost/api/submissions/${id}/${what}`,
      deskPost(session, { version, ...body }),
    )
    expect(res.status, await res.clone().text()).toBeLessThan(300)
  }
  const row = (report: PromiseReport, week: string | null, form: string | null) =>
    report.rows.find((r) => r.week === week && r.form === form)

  it('counts a week of leads as worked out by hand: received, first contact in clock and support hours, the promise kept, bookings and reasons', async () => {
    clock.t = aest('2026-03-01T12:00:00')
    const app = server()
    const session = await staffLogin(app)
    // The week of Monday 2 March 2026 (Melbourne). Monday 9 March is Labour Day in Victoria: no support hours.
    // A: a consultation request on Monday 9 AM, due Tuesday 9 AM; contacted Monday 1 PM: 4 h, 4 support h.
    const a = await submitAt(app, '2026-03-02T09:00:00', 'scheduling', {
      ...sampleData('scheduling'),
      preferredDate: '2026-03-16',
    })
    await changeAt(app, session, '2026-03-02T13:00:00', a, 'stage', { stage: 'contacted' })
    // B: an application on Monday 5 PM, due Tuesday 5 PM; contacted Tuesday 10 AM: 17 h, 1 + 2 = 3 support h.
    const b = await submitAt(app, '2026-03-02T17:00:00', 'signup-modal')
    // G: an enquiry on Tuesday 9 AM, due at 1 PM (4 support hours); contacted at noon (3 h, 3 support h),
    // then not a fit.
    const g = await submitAt(app, '2026-03-03T09:00:00', 'contact')
    await changeAt(app, session, '2026-03-03T10:00:00', b, 'stage', { stage: 'contacted' })
    await changeAt(app, session, '2026-03-03T12:00:00', g, 'stage', { stage: 'contacted' })
    await changeAt(app, session, '2026-03-03T12:30:00', g, 'stage', { stage: 'not-fit', reason: 'Outside Victoria' })
    // D: an enquiry on Wednesday 10 AM, due at 2 PM, never contacted: due, and the promise not kept.
    await submitAt(app, '2026-03-04T10:00:00', 'contact')
    // F: a consultation request on Thursday 11 AM, booked at 3 PM (the booking is its first contact): 4 h.
    const f = await submitAt(app, '2026-03-05T11:00:00', 'scheduling', {
      ...sampleData('scheduling'),
      preferredDate: '2026-03-16',
      preferredTimeSlots: ['9-10 AM'],
      timezone: 'AEST',
    })
    await changeAt(app, session, '2026-03-05T15:00:00', f, 'booking', { slot: '9-10 AM' })
    // C: an enquiry on Friday 4 PM: the 24 hours hold 2 support hours, so it is due Friday 6 PM. Contacted
    // on Tuesday 10 March at 9 AM: 89 clock hours, 2 (Friday) + 0 (weekend, Labour Day) + 1 = 3 support h.
    const c = await submitAt(app, '2026-03-06T16:00:00', 'contact')
    // E: a consultation request on Sunday 8 PM (9 PM in Melbourne, still in the week): the next 24 hours
    // hold no support hour (Labour Day), so it is due at the close of Tuesday 10 March. Marked not a fit
    // unanswered on Monday; not yet due when the report is made, so not in the share.
    const e = await submitAt(app, '2026-03-08T20:00:00', 'scheduling', {
      ...sampleData('scheduling'),
      preferredDate: '2026-03-16',
    })
    await changeAt(app, session, '2026-03-09T10:00:00', e, 'stage', { stage: 'not-fit', reason: 'Outside Victoria' })
    // After the range (Monday 9 March in Melbourne): not counted.
    const late = await submitAt(app, '2026-03-09T10:00:00', 'contact')
    await changeAt(app, session, '2026-03-09T10:30:00', late, 'stage', { stage: 'contacted' })
    await changeAt(app, session, '2026-03-10T09:00:00', c, 'stage', { stage: 'contacted' })

    clock.t = aest('2026-03-10T09:30:00')
    const res = await app.request('/api/desk/promise-report?from=2026-03-02&to=2026-03-08', {
      headers: { cookie: session.cookie },
    })
    expect(res.status).toBe(200)
    const report = (await res.json()) as PromiseReport
    const expected = (r: Partial<PromiseReportRow>) => expect.objectContaining(r)

    // Every form: clock hours 3, 4, 4, 17, 89 → median 4, 90th percentile 17 + 0.6 × 72 = 60.2;
    // support hours 3, 3, 3, 4, 4 → median 3, 90th percentile 4. Due by now: the 5 contacted and D (E is
    // not due until 6 PM); within the promise: A, B, F and G.
    expect(row(report, '2026-03-02', null)).toEqual(
      expected({
        received: 7,
        contacted: 5,
        medianHours: 4,
        p90Hours: 60.2,
        medianSupportHours: 3,
        p90SupportHours: 4,
        due: 6,
        withinPromise: 4,
        shareWithinPromise: 4 / 6,
        bookingsConfirmed: 1,
        notFit: 2,
        notFitReasons: [{ reason: 'Outside Victoria', count: 2 }],
      }),
    )
    // Enquiries: C (89 h, 3 support h) and G (3 h, 3 support h) → median 46, 90th percentile 3 + 0.9 × 86.
    expect(row(report, '2026-03-02', 'contact')).toEqual(
      expected({
        received: 3,
        contacted: 2,
        medianHours: 46,
        p90Hours: 80.4,
        medianSupportHours: 3,
        p90SupportHours: 3,
        due: 3,
        withinPromise: 1,
        bookingsConfirmed: 0,
        notFit: 1,
      }),
    )
    expect(row(report, '2026-03-02', 'scheduling')).toEqual(
      expected({
        received: 3,
        contacted: 2,
        medianHours: 4,
        p90Hours: 4,
        medianSupportHours: 4,
        due: 2,
        withinPromise: 2,
        shareWithinPromise: 1,
        bookingsConfirmed: 1,
        notFit: 1,
      }),
    )
    expect(row(report, '2026-03-02', 'signup-modal')).toEqual(
      expected({ received: 1, contacted: 1, medianHours: 17, medianSupportHours: 3, due: 1, withinPromise: 1 }),
    )
    // One week: the whole range holds the same figures.
    expect(row(report, null, null)).toEqual({ ...row(report, '2026-03-02', null), week: null })
    expect(report.rows.map((r) => `${r.week ?? 'all'} ${r.form ?? 'all'}`)).toEqual([
      'all all',
      'all contact',
      'all scheduling',
      'all signup-modal',
      '2026-03-02 all',
      '2026-03-02 contact',
      '2026-03-02 scheduling',
      '2026-03-02 signup-modal',
    ])

    // The CSV: the same figures, quoted as RFC 4180 has it, and recorded in the audit log.
    const csv = await app.request('/api/desk/promise-report.csv?from=2026-03-02&to=2026-03-08', {
      headers: { cookie: session.cookie },
    })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="promises-2026-03-02-to-2026-03-08.csv"')
    const lines = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe(
      'Week starting (Monday),Form,Leads received,Contacted,Median hours to first contact,90th percentile hours to first contact,Median support hours to first contact,90th percentile support hours to first contact,Due by the report time,Contacted within the promise,Share within the promise (%),Bookings confirmed,Not a fit,Not-a-fit reasons',
    )
    expect(lines).toContain('2026-03-02,All forms,7,5,4,60.2,3,4,6,4,66.7,1,2,Outside Victoria (2)')
    const { rows: audits } = await store.query(`SELECT detail FROM audit_log WHERE action = 'report-export'`)
    expect(audits.map((r) => r.detail)).toEqual([{ report: 'promises', from: '2026-03-02', to: '2026-03-08' }])
  })

  it('counts support time in SQL as the due clock does, across weekends, holidays and daylight saving', async () => {
    // One lead a week, each contacted a different while later: each week's median is that lead's time.
    const start = aest('2026-01-05T00:00:00')
    let seed = 27
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed / 2 ** 31
    }
    const expected = new Map<string, number>()
    for (let week = 0; week < 30; week++) {
      const received = new Date(start + week * 7 * 86_400_000 + Math.floor(random() * 7 * 86_400_000))
      const contacted = new Date(received.getTime() + Math.floor(random() * 200 * 3_600_000))
      const id = randomUUID()
      await insertLead(store, {
        id,
        form: 'contact',
        data: sampleData('contact'),
        subject: 'Enquiry',
        receivedAt: received,
        clientAddress: null,
      })
      await store.query(
        `INSERT INTO audit_log (at, actor_name, action, lead_id, detail) VALUES ($1, 'Kim', 'stage', $2, '{"to":"contacted"}')`,
        [contacted.toISOString(), id],
      )
      const monday = DateTime.fromJSDate(received, { zone: 'Australia/Melbourne' }).startOf('week').toISODate()!
      expected.set(monday, Math.round((supportMsBetween(received, contacted) / 3_600_000) * 10) / 10)
    }
    clock.t = aest('2026-12-01T00:00:00')
    const app = server()
    const session = await staffLogin(app)
    const res = await app.request('/api/desk/promise-report?from=2026-01-01&to=2026-08-31', {
      headers: { cookie: session.cookie },
    })
    const report = (await res.json()) as PromiseReport
    const measured = new Map(
      report.rows.filter((r) => r.week && r.form === null).map((r) => [r.week as string, r.medianSupportHours]),
    )
    expect(measured).toEqual(expected)
  })

  it('refuses a range it cannot read, backwards or over two years, with a 400 that says why', async () => {
    clock.t = aest('2026-03-10T09:30:00')
    const app = server()
    const session = await staffLogin(app)
    const ask = async (query: string) => {
      const res = await app.request(`/api/desk/promise-report?${query}`, { headers: { cookie: session.cookie } })
      return [res.status, ((await res.json()) as { error?: string }).error]
    }
    expect(await ask('from=2026-02-30&to=2026-03-08')).toEqual([
      400,
      'Enter the "from" date of the report as a real date, YYYY-MM-DD.',
    ])
    expect(await ask('to=2026-03-08')).toEqual([400, 'Enter the "from" date of the report as a real date, YYYY-MM-DD.'])
    expect(await ask('from=2026-03-09&to=2026-03-08')).toEqual([
      400,
      'The "from" date must not be after the "to" date.',
    ])
    expect(await ask('from=2024-01-01&to=2026-03-08')).toEqual([400, 'Choose a range of at most two years.'])
    // The year 1 starts in the year 0 in UTC, which PostgreSQL has not: once a 500.
    expect(await ask('from=0001-01-01&to=0001-12-31')).toEqual([
      400,
      'Enter the "from" date of the report as a real date, YYYY-MM-DD.',
    ])
    const anonymous = await app.request('/api/desk/promise-report?from=2026-03-02&to=2026-03-08')
    expect(anonymous.status).toBe(401)
  })
})
