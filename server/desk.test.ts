// @vitest-environment node
import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ICAL from 'ical.js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type {
  AuditList,
  SessionInfo,
  StaleChange,
  SubmissionDetail,
  SubmissionList,
} from '../src/features/submissions/desk-types'
import { createHousekeeping } from './housekeeping'
import { findLead, insertLead } from './leads'
import { silentLogger } from './logger'
import { LEADS_OPENED_AN_HOUR, LIST_PAGES_AN_HOUR } from './read-budget'
import { addStaff, disableStaff, enableStaff, resetStaffPassword } from './staff'
import { createStore, type LeadStore } from './store'
import {
  createTestServer,
  deskPost,
  jsonPost,
  leadRequest,
  openTestStore,
  parseMail,
  sampleData,
  sleep,
  staffLogin,
  testConfig,
} from './test-support'

type App = ReturnType<typeof createTestServer>['app']

/** The desk's rules, on whichever store `open` gives (PGlite, and PostgreSQL with DATABASE_URL). */
function deskSuite(open: () => Promise<LeadStore>) {
  let store: LeadStore
  beforeAll(async () => {
    store = await open()
  })
  afterAll(async () => {
    await store?.close()
  })
  beforeEach(async () => {
    for (const table of ['leads', 'audit_log', 'staff_users']) await store.query(`DELETE FROM ${table}`)
  })

  const clock = { t: Date.now() }
  function server(overrides: Parameters<typeof testConfig>[0] = {}) {
    clock.t = Date.now()
    const config = testConfig(overrides)
    return { ...createTestServer(store, config, { now: () => clock.t }), config }
  }
  const get = (app: App, url: string, cookie?: string) =>
    app.request(`http://localhost${url}`, { headers: cookie ? { cookie } : {} })
  /** A change of a lead based on the version it has now, as the desk sends it. */
  async function change(app: App, session: { cookie: string; csrf: string }, id: string, what: string, body = {}) {
    const version = (await findLead(store, id))?.version ?? 1
    return app.request(`http://localhost/api/submissions/${id}/${what}`, deskPost(session, { version, ...body }))
  }
  async function submit(app: App, kind: Parameters<typeof leadRequest>[0], data?: Record<string, unknown>) {
    const body = leadRequest(kind, data ?? sampleData(kind))
    expect((await app.request('/api/send-email', jsonPost(body))).status).toBe(201)
    return body.id
  }

  describe('sessions and access', () => {
    it('returns no lead and no audit log without a valid session', async () => {
      const { app } = server()
      const id = await submit(app, 'contact')
      const reads = [
        '/api/submissions',
        '/api/submissions?q=alex',
        `/api/submissions/${id}`,
        '/api/submissions.csv',
        '/api/audit',
        '/api/staff',
        '/api/privacy/export?email=alex%40example.com',
      ]
      for (const cookie of [undefined, 'admin_session=forged', `admin_session=${randomUUID()}`])
        for (const url of reads) {
          const res = await get(app, url, cookie)
          expect(res.status, url).toBe(401)
          const text = await res.text()
          expect(text).not.toContain('alex@example.com')
          expect(text).toMatch(/Log in/)
        }
    })

    it('refuses every change without its CSRF token, or with another session’s', async () => {
      const { app } = server()
      const id = await submit(app, 'scheduling')
      const mine = await staffLogin(app)
      const theirs = await staffLogin(app)
      expect(theirs.csrf).not.toBe(mine.csrf)
      const changes: [string, unknown][] = [
        [`/api/submissions/${id}/stage`, { stage: 'contacted' }],
        [`/api/submissions/${id}/owner`, { owner: null }],
        [`/api/submissions/${id}/notes`, { text: 'Called' }],
        [`/api/submissions/${id}/booking`, { slot: '9-10 AM', consultationType: 'video' }],
        [`/api/submissions/${id}/booking/cancel`, {}],
        ['/api/privacy/erase', { email: 'alex@example.com', confirm: 'alex@example.com' }],
        ['/api/admin/logout-everywhere', {}],
        ['/api/admin/logout', {}],
      ]
      for (const [url, body] of changes) {
        const missing = await app.request(`http://localhost${url}`, jsonPost(body, { cookie: mine.cookie }))
        expect(missing.status, url).toBe(403)
        // The desk sends a change again only when told the token was the reason (decision 272).
        expect(await missing.json(), url).toMatchObject({
          error: expect.stringMatching(/security token/),
          reason: 'csrf',
        })
        const foreign = await app.request(`http://localhost${url}`, deskPost({ ...mine, csrf: theirs.csrf }, body))
        expect(foreign.status, url).toBe(403)
        expect(await foreign.json(), url).toMatchObject({ reason: 'csrf' })
      }
      // Nothing changed, and the session still works.
      const lead = await findLead(store, id)
      expect(lead?.stage).toBe('new')
      expect((await get(app, '/api/submissions', mine.cookie)).status).toBe(200)
      // With its own token the same request goes through.
      const ok = await change(app, mine, id, 'stage', { stage: 'contacted' })
      expect(ok.status).toBe(200)
    })

    it('gives a new session id at every login and ends the old one', async () => {
      const { app } = server()
      const first = await staffLogin(app)
      const again = await staffLogin(app, { headers: { cookie: first.cookie } })
      expect(again.cookie).not.toBe(first.cookie)
      expect((await get(app, '/api/submissions', first.cookie)).status).toBe(401)
      expect((await get(app, '/api/submissions', again.cookie)).status).toBe(200)
    })

    it('refuses a disabled user, and their open sessions stop at once', async () => {
      const { app } = server()
      await staffLogin(app) // the first user
      await addStaff(store, { email: 'kim@bluegum.example', name: 'Kim Lee', password: 'wattle kookaburra lantern' })
      const kim = await staffLogin(app, { email: 'kim@bluegum.example', password: 'wattle kookaburra lantern' })
      expect(kim.res.status).toBe(200)
      await disableStaff(store, 'kim@bluegum.example')
      expect((await get(app, '/api/submissions', kim.cookie)).status).toBe(401)
      const refused = await staffLogin(app, { email: 'kim@bluegum.example', password: 'wattle kookaburra lantern' })
      expect(refused.res.status).toBe(401)
      expect((await refused.res.json()).error).toBe('The email address or password is not correct.')
      // A reset does not enable the account: only enabling it on purpose does.
      await resetStaffPassword(store, 'kim@bluegum.example', 'bellbird saucepan meridian')
      expect(
        (await staffLogin(app, { email: 'kim@bluegum.example', password: 'bellbird saucepan meridian' })).res.status,
      ).toBe(401)
      await enableStaff(store, 'kim@bluegum.example')
      expect(
        (await staffLogin(app, { email: 'kim@bluegum.example', password: 'wattle kookaburra lantern' })).res.status,
      ).toBe(401)
      expect(
        (await staffLogin(app, { email: 'kim@bluegum.example', password: 'bellbird saucepan meridian' })).res.status,
      ).toBe(200)
    })

    it('records account changes and failed logins in the audit log, without email addresses', async () => {
      const { app } = server()
      const me = await staffLogin(app) // the first user
      const kim = { email: 'kim@bluegum.example', password: 'wattle kookaburra lantern' }
      await addStaff(store, { ...kim, name: 'Kim Lee' })
      await disableStaff(store, kim.email)
      await enableStaff(store, kim.email)
      await resetStaffPassword(store, kim.email, 'bellbird saucepan meridian')
      expect((await staffLogin(app, kim)).res.status).toBe(401)
      expect((await staffLogin(app, { email: 'stranger@example.com', password: 'anything at all' })).res.status).toBe(
        401,
      )
      const res = await get(app, '/api/audit', me.cookie)
      const { entries } = (await res.json()) as AuditList
      const kimId = entries.find((e) => e.action === 'staff-add' && e.detail.staffName === 'Kim Lee')?.detail.staffId
      expect(kimId).toEqual(expect.any(String))
      const oldestFirst = entries.toReversed().map((e) => [e.actorName, e.action, e.detail])
      expect(oldestFirst).toEqual([
        ['Administrator', 'staff-add', { staffId: expect.any(String), staffName: 'Administrator', bootstrap: true }],
        ['Administrator', 'login', {}],
        ['npm run staff', 'staff-add', { staffId: kimId, staffName: 'Kim Lee' }],
        ['npm run staff', 'staff-disable', { staffId: kimId, staffName: 'Kim Lee' }],
        ['npm run staff', 'staff-enable', { staffId: kimId, staffName: 'Kim Lee' }],
        ['npm run staff', 'staff-reset', { staffId: kimId, staffName: 'Kim Lee' }],
        ['Kim Lee', 'login-failed', {}],
        ['Unknown account', 'login-failed', {}],
      ])
      expect(JSON.stringify(entries)).not.toMatch(/@/)
    })

    it('lets only an owner erase a person or export leads: the first account is one, later ones are not', async () => {
      const { app } = server()
      const owner = await staffLogin(app) // the first account
      const kim = { email: 'kim@bluegum.example', password: 'wattle kookaburra lantern' }
      await addStaff(store, { ...kim, name: 'Kim Lee' })
      const staff = await staffLogin(app, kim)
      const erase = { email: 'alex@example.com', confirm: 'alex@example.com' }
      const refused = [
        await app.request('http://localhost/api/privacy/erase', deskPost(staff, erase)),
        await get(app, '/api/submissions.csv', staff.cookie),
      ]
      for (const res of refused) {
        expect(res.status).toBe(403)
        expect((await res.json()).error).toBe('Only an owner of the desk can do this. Ask an owner to do it for you.')
      }
      expect((await get(app, '/api/submissions', staff.cookie)).status).toBe(200)
      expect((await get(app, '/api/submissions.csv', owner.cookie)).status).toBe(200)
      expect((await app.request('http://localhost/api/privacy/erase', deskPost(owner, erase))).status).toBe(200)
    })

    it('holds back a member of staff who reads the lead base page after page, never an owner, and never for pages seen', async () => {
      const { app } = server({ sessionTtlMs: 86_400_000, sessionIdleMs: 86_400_000 })
      const id = await submit(app, 'contact')
      const owner = await staffLogin(app)
      const kim = { email: 'kim@bluegum.example', password: 'wattle kookaburra lantern' }
      await addStaff(store, { ...kim, name: 'Kim Lee' })
      const staff = await staffLogin(app, kim)
      // Working leads reads the same page again and again: not counted twice.
      for (let i = 0; i < 3; i++) expect((await get(app, '/api/submissions', staff.cookie)).status).toBe(200)
      for (let i = 1; i < LIST_PAGES_AN_HOUR; i++)
        expect((await get(app, `/api/submissions?q=page${i}`, staff.cookie)).status, `page ${i}`).toBe(200)
      const held = await get(app, '/api/submissions?q=one-too-many', staff.cookie)
      expect(held.status).toBe(429)
      expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await held.json()).error).toMatch(/^You have read more leads in the last hour than working them takes/)
      expect((await get(app, '/api/submissions?q=page1', staff.cookie)).status).toBe(200)
      expect((await get(app, `/api/submissions/${id}`, staff.cookie)).status).toBe(200)
      // Leads opened count once with their replies; each download of a person's information counts as new.
      for (let i = 1; i < LEADS_OPENED_AN_HOUR; i++) {
        const res = await app.request(
          'http://localhost/api/privacy/export',
          deskPost(staff, { email: `person${i}@example.com` }),
        )
        expect(res.status, `export ${i}`).toBe(200)
      }
      expect((await get(app, `/api/submissions/${id}/replies`, staff.cookie)).status).toBe(200)
      const other = await submit(app, 'contact')
      expect((await get(app, `/api/submissions/${other}`, staff.cookie)).status).toBe(429)
      expect((await get(app, `/api/submissions/${other}/replies`, staff.cookie)).status).toBe(429)
      expect(
        (await app.request('http://localhost/api/privacy/export', deskPost(staff, { email: 'more@example.com' })))
          .status,
      ).toBe(429)
      // An owner may read all of it (they may export it anyway).
      for (let i = 0; i < LIST_PAGES_AN_HOUR + 2; i++)
        expect((await get(app, `/api/submissions?q=owner${i}`, owner.cookie)).status).toBe(200)
      // The owners see it in the audit log, once.
      const { rows } = await store.query(
        `SELECT actor_name, detail FROM audit_log WHERE action = 'read-limit' ORDER BY id`,
      )
      expect(rows).toEqual([
        { actor_name: 'Kim Lee', detail: { kind: 'list', limit: LIST_PAGES_AN_HOUR } },
        { actor_name: 'Kim Lee', detail: { kind: 'lead', limit: LEADS_OPENED_AN_HOUR } },
      ])
      // An hour later the desk reads again.
      clock.t += 60 * 60_000
      expect((await get(app, '/api/submissions?q=one-too-many', staff.cookie)).status).toBe(200)
    })

    it('ADMIN_PASSWORD opens only the first account', async () => {
      const { app } = server()
      expect((await staffLogin(app)).res.status).toBe(200)
      const second = await staffLogin(app, { email: 'someone@bluegum.example' })
      expect(second.res.status).toBe(401)
    })

    it('refuses a session idle too long, and one past its absolute lifetime', async () => {
      const { app } = server({ sessionIdleMs: 30 * 60_000, sessionTtlMs: 2 * 3_600_000 })
      const idle = await staffLogin(app)
      clock.t += 31 * 60_000
      expect((await get(app, '/api/submissions', idle.cookie)).status).toBe(401)
      expect(((await (await get(app, '/api/admin/session', idle.cookie)).json()) as SessionInfo).authenticated).toBe(
        false,
      )
      const busy = await staffLogin(app)
      for (let i = 0; i < 5; i++) {
        clock.t += 25 * 60_000 // used every 25 minutes: never idle
        expect((await get(app, '/api/submissions', busy.cookie)).status, `after ${(i + 1) * 25} min`).toBe(
          i < 4 ? 200 : 401, // 125 minutes > the 2-hour lifetime
        )
      }
    })

    it('logs out everywhere: every session of that user ends, other users stay in', async () => {
      const { app } = server()
      const laptop = await staffLogin(app)
      const phone = await staffLogin(app)
      await addStaff(store, { email: 'kim@bluegum.example', name: 'Kim Lee', password: 'wattle kookaburra lantern' })
      const kim = await staffLogin(app, { email: 'kim@bluegum.example', password: 'wattle kookaburra lantern' })
      const res = await app.request('http://localhost/api/admin/logout-everywhere', deskPost(laptop))
      expect(res.status).toBe(200)
      expect((await res.json()).sessionsEnded).toBe(2)
      expect((await get(app, '/api/submissions', laptop.cookie)).status).toBe(401)
      expect((await get(app, '/api/submissions', phone.cookie)).status).toBe(401)
      expect((await get(app, '/api/submissions', kim.cookie)).status).toBe(200)
    })
  })

  describe('workflow', () => {
    it('takes a lead, notes it, marks it contacted: each change in its history with who did it', async () => {
      const { app } = server()
      const id = await submit(app, 'contact')
      const me = await staffLogin(app)
      const staff = (await (await get(app, '/api/staff', me.cookie)).json()) as { staff: { id: string }[] }
      const myId = staff.staff[0]!.id
      expect((await change(app, me, id, 'owner', { owner: myId })).status).toBe(200)
      const note = await app.request(
        `http://localhost/api/submissions/${id}/notes`,
        deskPost(me, { text: 'Left a voicemail <b>Tuesday</b>' }),
      )
      expect(note.status).toBe(201)
      expect((await change(app, me, id, 'stage', { stage: 'contacted' })).status).toBe(200)
      const detail = (await (await get(app, `/api/submissions/${id}`, me.cookie)).json()) as SubmissionDetail
      expect(detail.stage).toBe('contacted')
      expect(detail.due).toBeNull() // the clock stops at the first contact
      expect(detail.owner?.id).toBe(myId)
      expect(detail.notes.map((n) => [n.body, n.authorName])).toEqual([
        ['Left a voicemail <b>Tuesday</b>', 'Administrator'],
      ])
      const actions = detail.history.map((h) => `${h.actorName}:${h.action}`)
      expect(actions).toEqual(
        expect.arrayContaining(['Administrator:owner', 'Administrator:note', 'Administrator:stage']),
      )
      expect(detail.history.find((h) => h.action === 'stage')?.detail).toEqual({
        from: 'new',
        to: 'contacted',
        version: 3,
      })
      // Only mine:
      const mine = (await (await get(app, '/api/submissions?owner=me', me.cookie)).json()) as SubmissionList
      expect(mine.submissions.map((s) => s.id)).toEqual([id])
      const nobody = (await (await get(app, '/api/submissions?owner=none', me.cookie)).json()) as SubmissionList
      expect(nobody.submissions).toEqual([])
    })

    it('records a view when the desk opens a lead, not when it reloads the lead after a save', async () => {
      const { app } = server()
      const id = await submit(app, 'contact')
      const me = await staffLogin(app)
      const views = async () =>
        ((await (await get(app, `/api/submissions/${id}`, me.cookie)).json()) as SubmissionDetail).history.filter(
          (h) => h.action === 'view',
        ).length
      expect((await get(app, `/api/submissions/${id}?view=1`, me.cookie)).status).toBe(200)
      expect((await change(app, me, id, 'stage', { stage: 'contacted' })).status).toBe(200)
      expect(await views()).toBe(1) // the reload after the save
      expect(await views()).toBe(1)
      await get(app, `/api/submissions/${id}?view=1`, me.cookie) // opened again
      expect(await views()).toBe(2)
      clock.t += 11 * 60_000 // a read long after anything else they did is a view
      expect(await views()).toBe(3)
    })

    it('names the old and the new owner in the history', async () => {
      const { app } = server()
      const id = await submit(app, 'contact')
      const me = await staffLogin(app)
      await addStaff(store, { email: 'kim@bluegum.example', name: 'Kim Lee', password: 'wattle kookaburra lantern' })
      const staff = (await (await get(app, '/api/staff', me.cookie)).json()) as {
        staff: { id: string; name: string }[]
      }
      const kimId = staff.staff.find((s) => s.name === 'Kim Lee')!.id
      expect((await change(app, me, id, 'owner', { owner: kimId })).status).toBe(200)
      expect((await change(app, me, id, 'owner', { owner: null })).status).toBe(200)
      const detail = (await (await get(app, `/api/submissions/${id}`, me.cookie)).json()) as SubmissionDetail
      const owners = detail.history.filter((h) => h.action === 'owner').map((h) => [h.detail.fromName, h.detail.toName])
      expect(owners).toEqual([
        ['Kim Lee', null],
        [null, 'Kim Lee'],
      ])
    })

    it('needs a reason for "not a fit", and archives only won or not-fit leads', async () => {
      const { app } = server()
      const id = await submit(app, 'signup-modal')
      const me = await staffLogin(app)
      const stage = (body: object) => change(app, me, id, 'stage', body)
      const noReason = await stage({ stage: 'not-fit' })
      expect(noReason.status).toBe(400)
      expect((await noReason.json()).error).toBe('Give the reason this lead is not a fit.')
      expect((await stage({ stage: 'archived' })).status).toBe(409)
      expect((await stage({ stage: 'bogus' })).status).toBe(400)
      expect((await stage({ stage: 'new' })).status).toBe(409) // already new
      expect((await stage({ stage: 'not-fit', reason: 'Not in NSW or VIC' })).status).toBe(200)
      expect((await stage({ stage: 'archived' })).status).toBe(200)
      // Archived leads leave the everyday list but can be asked for.
      expect(((await (await get(app, '/api/submissions', me.cookie)).json()) as SubmissionList).submissions).toEqual([])
      const archived = (await (await get(app, '/api/submissions?stage=archived', me.cookie)).json()) as SubmissionList
      expect(archived.submissions[0]).toMatchObject({ id, stage: 'archived', notFitReason: 'Not in NSW or VIC' })
      // The reason stays on the lead, not in the audit log.
      const { rows } = await store.query('SELECT detail::text AS d FROM audit_log')
      expect(rows.map((r) => r.d).join()).not.toContain('NSW')
    })

    it('undoes "not a fit", brings an archived lead back, and drops the reason once the lead leaves not-fit', async () => {
      const { app } = server()
      const id = await submit(app, 'contact')
      const me = await staffLogin(app)
      const stage = async (body: object) => {
        const res = await change(app, me, id, 'stage', body)
        return [res.status, ((await res.json()) as { error?: string }).error ?? 'ok']
      }
      const lead = async () => (await findLead(store, id))!
      expect(await stage({ stage: 'not-fit', reason: 'Outside Victoria' })).toEqual([200, 'ok'])
      expect(await stage({ stage: 'new' })).toEqual([200, 'ok']) // a mistake undone: its due clock runs on
      expect(await lead()).toMatchObject({ stage: 'new', notFitReason: null })
      expect(await stage({ stage: 'not-fit', reason: 'Outside Victoria' })).toEqual([200, 'ok'])
      expect(await stage({ stage: 'archived' })).toEqual([200, 'ok'])
      expect((await lead()).notFitReason).toBe('Outside Victoria') // archived as not a fit: still why
      expect(await stage({ stage: 'contacted' })).toEqual([200, 'ok'])
      expect(await lead()).toMatchObject({ stage: 'contacted', notFitReason: null, archivedAt: null })
      expect(await stage({ stage: 'won' })).toEqual([200, 'ok'])
      expect(await stage({ stage: 'new' })).toEqual([409, 'Only a lead marked not a fit can go back to New.'])
      expect(await stage({ stage: 'booked' })).toEqual([409, 'A lead that is won cannot be moved to booked.'])
      // The database holds a lead only in a stage of the list.
      await expect(store.query(`UPDATE leads SET stage = 'lost' WHERE id = $1`, [id])).rejects.toThrow()
    })

    it('keeps the due clock stopped for good once a lead was contacted: "not a fit" goes back to Contacted, not New', async () => {
      const { app } = server()
      const id = await submit(app, 'contact')
      const me = await staffLogin(app)
      const stage = async (body: object) => {
        const res = await change(app, me, id, 'stage', body)
        return [res.status, ((await res.json()) as { error?: string }).error ?? 'ok']
      }
      const detail = async () =>
        (await (await get(app, `/api/submissions/${id}`, me.cookie)).json()) as SubmissionDetail
      expect((await detail()).contactedBefore).toBe(false)
      expect(await stage({ stage: 'contacted' })).toEqual([200, 'ok'])
      expect(await stage({ stage: 'not-fit', reason: 'Outside Victoria' })).toEqual([200, 'ok'])
      expect(await detail()).toMatchObject({ stage: 'not-fit', due: null, contactedBefore: true })
      expect(await stage({ stage: 'new' })).toEqual([
        409,
        'This lead was contacted before, so its due clock has stopped for good: move it to Contacted instead.',
      ])
      expect(await detail()).toMatchObject({ stage: 'not-fit', due: null })
      expect(await stage({ stage: 'contacted' })).toEqual([200, 'ok'])
      // A reply marks a new lead contacted the same way.
      const replied = await submit(app, 'contact')
      const reply = await change(app, me, replied, 'reply', { subject: 'Hello', body: 'Hi', key: randomUUID() })
      expect(reply.status).toBe(201)
      expect((await change(app, me, replied, 'stage', { stage: 'not-fit', reason: 'No' })).status).toBe(200)
      expect((await change(app, me, replied, 'stage', { stage: 'new' })).status).toBe(409)
    })

    it('answers bad input with 4xx and a message, never 5xx', async () => {
      const { app } = server()
      const id = await submit(app, 'contact')
      const me = await staffLogin(app)
      const bad: [string, unknown][] = [
        [`/api/submissions/${id}/owner`, { owner: 'Kim', version: 1 }],
        [`/api/submissions/${id}/owner`, { owner: randomUUID(), version: 1 }],
        [`/api/submissions/${id}/owner`, { owner: null }], // no version
        [`/api/submissions/${id}/owner`, { owner: null, version: '1' }],
        [`/api/submissions/${id}/notes`, { text: '   ' }],
        [`/api/submissions/${id}/notes`, { text: 'x'.repeat(5001) }],
        [`/api/submissions/${id}/notes`, ['not an object']],
        [`/api/submissions/${id}/booking`, { slot: '9-10 AM', version: 1 }], // not a consultation request
        [`/api/submissions/${randomUUID()}/stage`, { stage: 'contacted', version: 1 }],
        ['/api/privacy/erase', { email: 'not an email' }],
        ['/api/privacy/erase', { email: 'a@example.com', confirm: 'b@example.com' }],
      ]
      for (const [url, body] of bad) {
        const res = await app.request(`http://localhost${url}`, deskPost(me, body))
        expect(res.status, url).toBeGreaterThanOrEqual(400)
        expect(res.status, url).toBeLessThan(500)
        expect(typeof (await res.json()).error).toBe('string')
      }
      for (const query of [
        'form=x',
        'stage=x',
        'owner=x',
        'from=2026-02-30',
        'to=tomorrow',
        'cursor=abc',
        `q=${'x'.repeat(101)}`,
        // The year 1 starts in the year 0 in UTC, which PostgreSQL has not: once a 500.
        'from=0001-01-01',
        'to=0000-01-01',
        // A page key beyond a bigint: once a 500 from the database.
        `cursor=${Buffer.from(`9999999999999999999.${id}`).toString('base64url')}`,
        `cursor=${Buffer.from(`-9999999999999999999.${id}`).toString('base64url')}`,
      ]) {
        const res = await get(app, `/api/submissions?${query}`, me.cookie)
        expect(res.status, query).toBe(400)
      }
      // A filter given twice (?form=a&form=b) reaches the schema as an array.
      for (const query of ['form=contact&form=scheduling', 'q=a&q=b', 'cursor=a&cursor=b']) {
        const res = await get(app, `/api/submissions?${query}`, me.cookie)
        expect(res.status, query).toBe(400)
        expect((await res.json()).error, query).toBe('Give each filter once: this address repeats one.')
      }
      const twice = await get(app, '/api/audit?cursor=1&cursor=2', me.cookie)
      expect(await twice.json()).toEqual({ error: 'The page cursor is not valid.' })
      const csv = await get(app, '/api/submissions.csv?from=0001-01-01', me.cookie)
      expect(csv.status).toBe(400)
      expect((await csv.json()).error).toBe('Enter the "from" date as a real date, YYYY-MM-DD.')
      for (const cursor of ['abc', '-1', '9223372036854775808', '9999999999999999999']) {
        const res = await get(app, `/api/audit?cursor=${cursor}`, me.cookie)
        expect(res.status, cursor).toBe(400)
        expect((await res.json()).error).toBe('The page cursor is not valid.')
      }
    })

    it('refuses NUL, control and broken characters in notes, reasons and searches with 400 and why', async () => {
      const { app } = server()
      const id = await submit(app, 'contact')
      const me = await staffLogin(app)
      const bad: [string, unknown][] = [
        [`/api/submissions/${id}/notes`, { text: 'Called\u0000 back' }],
        [`/api/submissions/${id}/notes`, { text: 'Called \u0085back' }],
        [`/api/submissions/${id}/notes`, { text: 'Called \ud83e back' }],
        [`/api/submissions/${id}/stage`, { stage: 'not-fit', reason: 'No\u0000 budget', version: 1 }],
        [`/api/submissions/${id}/stage`, { stage: 'not-fit', reason: 'No \u009b budget', version: 1 }],
      ]
      for (const [url, body] of bad) {
        const res = await app.request(`http://localhost${url}`, deskPost(me, body))
        expect(res.status, JSON.stringify(body)).toBe(400)
        expect((await res.json()).error).toMatch(/Remove the (hidden control|broken) character/)
      }
      for (const q of ['%00', 'alex%00', 'alex%C2%85', 'alex%E2%80%AE']) {
        for (const path of ['/api/submissions', '/api/submissions.csv']) {
          const res = await get(app, `${path}?q=${q}`, me.cookie)
          expect(res.status, `${path}?q=${q}`).toBe(400)
          expect((await res.json()).error).toMatch(/Remove the/)
        }
      }
      expect((await findLead(store, id))?.stage).toBe('new')
    })

    it('refuses a change sent from another site, JSON or form, with a 403 that says why', async () => {
      const { app } = server()
      const id = await submit(app, 'contact')
      const me = await staffLogin(app)
      const url = `http://localhost/api/submissions/${id}/notes`
      const json = await app.request(url, deskPost(me, { text: 'Called' }, { origin: 'https://evil.example' }))
      expect(json.status).toBe(403)
      expect((await json.json()).error).toMatch(/another site/)
      const form = await app.request(url, {
        method: 'POST',
        headers: {
          cookie: me.cookie,
          'x-csrf-token': me.csrf,
          'content-type': 'text/plain',
          origin: 'https://evil.example',
        },
        body: 'text=Called',
      })
      expect(form.status).toBe(403)
      expect((await form.json()).error).toMatch(/another site/)
      const fetched = await app.request(url, deskPost(me, { text: 'Called' }, { 'sec-fetch-site': 'cross-site' }))
      expect(fetched.status).toBe(403)
      expect((await get(app, `/api/submissions/${id}`, me.cookie)).status).toBe(200)
      const same = await app.request(url, deskPost(me, { text: 'Called' }, { origin: 'http://localhost' }))
      expect(same.status).toBe(201)
    })
  })

  describe('lost updates', () => {
    it('refuses a change based on an old version with 409, what changed, who changed it and the lead as it is', async () => {
      const { app } = server()
      const id = await submit(app, 'contact')
      const me = await staffLogin(app)
      await addStaff(store, { email: 'kim@bluegum.example', name: 'Kim Lee', password: 'wattle kookaburra lantern' })
      const kim = await staffLogin(app, { email: 'kim@bluegum.example', password: 'wattle kookaburra lantern' })
      const staff = (await (await get(app, '/api/staff', me.cookie)).json()) as {
        staff: { id: string; name: string }[]
      }
      const kimId = staff.staff.find((s) => s.name === 'Kim Lee')!.id
      const myId = staff.staff.find((s) => s.name === 'Administrator')!.id
      // Both open the lead at version 1.
      const opened = (await (await get(app, `/api/submissions/${id}`, me.cookie)).json()) as SubmissionDetail
      expect(opened.version).toBe(1)
      const url = `http://localhost/api/submissions/${id}/owner`
      const kimTakes = await app.request(url, deskPost(kim, { owner: kimId, version: 1 }))
      expect(kimTakes.status).toBe(200)
      expect(await kimTakes.json()).toEqual({ id, owner: kimId, version: 2 })
      // My unrefreshed page saves me as owner: refused, and Kim stays the owner.
      const mine = await app.request(url, deskPost(me, { owner: myId, version: 1 }))
      expect(mine.status).toBe(409)
      const stale = (await mine.json()) as StaleChange
      expect(stale.error).toBe(
        'This lead changed after you opened it: Kim Lee gave it to Kim Lee. It now shows as it is: make your change again if it is still needed.',
      )
      expect(stale.lead).toMatchObject({ id, version: 2, owner: { id: kimId, name: 'Kim Lee' } })
      expect((await findLead(store, id))?.ownerId).toBe(kimId)
      // The same for a stage change, and a note does not move the version.
      await app.request(`http://localhost/api/submissions/${id}/notes`, deskPost(me, { text: 'Rang, no answer' }))
      const staleStage = await app.request(
        `http://localhost/api/submissions/${id}/stage`,
        deskPost(kim, { stage: 'contacted', version: 1 }),
      )
      expect(staleStage.status).toBe(409)
      expect(((await staleStage.json()) as StaleChange).error).toMatch(/: You gave it to Kim Lee\./)
      const fresh = await app.request(
        `http://localhost/api/submissions/${id}/stage`,
        deskPost(kim, { stage: 'contacted', version: 2 }),
      )
      expect(await fresh.json()).toEqual({ id, stage: 'contacted', previous: 'new', version: 3 })
    })

    it('refuses a change that does not say which version it was based on', async () => {
      const { app } = server()
      const id = await submit(app, 'scheduling')
      const me = await staffLogin(app)
      for (const [what, body] of [
        ['stage', { stage: 'contacted' }],
        ['owner', { owner: null }],
        ['booking', { slot: '9-10 AM', consultationType: 'video' }],
        ['booking/cancel', {}],
        ['stage', { stage: 'contacted', version: 1.5 }],
        // Beyond a database integer: once a 500 from the comparison in SQL.
        ['stage', { stage: 'contacted', version: 2 ** 31 }],
        ['owner', { owner: null, version: Number.MAX_SAFE_INTEGER }],
        ['follow-up', { date: null, version: 2 ** 31 }],
        ['reply', { subject: 'Hello', body: 'Thanks', key: randomUUID(), version: 2 ** 31 }],
      ] as const) {
        const res = await app.request(`http://localhost/api/submissions/${id}/${what}`, deskPost(me, body))
        expect(res.status, what).toBe(400)
        expect((await res.json()).error).toBe(
          'This change did not say which version of the lead it was based on. Reload the lead and try again.',
        )
      }
      expect(await findLead(store, id)).toMatchObject({ stage: 'new', version: 1 })
    })

    it('lets one of two confirmations of one booking through: the visitor gets one invitation', async () => {
      const { app, outbox, config } = server()
      const id = await submit(app, 'scheduling')
      const me = await staffLogin(app)
      await addStaff(store, { email: 'kim@bluegum.example', name: 'Kim Lee', password: 'wattle kookaburra lantern' })
      const kim = await staffLogin(app, { email: 'kim@bluegum.example', password: 'wattle kookaburra lantern' })
      const url = `http://localhost/api/submissions/${id}/booking`
      const answers = await Promise.all([
        app.request(url, deskPost(me, { slot: '9-10 AM', consultationType: 'video', version: 1 })),
        app.request(url, deskPost(kim, { slot: '2-3 PM', consultationType: 'phone', version: 1 })),
      ])
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409])
      const won = answers.find((r) => r.status === 201)!
      expect(((await won.json()) as { version: number }).version).toBe(2)
      const lost = (await answers.find((r) => r.status === 409)!.json()) as StaleChange
      expect(lost.error).toMatch(/moved it to Booked and confirmed the consultation\./)
      expect(lost.lead.booking?.status).toBe('confirmed')
      await outbox.drain()
      const dir = path.join(config.dataDir, 'outbox')
      // Not the lead's own mail, nor the visitor's acknowledgement of their request (issue 27).
      const invitations = readdirSync(dir).filter(
        (f) =>
          f.endsWith('.eml') &&
          f !== `${id}.eml` &&
          !readFileSync(path.join(dir, f), 'utf8').includes('Auto-Submitted: auto-replied'),
      )
      expect(invitations).toHaveLength(2) // the visitor's and the staff copy, of one booking
      const { rows } = await store.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'booking'`)
      expect(Number(rows[0]?.n)).toBe(1)
    })
  })

  describe('notes sent twice', () => {
    it('stores a note once per key, however close together the repeats come', async () => {
      const { app } = server()
      const id = await submit(app, 'contact')
      const other = await submit(app, 'contact')
      const me = await staffLogin(app)
      const note = (lead: string, body: object) =>
        app.request(`http://localhost/api/submissions/${lead}/notes`, deskPost(me, body))
      const key = randomUUID()
      // A double click: both at once.
      const [a, b] = await Promise.all([
        note(id, { text: 'Rang, left a message', key }),
        note(id, { text: 'Rang, left a message', key }),
      ])
      expect([a.status, b.status].sort()).toEqual([200, 201])
      const first = (await a.json()) as { id: string }
      expect(await b.json()).toEqual(first)
      // A retry later gives the same note, and the key is free on another lead.
      const retry = await note(id, { text: 'Rang, left a message', key })
      expect([retry.status, await retry.json()]).toEqual([200, first])
      expect((await note(other, { text: 'Rang, left a message', key })).status).toBe(201)
      const detail = (await (await get(app, `/api/submissions/${id}`, me.cookie)).json()) as SubmissionDetail
      expect(detail.notes.map((n) => [n.id, n.body])).toEqual([[first.id, 'Rang, left a message']])
      expect(detail.history.filter((h) => h.action === 'note')).toHaveLength(1)
      // The same key with other words: the first words were added (an answer lost on the way, then an edit),
      // and the desk is told so, to show them and send the new words under a new key.
      const clash = await note(id, { text: 'Something else', key })
      expect(clash.status).toBe(409)
      expect(await clash.json()).toEqual({
        error:
          'Your note was already added as you first wrote it: it is under Notes. What you changed after was not added.',
        keyTaken: true,
      })
      expect((await note(id, { text: 'Rang', key: 'not-a-uuid' })).status).toBe(400)
    })

    it('answers a note added while its lead is being erased with 404, not 500, and keeps no trace of it', async () => {
      const { app } = server()
      const id = await submit(app, 'contact')
      const me = await staffLogin(app)
      // The owner's erasure holds the lead deleted, not yet committed, while the note arrives (PostgreSQL
      // runs them side by side; PGlite one after the other, where the note meets the lead already gone).
      const notes: (Response | Promise<Response>)[] = []
      await store.transaction(async (tx) => {
        await tx.query('DELETE FROM leads WHERE id = $1', [id])
        // With a key (the desk) and without (older desks): two ways through the insert.
        for (const key of [randomUUID(), undefined])
          notes.push(app.request(`http://localhost/api/submissions/${id}/notes`, deskPost(me, { text: 'Rang', key })))
        await sleep(400)
      })
      for (const res of await Promise.all(notes))
        expect([res.status, await res.json()]).toEqual([404, { error: 'There is no submission with that id.' }])
      const { rows } = await store.query('SELECT count(*)::int AS n FROM lead_notes WHERE lead_id = $1', [id])
      expect(Number(rows[0]?.n)).toBe(0)
    })

    it('still adds a note for each post without a key (older desks)', async () => {
      const { app } = server()
      const id = await submit(app, 'contact')
      const me = await staffLogin(app)
      for (let i = 0; i < 2; i++)
        expect(
          (await app.request(`http://localhost/api/submissions/${id}/notes`, deskPost(me, { text: 'Rang' }))).status,
        ).toBe(201)
      const { rows } = await store.query('SELECT count(*)::int AS n FROM lead_notes WHERE lead_id = $1', [id])
      expect(Number(rows[0]?.n)).toBe(2)
    })
  })

  describe('find and page', () => {
    it('searches name, email, phone and organisation; filters by form and dates; pages by keyset', async () => {
      const { app } = server()
      await submit(app, 'contact', {
        ...sampleData('contact'),
        name: 'Priya Raman',
        email: 'priya@raman.example',
        phone: '0491 570 110',
        organisation: 'Wattle Care',
      })
      for (let i = 0; i < 60; i++)
        await insertLead(store, {
          id: randomUUID(),
          form: 'signup-modal',
          data: { ...sampleData('signup-modal'), firstName: `Person${i}`, lastName: 'Smith' },
          subject: 's',
          receivedAt: new Date(Date.UTC(2026, 0, 5) + i * 3_600_000),
          clientAddress: null,
        })
      const me = await staffLogin(app)
      const list = async (query: string) =>
        (await (await get(app, `/api/submissions?${query}`, me.cookie)).json()) as SubmissionList
      for (const q of ['priya', 'RAMAN.EXAMPLE', '0491570110', '0491 570 110', 'wattle care'])
        expect(
          (await list(`q=${encodeURIComponent(q)}`)).submissions.map((s) => s.name),
          q,
        ).toEqual(['Priya Raman'])
      expect((await list('q=%25')).submissions).toEqual([]) // LIKE wildcards are literal
      expect((await list('form=contact')).submissions).toHaveLength(1)
      expect((await list('from=2026-01-05&to=2026-01-05')).submissions).toHaveLength(13) // 00:00-12:00 UTC is 5 Jan in Melbourne
      // Pages of 50, each lead once, in the desk's order.
      const first = await list('form=signup-modal')
      expect(first.submissions).toHaveLength(50)
      expect(first.nextCursor).toBeTruthy()
      const second = await list(`form=signup-modal&cursor=${first.nextCursor}`)
      expect(second.submissions).toHaveLength(10)
      expect(second.nextCursor).toBeNull()
      const ids = [...first.submissions, ...second.submissions].map((s) => s.id)
      expect(new Set(ids).size).toBe(60)
      const dueTimes = [...first.submissions, ...second.submissions].map((s) => s.due?.dueAt ?? '')
      expect(dueTimes).toEqual([...dueTimes].sort())
      // Overdue ones come before the fresh enquiry, which is due later.
      const all = await list('')
      expect(all.submissions[0]?.due?.supportMinutesLeft).toBeLessThan(0)
    })

    it('finds a phone number written in the national or the international form, either way round', async () => {
      const { app } = server()
      await submit(app, 'contact', { ...sampleData('contact'), name: 'Local Form', phone: '0491 570 156' })
      await submit(app, 'contact', { ...sampleData('contact'), name: 'Plus Form', phone: '+61 491 570 199' })
      const me = await staffLogin(app)
      const names = async (q: string) =>
        (
          (await (await get(app, `/api/submissions?q=${encodeURIComponent(q)}`, me.cookie)).json()) as SubmissionList
        ).submissions.map((s) => s.name)
      expect(await names('+61 491 570 156')).toEqual(['Local Form'])
      expect(await names('0061 491 570 156')).toEqual(['Local Form'])
      expect(await names('0491 570 199')).toEqual(['Plus Form'])
      expect(await names('0491570199')).toEqual(['Plus Form'])
      expect(await names('+61491570199')).toEqual(['Plus Form'])
    })

    it('exports the filtered set with each lead’s status, reason and owner', async () => {
      const { app } = server()
      const taken = await submit(app, 'contact', { ...sampleData('contact'), name: 'Taken Lead' })
      const declined = await submit(app, 'contact', { ...sampleData('contact'), name: 'Declined Lead' })
      await submit(app, 'scheduling')
      const me = await staffLogin(app)
      const staff = (await (await get(app, '/api/staff', me.cookie)).json()) as {
        staff: { id: string; name: string }[]
      }
      const mine = staff.staff[0]!
      const post = (id: string, what: string, body: object) => change(app, me, id, what, body)
      expect((await post(taken, 'owner', { owner: mine.id })).status).toBe(200)
      expect((await post(taken, 'stage', { stage: 'contacted' })).status).toBe(200)
      expect((await post(declined, 'stage', { stage: 'not-fit', reason: 'Outside Victoria' })).status).toBe(200)

      const csv = await (await get(app, '/api/submissions.csv?form=contact', me.cookie)).text()
      const rows = csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
      expect(rows[0]).toMatch(/^Lead id,Form,Received \(UTC\),Delivery,Attempts,Status,Not a fit because,Owner,Name,/)
      expect(rows).toHaveLength(3) // the header and the two enquiries: the booking request is filtered out
      const row = (name: string) =>
        rows
          .find((r) => r.includes(name))
          ?.split(',')
          .slice(5, 9)
      expect(row('Taken Lead')).toEqual(['Contacted', '', mine.name, 'Taken Lead'])
      expect(row('Declined Lead')).toEqual(['Not a fit', 'Outside Victoria', '', 'Declined Lead'])
    })
  })

  describe('booking confirmation', () => {
    it('emails the prospect and staff an invitation in the prospect’s zone; reschedule and cancel update it', async () => {
      const { app, outbox, config } = server()
      const data: Record<string, unknown> = {
        ...sampleData('scheduling'),
        name: 'Jo Bloggs',
        email: 'jo@bloggs.example',
        timezone: 'AWST',
      }
      const id = await submit(app, 'scheduling', data)
      const me = await staffLogin(app)
      const book = (body: object) => change(app, me, id, 'booking', body)
      const notPreferred = await book({ slot: '11 AM-12 PM', consultationType: 'video' })
      expect(notPreferred.status).toBe(400)
      expect((await notPreferred.json()).error).toBe("Choose one of the visitor's preferred time slots.")
      expect((await book({ slot: '2-3 PM', consultationType: 'video' })).status).toBe(201)
      expect((await findLead(store, id))?.stage).toBe('booked')
      await outbox.drain()
      await outbox.drain() // exactly once: a second pass sends nothing again
      const outboxDir = path.join(config.dataDir, 'outbox')
      const invitations = () =>
        readdirSync(outboxDir)
          .filter((f) => f.endsWith('.eml') && !f.startsWith(id))
          .map((f) => parseMail(readFileSync(path.join(outboxDir, f), 'utf8')))
          .filter((m) => !m.headers.has('auto-submitted')) // the visitor's acknowledgement (issue 27)
      const first = invitations()
      expect(first).toHaveLength(2) // the prospect's and the staff copy
      const toProspect = first.find((m) => m.headers.get('to')?.includes('jo@bloggs.example'))!
      expect(toProspect.subject).toMatch(/^Your consultation is booked: /)
      // How they meet, said once: not "Video call. Video call: …".
      expect(toProspect.text).toContain('\nVideo call: we will email you the link before the meeting.\n')
      expect(toProspect.text).not.toMatch(/Video call\. Video call/)
      expect(first.find((m) => m.headers.get('to')?.includes('leads@bluegum.example'))?.calendar).toBe(
        toProspect.calendar,
      )
      const event = parseEvent(toProspect.calendar)
      expect(event.method).toBe('REQUEST')
      expect(event.sequence).toBe(0)
      expect(event.tzid).toBe('Australia/Perth')
      expect(event.local).toBe(`${String(data.preferredDate)}T14:00:00`)
      // 2 PM in Perth is 06:00 UTC (AWST, UTC+8, no daylight saving).
      expect(event.utc).toBe(`${String(data.preferredDate)}T06:00:00.000Z`)
      expect(event.attendees).toEqual(['mailto:jo@bloggs.example'])
      // The organiser is the team mailbox staff read (LEADS_TO), not the sending address (issue 24).
      expect(event.organizer).toBe('mailto:leads@bluegum.example')
      expect(toProspect.calendar).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r?$/m)

      // Reschedule: same UID, SEQUENCE 1, still REQUEST.
      expect((await book({ slot: '9-10 AM', consultationType: 'phone' })).status).toBe(200)
      await outbox.drain()
      const moved = invitations().filter((m) => m.subject.startsWith('Your consultation has moved'))
      expect(moved).toHaveLength(1)
      expect(moved[0]?.text).toContain('\nPhone call. We will call you on ')
      const second = parseEvent(moved[0]!.calendar)
      expect([second.uid, second.sequence, second.method, second.local]).toEqual([
        event.uid,
        1,
        'REQUEST',
        `${String(data.preferredDate)}T09:00:00`,
      ])
      // Cancel: same UID, SEQUENCE 2, METHOD:CANCEL, STATUS:CANCELLED; the lead goes back to contacted.
      expect((await change(app, me, id, 'booking/cancel')).status).toBe(200)
      await outbox.drain()
      const cancelled = invitations().filter((m) => m.subject.startsWith('Your consultation is cancelled'))
      const third = parseEvent(cancelled[0]!.calendar)
      expect([third.uid, third.sequence, third.method, third.status]).toEqual([event.uid, 2, 'CANCEL', 'CANCELLED'])
      expect((await findLead(store, id))?.stage).toBe('contacted')
      expect(invitations()).toHaveLength(6)
      // Nothing the visitor typed is unescaped in the HTML.
      expect(toProspect.html).not.toMatch(/<script/i)
    })

    it('reads "AEST" as UTC+10 all year, as its label says, in summer too (issue 25)', async () => {
      const { app, outbox, config } = server()
      const date = '2027-01-14' // summer: Sydney and Melbourne are on AEDT, UTC+11; AEST stays UTC+10
      clock.t = Date.UTC(2026, 11, 20)
      const id = randomUUID()
      await insertLead(store, {
        id,
        form: 'scheduling',
        data: { ...sampleData('scheduling'), preferredDate: date, timezone: 'AEST', name: 'Jo "JB" Bloggs' },
        subject: 's',
        receivedAt: new Date(clock.t),
        clientAddress: null,
      })
      const me = await staffLogin(app)
      const res = await change(app, me, id, 'booking', { slot: '9-10 AM', consultationType: 'video' })
      expect(res.status).toBe(201)
      expect((await res.json()).booking.startsAt).toBe('2027-01-13T23:00:00.000Z')
      await outbox.drain()
      const dir = path.join(config.dataDir, 'outbox')
      const invitation = readdirSync(dir).find((f) => f.endsWith('.eml') && f !== `${id}.eml`)!
      const mail = parseMail(readFileSync(path.join(dir, invitation), 'utf8'))
      expect(parseEvent(mail.calendar)).toMatchObject({
        tzid: 'Australia/Brisbane',
        local: `${date}T09:00:00`,
        utc: '2027-01-13T23:00:00.000Z',
      })
      expect(mail.subject).toContain('9-9:30 AM Australian Eastern Standard Time (AEST), UTC+10')
      expect(mail.subject).not.toMatch(/GMT\+11|AEDT/)
      // A name with double quotes still gives a valid CN parameter (issue 24): none inside its quotes.
      const cn = /ATTENDEE;[^\r\n]*?CN=("[^"]*"|[^;:]*)[;:]/.exec(mail.calendar.replace(/\r?\n[ \t]/g, ''))
      expect(cn?.[1]).toBe('"Jo ”JB” Bloggs"')
    })

    it('refuses to reschedule to a weekend, a public holiday, a past date or beyond two years, with a 400 that says why (issue 24)', async () => {
      const { app, outbox } = server()
      clock.t = Date.parse('2026-11-25T12:48:00Z') // Wednesday 25 November 2026, 10:48 PM AEST
      const id = randomUUID()
      await insertLead(store, {
        id,
        form: 'scheduling',
        data: { ...sampleData('scheduling'), preferredDate: '2026-11-30', timezone: 'AEST' },
        subject: 's',
        receivedAt: new Date(clock.t),
        clientAddress: null,
      })
      const me = await staffLogin(app)
      const book = (body: Record<string, unknown>) => change(app, me, id, 'booking', body)
      expect((await book({ slot: '9-10 AM', consultationType: 'video' })).status).toBe(201)
      const refusals: [string, RegExp][] = [
        ['2026-11-28', /Saturdays or Sundays/], // Saturday
        ['2026-11-29', /Saturdays or Sundays/], // Sunday
        ['2026-12-25', /public holiday/], // Christmas Day
        ['2028-11-07', /public holiday/], // Melbourne Cup 2028
        ['2026-11-24', /has not passed/],
        ['2028-11-27', /within the next 2 years/],
      ]
      for (const [date, message] of refusals) {
        const res = await book({ slot: '10-11 AM', date, consultationType: 'video' })
        expect(res.status, date).toBe(400)
        expect((await res.json()).error, date).toMatch(message)
      }
      expect((await book({ slot: '10-11 AM', date: '2026-12-01', consultationType: 'video' })).status).toBe(200)
      await outbox.drain()
    })
  })

  describe('privacy', () => {
    it('exports everything about one email, then erases it: the audit record stays without the personal data', async () => {
      const { app, outbox, config } = server()
      const data: Record<string, unknown> = {
        ...sampleData('scheduling'),
        name: 'Erin Erasure',
        email: 'erin@erase.example',
      }
      const id = await submit(app, 'scheduling', data)
      const other = await submit(app, 'contact')
      const me = await staffLogin(app)
      await app.request(`http://localhost/api/submissions/${id}/notes`, deskPost(me, { text: 'Erin prefers mornings' }))
      await change(app, me, id, 'booking', { slot: '9-10 AM', consultationType: 'video' })
      await outbox.drain()
      const dir = path.join(config.dataDir, 'outbox')
      expect(readdirSync(dir).filter((f) => f.endsWith('.eml'))).toHaveLength(5) // 2 leads, the booking's acknowledgement, 2 invitations

      // The address goes in the body with the CSRF token, never in the address (decision 315).
      const byLink = await get(app, '/api/privacy/export?email=ERIN%40erase.example', me.cookie)
      expect(byLink.status).toBe(405)
      expect((await byLink.json()).error).toMatch(/in the body of a POST/)
      const noToken = await app.request(
        'http://localhost/api/privacy/export',
        jsonPost({ email: 'erin@erase.example' }, { cookie: me.cookie }),
      )
      expect(noToken.status).toBe(403)
      const exported = await app.request(
        'http://localhost/api/privacy/export',
        deskPost(me, { email: 'ERIN@erase.example' }),
      )
      expect(exported.status).toBe(200)
      expect(exported.headers.get('content-disposition')).toMatch(/attachment/)
      const body = await exported.json()
      expect(body.leads).toHaveLength(1)
      expect(body.leads[0].data.name).toBe('Erin Erasure')
      expect(body.notes[0].body).toBe('Erin prefers mornings')
      expect(body.bookings).toHaveLength(1)

      const erase = await app.request(
        'http://localhost/api/privacy/erase',
        deskPost(me, { email: 'erin@erase.example', confirm: 'Erin@Erase.example' }),
      )
      expect(erase.status).toBe(200)
      expect(await erase.json()).toEqual({ leadsErased: 1 })
      expect(await findLead(store, id)).toBeNull()
      expect(await findLead(store, other)).not.toBeNull()
      // Its mail files are gone too; the other lead's stays.
      expect(readdirSync(dir).filter((f) => f.endsWith('.eml'))).toEqual([`${other}.eml`])
      for (const table of ['lead_notes', 'bookings', 'mail_queue']) {
        const { rows } = await store.query(`SELECT count(*)::int AS n FROM ${table}`)
        expect(Number(rows[0]?.n), table).toBe(0)
      }
      // The audit log says an erasure happened, by whom, to which lead id, and holds nothing of Erin's.
      const audit = (await (await get(app, '/api/audit', me.cookie)).json()) as AuditList
      expect(audit.entries[0]).toMatchObject({ action: 'erase', leadId: id, actorName: 'Administrator' })
      expect(audit.entries.find((e) => e.action === 'privacy-export')).toMatchObject({ actorName: 'Administrator' })
      const everything = JSON.stringify((await store.query('SELECT * FROM audit_log')).rows)
      for (const personal of ['Erin', 'erase.example', 'mornings', data.phone as string])
        expect(everything).not.toContain(personal)
    })

    it('purges archived leads past the retention period, and only those', async () => {
      const { app, config } = server()
      const me = await staffLogin(app)
      const old = await submit(app, 'contact')
      const recent = await submit(app, 'contact')
      const open = await submit(app, 'contact')
      for (const id of [old, recent]) {
        await change(app, me, id, 'stage', { stage: 'won' })
        await change(app, me, id, 'stage', { stage: 'archived' })
      }
      await store.query(`UPDATE leads SET archived_at = now() - interval '731 days' WHERE id = $1`, [old])
      await store.query(`UPDATE leads SET archived_at = now() - interval '729 days' WHERE id = $1`, [recent])
      await store.query(`UPDATE leads SET received_at = now() - interval '5 years' WHERE id = $1`, [open])
      const housekeeping = createHousekeeping({
        store,
        retentionDays: config.purgeArchivedAfterDays,
        logger: silentLogger,
      })
      expect(await housekeeping.run()).toBe(1)
      expect(await findLead(store, old)).toBeNull()
      expect(await findLead(store, recent)).not.toBeNull()
      expect(await findLead(store, open)).not.toBeNull()
      expect(await housekeeping.run()).toBe(0)
      const { rows } = await store.query(`SELECT detail FROM audit_log WHERE action = 'purge'`)
      expect(rows.map((r) => r.detail)).toEqual([{ leads: 1, retentionDays: 730 }])
    })

    it('forgets reminder claims once their reminders can no longer be due (after a week)', async () => {
      const { config } = server()
      const keys: string[] = []
      const claim = (key: string, daysAgo: number) => {
        keys.push(key)
        return store.query(
          `INSERT INTO reminder_claims (key, claimed_at) VALUES ($1, now() - $2::int * interval '1 day')`,
          [key, daysAgo],
        )
      }
      await claim(`arrival:${randomUUID()}`, 8)
      await claim('digest:2026-01-05', 30)
      await claim(`due-soon:${randomUUID()}:1`, 6)
      await claim('digest:2026-11-27', 0)
      await createHousekeeping({ store, retentionDays: config.purgeArchivedAfterDays, logger: silentLogger }).run()
      // Only this test's claims: in support hours the earlier tests' leads have arrival reminders claimed today.
      const { rows } = await store.query('SELECT key FROM reminder_claims WHERE key = ANY($1) ORDER BY claimed_at', [
        keys,
      ])
      expect(rows.map((r) => String(r.key).split(':')[0])).toEqual(['due-soon', 'digest'])
    })
  })
}

