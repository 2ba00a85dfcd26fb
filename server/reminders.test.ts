// @vitest-environment node
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import type { Config } from './config'
import { silentLogger } from './logger'
import { addresses, headerText, outboxMails, type ParsedMail } from './mail-check'
import { createReminders } from './reminders'
import { addStaff } from './staff'
import { createStore, type LeadStore } from './store'
import {
  createTestServer,
  deskPost,
  jsonPost,
  leadRequest,
  openTestStore,
  STAFF_EMAIL,
  sampleData,
  staffLogin,
  tempDir,
  testConfig,
} from './test-support'

const KIM = { email: 'kim@bluegum.example', name: 'Kim Lee', password: 'bellbird saucepan meridian lantern' }
/** Moments on the support hours' clock (AEST, UTC+10), in December 2026: the 1st is a Tuesday. */
const aest = (day: number, hour: number, minute = 0, second = 0) => Date.UTC(2026, 11, day, hour - 10, minute, second)

/**
 * Two instances on one store, each with its outbox and its reminder tick, as two processes would have;
 * a restart closes the store and opens it again. `open` gives a store per instance (one PGlite store is
 * shared: it has one owner, decision 128; PostgreSQL gets a pool per instance).
 */
function reminderSuite(open: { first: () => Promise<LeadStore>; more: () => Promise<LeadStore> }) {
  const clock = { t: aest(1, 10) }
  const config: Config = testConfig()
  const opened: LeadStore[] = []
  afterAll(async () => {
    for (const store of opened) await store.close().catch(() => {})
  })

  function instance(store: LeadStore) {
    const server = createTestServer(store, config, { now: () => clock.t })
    const reminders = createReminders({
      store,
      from: config.mailFrom,
      logger: silentLogger,
      outbox: server.outbox,
      now: () => clock.t,
    })
    return { ...server, reminders }
  }
  async function two(first: boolean) {
    const a = first ? await open.first() : await open.more()
    const b = await open.more()
    opened.push(a, b)
    return [instance(a), instance(b)] as const
  }
  /** Both instances tick at once, then both outboxes deliver. */
  async function tickBoth(pair: readonly ReturnType<typeof instance>[]) {
    const queued = await Promise.all(pair.map((i) => i.reminders.tick()))
    await Promise.all(pair.map((i) => i.outbox.drain()))
    return queued.reduce((a, b) => a + b, 0)
  }
  async function restart(pair: readonly ReturnType<typeof instance>[], stores: LeadStore[]) {
    await Promise.all(pair.map((i) => i.outbox.drain()))
    for (const store of new Set(stores.splice(0))) await store.close()
    return two(false)
  }
  const reminderMails = async (kind: string) =>
    (await outboxMails(config.dataDir)).filter((m) => headerText(m, 'x-reminder') === kind)
  const to = (mails: ParsedMail[]) => mails.flatMap((m) => addresses(m.to).map((a) => a.address)).sort()

  it('arrival, 1 hour before due and the morning digest: each sent once, on two instances and across restarts', {
    timeout: 60_000,
  }, async () => {
    let pair = await two(true)
    let stores = opened.slice(-2)
    /** None just before \`at\`; \`count\` at \`at\`, by either instance, once; none again after a restart, at \`later\`. */
    const sentOnceAt = async (before: number, at: number, count: number, later: number) => {
      clock.t = before
      expect(await tickBoth(pair)).toBe(0)
      clock.t = at
      expect(await tickBoth(pair)).toBe(count)
      expect(await tickBoth(pair)).toBe(0)
      pair = await restart(pair, stores)
      stores = opened.slice(-2)
      clock.t = later
      expect(await tickBoth(pair)).toBe(0)
    }
    const [a] = pair
    const admin = await staffLogin(a.app)
    await addStaff(stores[0]!, KIM)
    const kimId = String(
      (await stores[0]!.query('SELECT id FROM staff_users WHERE email = $1', [KIM.email])).rows[0]?.id,
    )

    // Tuesday's digest, at opening, has nothing to list: no mail.
    clock.t = aest(1, 8, 0, 30)
    expect(await tickBoth(pair)).toBe(0)
    // Tuesday 10 AM: an enquiry arrives in support hours. Nobody owns it, so both staff are told, once.
    clock.t = aest(1, 10)
    const enquiry = leadRequest('contact', { ...sampleData('contact'), name: 'Alex Wombat' })
    expect((await a.app.request('/api/send-email', jsonPost(enquiry))).status).toBe(201)
    expect(await tickBoth(pair)).toBe(0)
    const arrivals = await reminderMails('arrival')
    expect(to(arrivals)).toEqual([STAFF_EMAIL, KIM.email])
    const [arrival] = arrivals
    expect(arrival?.subject).toBe('New lead: Contact enquiry, due Tue 1 Dec, 2:00 PM AEST')
    expect(arrival?.text).toContain('arrived at Tue 1 Dec, 10:00 AM AEST')
    expect(arrival?.text).toContain(`Lead reference: ${enquiry.id}`)
    expect(arrival?.html).toContain('every member of staff')
    expect(headerText(arrival as ParsedMail, 'auto-submitted')).toBe('auto-generated')
    // A reminder names no prospect: the desk has them.
    expect(`${arrival?.subject}${arrival?.text}${arrival?.html}`).not.toContain('Wombat')

    // Kim takes it. At 1:00:30 PM it is due within the hour: Kim alone is told, once, by either instance.
    await stores[0]!.query('UPDATE leads SET owner_id = $2 WHERE id = $1', [enquiry.id, kimId])
    await sentOnceAt(aest(1, 12, 59, 30), aest(1, 13, 0, 30), 1, aest(1, 13, 30))
    const dueSoon = await reminderMails('due-soon')
    expect(to(dueSoon)).toEqual([KIM.email])
    expect(dueSoon[0]?.subject).toBe('Due in 1 hour: Contact enquiry, due Tue 1 Dec, 2:00 PM AEST')
    expect(dueSoon[0]?.text).toContain('Owner: Kim Lee.')

    // Tuesday 7 PM: a booking arrives after hours: no arrival mail. It is due Wednesday 6 PM.
    clock.t = aest(1, 19)
    const booking = leadRequest('scheduling', { ...sampleData('scheduling'), preferredDate: '2026-12-09' })
    expect((await pair[0].app.request('/api/send-email', jsonPost(booking))).status).toBe(201)
    expect(await tickBoth(pair)).toBe(0)
    expect(await reminderMails('arrival')).toHaveLength(2)

    // Wednesday: nothing before support hours open; at 8 AM one digest each, whichever instance ticks.
    await sentOnceAt(aest(2, 7, 59), aest(2, 8, 0, 30), 2, aest(2, 8, 5))
    const digests = await reminderMails('digest')
    expect(to(digests)).toEqual([STAFF_EMAIL, KIM.email])
    const digestOf = (email: string) => digests.find((m) => addresses(m.to)[0]?.address === email)
    // The enquiry is Kim's and overdue; the booking is nobody's, due today, so both see it.
    expect(digestOf(KIM.email)?.subject).toBe("Today's leads: 1 overdue, 1 due today")
    expect(digestOf(STAFF_EMAIL)?.subject).toBe("Today's leads: 0 overdue, 1 due today")
    expect(digestOf(KIM.email)?.text).toContain(
      `Contact enquiry, received Tue 1 Dec, 10:00 AM AEST, due Tue 1 Dec, 2:00 PM AEST. Lead reference: ${enquiry.id}`,
    )
    expect(digestOf(STAFF_EMAIL)?.text).toContain(`due Wed 2 Dec, 6:00 PM AEST. Lead reference: ${booking.id}`)
    expect(digestOf(STAFF_EMAIL)?.text).not.toContain(enquiry.id)

    // The admin turns reminders off in the desk: the next unowned arrival goes to Kim alone.
    const session = await staffLogin(pair[0].app)
    const off = await pair[0].app.request('http://localhost/api/admin/reminders', deskPost(session, { on: false }))
    expect(await off.json()).toEqual({ on: false })
    const setting = await pair[1].app.request('http://localhost/api/admin/reminders', {
      headers: { cookie: session.cookie },
    })
    expect(await setting.json()).toEqual({ on: false })
    clock.t = aest(2, 9)
    const another = leadRequest('contact', { ...sampleData('contact'), email: 'another@example.com' })
    expect((await pair[1].app.request('/api/send-email', jsonPost(another))).status).toBe(201)
    await tickBoth(pair)
    const latest = (await reminderMails('arrival')).filter((m) => m.text?.includes(another.id))
    expect(to(latest)).toEqual([KIM.email])
    expect(admin.res.status).toBe(200)
  })

  it('a follow-up falling due: one mail to whoever it is for, on two instances; again once when moved', {
    timeout: 60_000,
  }, async () => {
    const pair = await two(false)
    const [a] = pair
    const store = opened.at(-2) as LeadStore
    await staffLogin(a.app)
    const known = await store.query('SELECT id FROM staff_users WHERE email = $1', [KIM.email])
    if (known.rows.length === 0) await addStaff(store, KIM)
    const kimId = String((await store.query('SELECT id FROM staff_users WHERE email = $1', [KIM.email])).rows[0]?.id)
    clock.t = aest(3, 9)
    const lead = leadRequest('contact', { ...sampleData('contact'), name: 'Alex Wombat', email: 'wombat@example.com' })
    expect((await a.app.request('/api/send-email', jsonPost(lead))).status).toBe(201)
    const setFollowUp = (at: number) =>
      store.query(
        'UPDATE leads SET follow_up_on = $2::date, follow_up_at = $3::timestamptz, follow_up_by = $4 WHERE id = $1',
        [lead.id, '2026-12-03', new Date(at).toISOString(), kimId],
      )
    const followUpMails = async () => (await reminderMails('follow-up')).filter((m) => m.text?.includes(lead.id))

    await setFollowUp(aest(3, 11))
    clock.t = aest(3, 10, 59)
    await tickBoth(pair)
    expect(await followUpMails()).toHaveLength(0)
    clock.t = aest(3, 11, 0, 30)
    await tickBoth(pair)
    await tickBoth(pair)
    const due = await followUpMails()
    expect(to(due)).toEqual([KIM.email])
    expect(due[0]?.subject).toBe('Follow-up due: Contact enquiry, Thu 3 Dec, 11:00 AM AEST')
    expect(`${due[0]?.subject}${due[0]?.text}`).not.toContain('Wombat')

    // Moved to 2 PM: one more reminder then, and only then.
    await setFollowUp(aest(3, 14))
    clock.t = aest(3, 13)
    await tickBoth(pair)
    expect(await followUpMails()).toHaveLength(1)
    clock.t = aest(3, 14, 1)
    await tickBoth(pair)
    await tickBoth(pair)
    expect(await followUpMails()).toHaveLength(2)
  })

  it('refuses a reminder setting without a session, or that is not true or false', async () => {
    const [a] = await two(false)
    const anonymous = await a.app.request('http://localhost/api/admin/reminders')
    expect(anonymous.status).toBe(401)
    const session = await staffLogin(a.app)
    const bad = await a.app.request('http://localhost/api/admin/reminders', deskPost(session, { on: 'yes' }))
    expect(bad.status).toBe(400)
    expect((await bad.json()).error).toMatch(/Say whether reminders are on/)
  })
}

describe('staff reminders on the embedded store (PGlite)', () => {
  const dataDir = tempDir()
  let shared: LeadStore | null = null
  let made = false
  // One PGlite store has one owner: both "instances" share it; a restart closes and opens it again.
  const openShared = async () => {
    if (!shared) {
      const store = made ? await createStore({ dataDir }) : await openTestStore(dataDir, { keepOnClose: true })
      made = true
      const opened: LeadStore = {
        ...store,
        close: async () => {
          shared = null
          await store.close()
        },
      }
      shared = opened
    }
    return shared
  }
  reminderSuite({ first: openShared, more: openShared })
})

const databaseUrl = process.env.DATABASE_URL
describe.skipIf(!databaseUrl)('staff reminders on PostgreSQL, a pool per instance (DATABASE_URL)', () => {
  const schema = `test_${randomUUID().replace(/-/g, '').slice(0, 12)}`
  afterAll(async () => {
    const store = await createStore({ databaseUrl, dataDir: '', schema })
    await store.query(`DROP SCHEMA ${schema} CASCADE`)
    await store.close()
  })
  const open = () => createStore({ databaseUrl, dataDir: '', schema })
  reminderSuite({ first: open, more: open })
})
