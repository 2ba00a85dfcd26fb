// @vitest-environment node
import { randomUUID } from 'node:crypto'
import { beforeEach, expect, it } from 'vitest'
import type { FollowUp, MyDay, StaleChange, SubmissionDetail } from '../src/features/submissions/desk-types'
import { followUpsDueBy } from './follow-ups'
import { findLead, insertLead } from './leads'
import { addStaff } from './staff'
import type { LeadStore } from './store'
import { createTestServer, deskPost, onEachStore, sampleData, staffLogin, testConfig } from './test-support'

/** A moment on the support hours' clock (AEST, UTC+10 all year). */
const aest = (local: string) => new Date(`${local}+10:00`)
const PASSWORD = 'wattle kookaburra lantern harbour'

onEachStore('follow-ups and My day', ['leads', 'audit_log', 'staff_users'], (openStore) => {
  let store: LeadStore
  beforeEach(() => {
    store = openStore()
  })
  const clock = { t: 0 }
  async function desk(at: string) {
    clock.t = aest(at).getTime()
    const config = testConfig({ sessionTtlMs: 30 * 86_400_000, sessionIdleMs: 30 * 86_400_000 })
    const { app } = createTestServer(store, config, { now: () => clock.t })
    const kim = await staffLogin(app)
    await addStaff(store, { email: 'lee@bluegum.example', name: 'Lee Park', password: PASSWORD })
    const lee = await staffLogin(app, { email: 'lee@bluegum.example', password: PASSWORD })
    const ids = Object.fromEntries(
      (await store.query<{ id: string; email: string }>('SELECT id, email FROM staff_users')).rows.map((r) => [
        r.email,
        String(r.id),
      ]),
    )
    return { app, kim, lee, kimId: ids['admin@bluegum.example']!, leeId: ids['lee@bluegum.example']! }
  }
  type Desk = Awaited<ReturnType<typeof desk>>
  async function lead(receivedAt: string, ownerId: string | null = null, form: 'contact' | 'signup-modal' = 'contact') {
    const id = randomUUID()
    await insertLead(store, {
      id,
      form,
      data: sampleData(form),
      subject: 'Lead',
      receivedAt: aest(receivedAt),
      clientAddress: null,
    })
    if (ownerId) await store.query('UPDATE leads SET owner_id = $2 WHERE id = $1', [id, ownerId])
    return id
  }
  const followUp = async (d: Desk, session: Desk['kim'], id: string, body: Record<string, unknown>) => {
    const version = (await findLead(store, id))?.version ?? 1
    return d.app.request(`http://localhost/api/submissions/${id}/follow-up`, deskPost(session, { version, ...body }))
  }
  const myDay = async (d: Desk, session: Desk['kim']) =>
    (await (await d.app.request('/api/desk/my-day', { headers: { cookie: session.cookie } })).json()) as MyDay

  it('sets, changes and clears a follow-up, each a new version kept in the history without its note', async () => {
    const d = await desk('2026-03-03T10:00:00')
    const id = await lead('2026-03-03T09:00:00')
    const set = await followUp(d, d.kim, id, { date: '2026-03-06', time: '14:30', note: 'Ring Alex about the audit' })
    expect(set.status).toBe(200)
    expect((await set.json()) as { followUp: FollowUp | null; version: number }).toEqual({
      version: 2,
      followUp: {
        date: '2026-03-06',
        time: '14:30',
        note: 'Ring Alex about the audit',
        dueAt: '2026-03-06T04:30:00.000Z',
        setBy: d.kimId,
      },
    })
    // No time: due at the opening of support hours, 8 AM AEST.
    const moved = await followUp(d, d.kim, id, { date: '2026-03-09', time: '', note: '' })
    expect(((await moved.json()) as { followUp: FollowUp | null; version: number }).followUp).toEqual({
      date: '2026-03-09',
      time: null,
      note: null,
      dueAt: '2026-03-08T22:00:00.000Z',
      setBy: d.kimId,
    })
    const detail = (await (
      await d.app.request(`/api/submissions/${id}`, { headers: { cookie: d.kim.cookie } })
    ).json()) as SubmissionDetail
    expect(detail.version).toBe(3)
    expect(detail.followUp?.date).toBe('2026-03-09')

    const cleared = await followUp(d, d.kim, id, { date: null })
    expect((await cleared.json()) as { followUp: FollowUp | null; version: number }).toEqual({
      version: 4,
      followUp: null,
    })
    expect((await findLead(store, id))?.followUp).toBeNull()
    const again = await followUp(d, d.kim, id, { date: null })
    expect([again.status, ((await again.json()) as { error: string }).error]).toEqual([
      409,
      'This lead has no follow-up to clear.',
    ])

    const { rows } = await store.query(
      `SELECT actor_name, detail FROM audit_log WHERE lead_id = $1 AND action = 'follow-up' ORDER BY id`,
      [id],
    )
    expect(rows).toEqual([
      { actor_name: 'Administrator', detail: { date: '2026-03-06', time: '14:30', note: true, version: 2 } },
      { actor_name: 'Administrator', detail: { date: '2026-03-09', time: null, note: false, version: 3 } },
      { actor_name: 'Administrator', detail: { date: null, time: null, note: false, version: 4 } },
    ])
    expect(JSON.stringify(rows)).not.toContain('Ring Alex')
  })

  it('refuses a follow-up based on an old version, saying who changed the lead, and keeps the first', async () => {
    const d = await desk('2026-03-03T10:00:00')
    const id = await lead('2026-03-03T09:00:00')
    const seen = (await findLead(store, id))!.version
    const first = await d.app.request(
      `http://localhost/api/submissions/${id}/follow-up`,
      deskPost(d.lee, { version: seen, date: '2026-03-05', note: 'Lee calls' }),
    )
    expect(first.status).toBe(200)
    const second = await d.app.request(
      `http://localhost/api/submissions/${id}/follow-up`,
      deskPost(d.kim, { version: seen, date: '2026-03-06', note: 'Kim calls' }),
    )
    expect(second.status).toBe(409)
    const stale = (await second.json()) as StaleChange
    expect(stale.error).toBe(
      'This lead changed after you opened it: Lee Park set its follow-up for 2026-03-05. It now shows as it is: make your change again if it is still needed.',
    )
    expect(stale.lead.followUp).toMatchObject({ date: '2026-03-05', note: 'Lee calls' })
    expect((await findLead(store, id))?.followUp?.note).toBe('Lee calls')
  })

  it('answers each bad follow-up with a 400 that says what to fix', async () => {
    const d = await desk('2026-03-03T10:00:00')
    const id = await lead('2026-03-03T09:00:00')
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Enter the follow-up date as a real date.'], // no date at all: not "Send a JSON object."
      [{ date: '2026-02-30' }, 'Enter the follow-up date as a real date.'],
      [{ date: 'Friday' }, 'Enter the follow-up date as a real date.'],
      [{ date: '2026-03-02' }, 'Choose a follow-up date from today on.'],
      [{ date: '2028-03-04' }, 'Choose a follow-up date within 2 years.'],
      [{ date: '2026-03-04', time: '25:00' }, 'Enter the time as hours and minutes, like 14:30.'],
      [{ date: '2026-03-04', time: 9 }, 'Enter the time as hours and minutes, like 14:30.'],
      [{ date: '2026-03-04', note: 'x'.repeat(501) }, 'Keep the follow-up note to 500 characters or fewer.'],
      [
        { date: '2026-03-04', note: 'a\u0000b' },
        'Remove the hidden control characters (like NUL) from the follow-up note.',
      ],
    ]
    for (const [body, error] of cases) {
      const res = await followUp(d, d.kim, id, body)
      expect([res.status, ((await res.json()) as { error: string }).error], JSON.stringify(body)).toEqual([400, error])
    }
    const noVersion = await d.app.request(
      `http://localhost/api/submissions/${id}/follow-up`,
      deskPost(d.kim, { date: '2026-03-04' }),
    )
    expect(noVersion.status).toBe(400)
    // An array is not the object asked for (valibot's object schema alone would take it for one).
    const array = await d.app.request(`http://localhost/api/submissions/${id}/follow-up`, deskPost(d.kim, []))
    expect([array.status, ((await array.json()) as { error: string }).error]).toEqual([400, 'Send a JSON object.'])
    const missing = await d.app.request(
      `http://localhost/api/submissions/${randomUUID()}/follow-up`,
      deskPost(d.kim, { version: 1, date: '2026-03-04' }),
    )
    expect(missing.status).toBe(404)
    const noSession = await d.app.request(
      `http://localhost/api/submissions/${id}/follow-up`,
      deskPost({ cookie: '', csrf: '' }, { version: 1, date: '2026-03-04' }),
    )
    expect(noSession.status).toBe(401)
    // Today's date is still taken; so is an overdue follow-up's own date when its note changes.
    expect((await followUp(d, d.kim, id, { date: '2026-03-03' })).status).toBe(200)
    clock.t = aest('2026-03-05T10:00:00').getTime()
    expect((await followUp(d, d.kim, id, { date: '2026-03-03', note: 'Still to ring' })).status).toBe(200)
  })

  it("lists a staff member's day: their overdue leads, those due later today, and follow-ups due today or before, soonest first", async () => {
    // Tuesday 3 March 2026, 10 AM AEST.
    const d = await desk('2026-03-03T10:00:00')
    // Enquiries are due 4 support hours after they arrive.
    const overdueLater = await lead('2026-03-02T15:00:00', d.kimId) // due Tue 9 AM
    const overdueFirst = await lead('2026-03-02T09:00:00', d.kimId) // due Mon 1 PM
    const dueToday = await lead('2026-03-03T09:30:00', d.kimId) // due Tue 1:30 PM
    await lead('2026-03-03T16:00:00', d.kimId) // due Wed 10 AM: not today
    await lead('2026-03-02T09:00:00', d.leeId) // Lee's
    const contacted = await lead('2026-03-02T10:00:00', d.kimId)
    await store.query(`UPDATE leads SET stage = 'contacted' WHERE id = $1`, [contacted])

    const mineToday = await lead('2026-03-02T11:00:00', d.kimId, 'signup-modal')
    const unownedMine = await lead('2026-03-02T12:00:00', null, 'signup-modal')
    const unownedLees = await lead('2026-03-02T13:00:00', null, 'signup-modal')
    const leesMine = await lead('2026-03-02T14:00:00', d.leeId, 'signup-modal')
    const tomorrow = await lead('2026-03-02T15:00:00', d.kimId, 'signup-modal')
    // Contacted already: only their follow-ups bring them into the day.
    await store.query(`UPDATE leads SET stage = 'contacted' WHERE form = 'signup-modal'`)
    expect((await followUp(d, d.kim, mineToday, { date: '2026-03-03', time: '15:00' })).status).toBe(200)
    expect((await followUp(d, d.kim, unownedMine, { date: '2026-03-03', time: '09:15' })).status).toBe(200)
    expect((await followUp(d, d.lee, unownedLees, { date: '2026-03-03', time: '09:00' })).status).toBe(200)
    // Set by Kim on Lee's lead: Lee's to do, at 8 AM (no time given).
    expect((await followUp(d, d.kim, leesMine, { date: '2026-03-03' })).status).toBe(200)
    expect((await followUp(d, d.kim, tomorrow, { date: '2026-03-04' })).status).toBe(200)
    // An overdue follow-up from Monday, set then.
    clock.t = aest('2026-03-02T17:00:00').getTime()
    expect((await followUp(d, d.kim, overdueLater, { date: '2026-03-02', time: '17:30' })).status).toBe(200)
    clock.t = aest('2026-03-03T10:00:00').getTime()

    const kims = await myDay(d, d.kim)
    expect(kims.today).toBe('2026-03-03')
    expect(kims.overdue.map((l) => l.id)).toEqual([overdueFirst, overdueLater])
    expect(kims.dueToday.map((l) => l.id)).toEqual([dueToday])
    // overdueLater is in the overdue list, whose card shows its follow-up: not counted twice.
    expect(kims.followUps.map((l) => l.id)).toEqual([unownedMine, mineToday])
    expect(kims.overdue[1]?.followUp).toMatchObject({ date: '2026-03-02', time: '17:30' })
    expect(kims.totals).toEqual({ overdue: 2, dueToday: 1, followUps: 2, archivedFollowUps: 0 })
    expect(kims.followUps[1]?.followUp).toMatchObject({ date: '2026-03-03', time: '15:00' })
    const lees = await myDay(d, d.lee)
    expect(lees.followUps.map((l) => l.id)).toEqual([leesMine, unownedLees])

    // "Today" is the support hours' day: at 11:30 PM AEST it is already Wednesday in Melbourne (AEDT),
    // but Wednesday's follow-up is not due yet.
    clock.t = aest('2026-03-03T23:30:00').getTime()
    expect((await myDay(d, d.kim)).followUps.map((l) => l.id)).toEqual([unownedMine, mineToday])
    clock.t = aest('2026-03-04T00:10:00').getTime()
    expect((await myDay(d, d.kim)).followUps.map((l) => l.id)).toContain(tomorrow)
  })

  it('lists follow-ups on archived leads apart from today’s work, and says how many each list holds beyond what it shows', async () => {
    const d = await desk('2026-03-03T10:00:00')
    const due = async (id: string, at: string) =>
      store.query(
        `UPDATE leads SET stage = 'contacted', follow_up_on = $2::date, follow_up_at = $3::timestamptz, follow_up_by = $4::uuid
         WHERE id = $1`,
        [id, at.slice(0, 10), aest(at).toISOString(), d.kimId],
      )
    // A new lead nobody owns, with a follow-up Kim set: hers to do, though in neither list above.
    const unowned = await lead('2026-03-03T09:00:00')
    expect((await followUp(d, d.kim, unowned, { date: '2026-03-03', time: '09:30' })).status).toBe(200)
    const few = await myDay(d, d.kim)
    expect(few.followUps.map((l) => l.id)).toEqual([unowned])
    await followUp(d, d.kim, unowned, { date: null })
    const archived = await lead('2026-02-02T09:00:00', d.kimId)
    await due(archived, '2026-03-03T08:00:00')
    await store.query(`UPDATE leads SET stage = 'archived' WHERE id = $1`, [archived])
    const ids: string[] = []
    for (let i = 0; i < 103; i++) {
      const id = await lead('2026-03-01T09:00:00', d.kimId)
      await due(id, `2026-03-0${1 + (i % 3)}T09:${String(i % 60).padStart(2, '0')}:00`)
      ids.push(id)
    }
    const first = await myDay(d, d.kim)
    expect(first.followUps).toHaveLength(100)
    expect(first.followUps.map((l) => l.id)).not.toContain(archived)
    expect(first.archivedFollowUps.map((l) => l.id)).toEqual([archived])
    expect(first.totals).toEqual({ overdue: 0, dueToday: 0, followUps: 103, archivedFollowUps: 1 })
    expect(first.shown).toBe(100)

    const more = (await (
      await d.app.request('/api/desk/my-day?show=200', { headers: { cookie: d.kim.cookie } })
    ).json()) as MyDay
    expect(more.followUps.map((l) => l.id).sort()).toEqual([...ids].sort())
    for (const show of ['50', '150', '1100', 'lots', '-100', '1e3']) {
      const res = await d.app.request(`/api/desk/my-day?show=${show}`, { headers: { cookie: d.kim.cookie } })
      expect([res.status, ((await res.json()) as { error: string }).error], show).toEqual([
        400,
        'Ask for 100 to 1000 leads a list, in steps of 100.',
      ])
    }
  })

  it('gives the reminders every follow-up due by a moment, and whom each is for', async () => {
    const d = await desk('2026-03-03T10:00:00')
    const owned = await lead('2026-03-03T09:00:00', d.leeId)
    const unowned = await lead('2026-03-03T09:00:00')
    const later = await lead('2026-03-03T09:00:00')
    expect((await followUp(d, d.kim, owned, { date: '2026-03-04', note: 'Send the checklist' })).status).toBe(200)
    expect((await followUp(d, d.kim, unowned, { date: '2026-03-04', time: '07:45' })).status).toBe(200)
    expect((await followUp(d, d.kim, later, { date: '2026-03-04', time: '08:01' })).status).toBe(200)

    const due = await followUpsDueBy(store, aest('2026-03-04T08:00:00'))
    expect(
      due.map(({ leadId, dueAt, staffId, note }) => ({ leadId, dueAt: dueAt.toISOString(), staffId, note })),
    ).toEqual([
      { leadId: unowned, dueAt: '2026-03-03T21:45:00.000Z', staffId: d.kimId, note: null },
      { leadId: owned, dueAt: '2026-03-03T22:00:00.000Z', staffId: d.leeId, note: 'Send the checklist' },
    ])
    expect(await followUpsDueBy(store, aest('2026-03-04T07:44:59'))).toEqual([])
  })
})