/** The event of an invitation, as a calendar program reads it (ical.js). */
function parseEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  const zone = calendar.getFirstSubcomponent('vtimezone')
  if (zone) ICAL.TimezoneService.register(zone)
  const vevent = calendar.getFirstSubcomponent('vevent')!
  const event = new ICAL.Event(vevent)
  const start = vevent.getFirstProperty('dtstart')!
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue('status')),
    tzid: String(start.getParameter('tzid')),
    local: event.startDate.toString(),
    utc: event.startDate.toJSDate().toISOString(),
    attendees: event.attendees.map((a) => String(a.getFirstValue()).replace(/^MAILTO:/i, 'mailto:')),
    organizer: String(vevent.getFirstPropertyValue('organizer')).replace(/^MAILTO:/i, 'mailto:'),
  }
}

describe('the desk on PGlite', () => {
  deskSuite(() => openTestStore())
})

const databaseUrl = process.env.DATABASE_URL
describe.skipIf(!databaseUrl)('the desk on PostgreSQL (DATABASE_URL)', () => {
  const schema = `desk_${randomUUID().replace(/-/g, '').slice(0, 12)}`
  deskSuite(() => createStore({ databaseUrl, dataDir: '', schema }))
  afterAll(async () => {
    const admin = await createStore({ databaseUrl, dataDir: '', schema })
    await admin.query(`DROP SCHEMA ${schema} CASCADE`)
    await admin.close()
  })
})
