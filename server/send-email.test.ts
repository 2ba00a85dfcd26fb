// @vitest-environment node
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { todayInZone } from '../src/forms/booking-zones'
import { BROKEN_CHARACTER_MESSAGE } from '../src/forms/fields'
import { leadKindNames } from '../src/forms/lead-kinds'
import { createApp } from './app'
import { countLeads, findLead } from './leads'
import { silentLogger } from './logger'
import type { LeadStore } from './store'
import {
  createTestServer,
  jsonPost,
  leadRequest,
  openTestStore,
  parseMail,
  sampleData,
  startSmtpPeer,
  testConfig,
} from './test-support'

let store: LeadStore
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>

beforeAll(async () => {
  store = await openTestStore()
  smtp = await startSmtpPeer()
})
afterAll(async () => {
  await smtp.stop()
  await store.close()
})
beforeEach(async () => {
  await store.query('DELETE FROM leads')
  smtp.received.length = 0
})

const post = (app: ReturnType<typeof createTestServer>['app'], body: unknown, headers?: Record<string, string>) =>
  app.request('/api/send-email', jsonPost(body, headers))

describe('POST /api/send-email: accepted leads', () => {
  it.each(leadKindNames)('stores a valid %s lead and answers 201 { id, status: "stored" }', async (kind) => {
    const { app } = createTestServer(store, testConfig())
    const body = leadRequest(kind)
    const res = await post(app, body)
    expect(res.status).toBe(201)
    // `replyBy` too, when the clock says it is a Friday evening or a weekend in Australia (decision 152).
    expect(await res.json()).toMatchObject({ id: body.id, status: 'stored' })
    const lead = await findLead(store, body.id)
    expect(lead?.form).toBe(kind)
    expect(lead?.status).toBe('pending')
  })

  it("keeps the sender's address only as a keyed hash: the same for one address, none when it is unknown", async () => {
    const { app } = createTestServer(store, testConfig())
    const from = async (address: string | null) => {
      const body = leadRequest('contact')
      const init = jsonPost(body)
      if (address === null) init.headers = { 'content-type': 'application/json' }
      else init.headers = { 'content-type': 'application/json', 'x-forwarded-for': address }
      expect((await app.request('/api/send-email', init)).status).toBe(201)
      const { rows } = await store.query<{ client_address: string | null }>(
        'SELECT client_address FROM leads WHERE id = $1',
        [body.id],
      )
      return rows[0]?.client_address
    }
    const first = await from('203.0.113.10')
    expect(first).toMatch(/^[\w-]{43}$/)
    expect(first).not.toContain('203')
    expect(await from('203.0.113.10')).toBe(first)
    expect(await from('198.51.100.7')).not.toBe(first)
    expect(await from(null)).toBeNull()
  })

  it.each(['application/json; charset=UTF-8', 'Application/JSON;charset="utf-8"', 'application/json ; charset=utf-8'])(
    'takes a lead sent as %s (JSON in UTF-8, as other clients write it)',
    async (contentType) => {
      const { app } = createTestServer(store, testConfig())
      const body = leadRequest('contact')
      const res = await post(app, body, { 'content-type': contentType })
      expect(res.status).toBe(201)
      expect(await findLead(store, body.id)).toMatchObject({ form: 'contact' })
    },
  )

  it('stores the validated values: trimmed, with defaults for omitted optional fields', async () => {
    const { app } = createTestServer(store, testConfig())
    const { serviceInterest: _s, budget: _b, ...rest } = sampleData('signup-modal')
    const body = leadRequest('signup-modal', { ...rest, firstName: '  Sam  ' })
    expect((await post(app, body)).status).toBe(201)
    const lead = await findLead(store, body.id)
    expect(lead?.data).toMatchObject({ firstName: 'Sam', serviceInterest: 'NDIS Registration Services', budget: '' })
    expect(lead?.subject).toBe('New NDIS Registration Application - NDIS Registration Services')
  })

  it('takes a phone number pasted with invisible marks and odd spaces, and keeps it without them', async () => {
    const { app } = createTestServer(store, testConfig())
    const pasted = '\u202A\u200E+61\u00A0491\u202F570\u200B156\u200F\u202C'
    const body = leadRequest('contact', { ...sampleData('contact'), phone: pasted })
    expect((await post(app, body)).status).toBe(201)
    expect((await findLead(store, body.id))?.data).toMatchObject({ phone: '+61 491 570156' })
  })

  it('does not keep the signup\'s client count once "has clients" is unticked (spec §3: shown only when ticked)', async () => {
    const { app } = createTestServer(store, testConfig())
    const unticked = leadRequest('signup-modal', {
      ...sampleData('signup-modal'),
      hasClients: false,
      clientCount: '12',
    })
    expect((await post(app, unticked)).status).toBe(201)
    expect((await findLead(store, unticked.id))?.data).not.toHaveProperty('clientCount')
    const ticked = leadRequest('signup-modal', { ...sampleData('signup-modal'), hasClients: true, clientCount: '12' })
    expect((await post(app, ticked)).status).toBe(201)
    expect((await findLead(store, ticked.id))?.data).toMatchObject({ clientCount: '12' })
  })

  it("takes today on the chosen zone's clock as the earliest date, whatever the server's zone (issue 25)", async () => {
    // 23:48 AEDT on Wednesday 25 November 2026 is 12:48 UTC: 22:48 AEST, 22:18 ACST, 20:48 AWST.
    const clock = Date.parse('2026-11-25T12:48:00Z')
    const { app } = createTestServer(store, testConfig(), { now: () => clock })
    const send = (preferredDate: string, timezone: string, extra: Record<string, unknown> = {}) =>
      post(app, {
        ...leadRequest('scheduling', {
          ...sampleData('scheduling'),
          preferredDate,
          timezone,
          preferredTimeSlots: ['4-5 PM'],
        }),
        ...extra,
      })
    const yesterday = await send('2026-11-24', 'AEST')
    expect(yesterday.status).toBe(422)
    expect((await yesterday.json()).fields.preferredDate).toBe('Choose today or a later date')
    expect((await send('2026-11-26', 'AEST')).status).toBe(201)
    expect((await send('2026-11-24', 'AWST')).status).toBe(422)
    // A "sent first" time that is not an instant, or is later than now, is no excuse.
    expect((await send('2026-11-24', 'AEST', { savedAt: 'yesterday' })).status).toBe(422)
    expect((await send('2026-11-24', 'AEST', { savedAt: '2026-11-26T00:00:00Z' })).status).toBe(422)
    // 14:30 UTC: already Thursday 26th in AEST (00:30) and ACST (00:00), still Wednesday in Perth.
    const late = createTestServer(store, testConfig(), { now: () => Date.parse('2026-11-25T14:30:00Z') }).app
    const sendLate = (preferredDate: string, timezone: string) =>
      post(late, leadRequest('scheduling', { ...sampleData('scheduling'), preferredDate, timezone }))
    expect((await sendLate('2026-11-25', 'AEST')).status).toBe(422)
    expect((await sendLate('2026-11-25', 'ACST')).status).toBe(422)
    // 10:30 PM in Perth: the date is today there, but every slot of it has begun (decision 312).
    const perth = await sendLate('2026-11-25', 'AWST')
    expect(perth.status).toBe(422)
    expect(Object.keys((await perth.json()).fields)).toEqual(['preferredTimeSlots'])
    expect((await sendLate('2026-11-26', 'AWST')).status).toBe(201)
  })

  it('stores a booking whose date or slots passed on its way, as a backup resent late must be (decision 312)', async () => {
    // 23:48 AEDT on Wednesday 25 November 2026 is 12:48 UTC: 22:48 AEST. The visitor's browser kept the
    // booking for yesterday (typed then) and resends it now, saying when it was sent first: refusing it
    // would lose the lead.
    const clock = Date.parse('2026-11-25T12:48:00Z')
    const { app, outbox } = createTestServer(store, testConfig({ smtpUrl: smtp.url }), { now: () => clock })
    // Sent first at 8:30 AM AEST on the 24th (22:30 UTC on the 23rd), when 9-10 AM was still to come.
    const late = {
      ...leadRequest('scheduling', {
        ...sampleData('scheduling'),
        preferredDate: '2026-11-24',
        preferredTimeSlots: ['9-10 AM'],
        timezone: 'AEST',
      }),
      savedAt: '2026-11-23T22:30:00.000Z',
    }
    expect((await post(app, late)).status).toBe(201)
    expect((await findLead(store, late.id))?.data).toMatchObject({ preferredDate: '2026-11-24' })
    await outbox.drain()
    const mail = parseMail(smtp.received.find((m) => m.raw.includes(late.id))?.raw ?? '')
    // Staff read at once that the times asked for are gone, and why that can be.
    expect(mail.text).toContain(
      "Requested times have passed: 9-10 AM AEST on 2026-11-24 had already begun when this request reached us. It may have waited in the visitor's browser before it could be sent. Contact them to agree a new time.",
    )
    expect(mail.html).toContain('Requested times have passed: 9-10 AM AEST on 2026-11-24')
    // Today, 10:48 PM AEST: every slot of the day has begun, so staff are told too; a later date is not flagged.
    const today = {
      ...leadRequest('scheduling', {
        ...sampleData('scheduling'),
        preferredDate: '2026-11-25',
        preferredTimeSlots: ['4-5 PM'],
      }),
      savedAt: '2026-11-25T04:00:00.000Z', // 2 PM AEST
    }
    const tomorrow = leadRequest('scheduling', { ...sampleData('scheduling'), preferredDate: '2026-11-26' })
    expect((await post(app, today)).status).toBe(201)
    expect((await post(app, tomorrow)).status).toBe(201)
    await outbox.drain()
    const mailOf = (id: string) => parseMail(smtp.received.find((m) => m.raw.includes(id))?.raw ?? '').text
    expect(mailOf(today.id)).toContain('Requested times have passed: 4-5 PM AEST on 2026-11-25')
    expect(mailOf(tomorrow.id)).not.toContain('Requested times have passed')
  })

  it('tells the visitor when to expect the reply when support hours make "within 24 hours" impossible (issue 25)', async () => {
    // Friday 27 November 2026, 5 PM AEST: one support hour in the next 24; the reply is due Monday 6 PM.
    const friday = createTestServer(store, testConfig(), { now: () => Date.parse('2026-11-27T07:00:00Z') }).app
    const late = await post(friday, leadRequest('signup-modal'))
    expect(late.status).toBe(201)
    expect((await late.json()).replyBy).toBe('2026-11-30T08:00:00.000Z')
    // Tuesday 24 November, 9 AM AEST: the promise holds as written, so nothing more is said.
    const tuesday = createTestServer(store, testConfig(), { now: () => Date.parse('2026-11-23T23:00:00Z') }).app
    expect(await (await post(tuesday, leadRequest('signup-modal'))).json()).not.toHaveProperty('replyBy')
  })

  it('on a serverless host the team is mailed before the host may stop: the delivery is handed to waitUntil', async () => {
    const { app } = createTestServer(store, testConfig({ smtpUrl: smtp.url }))
    const waited: Promise<unknown>[] = []
    const host = {
      waitUntil: (work: Promise<unknown>) => waited.push(work),
      passThroughOnException: () => {},
      props: {},
    }
    const body = leadRequest('contact')
    expect((await app.request('/api/send-email', jsonPost(body), undefined, host)).status).toBe(201)
    expect(waited).toHaveLength(1)
    await Promise.all(waited)
    expect(smtp.received.some((mail) => mail.raw.includes(body.id))).toBe(true)
  })

  it('keeps hostile but valid text exactly as typed, and escapes it in the HTML mail', async () => {
    const { app, outbox } = createTestServer(store, testConfig({ smtpUrl: smtp.url }))
    const message =
      '<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes" \'single\'\n' +
      'Second line: emoji 🦘🏳️‍🌈, accents Ünïcödé, CJK 日本語, RTL עברית\r\n' +
      '=HYPERLINK("http://evil.example")\n\n  indented last line'
    const name = "Zoë <b>O'Brien</b> 🌏"
    const body = leadRequest('contact', { ...sampleData('contact'), name, message })
    expect((await post(app, body)).status).toBe(201)
    const lead = await findLead(store, body.id)
    expect(lead?.data.message).toBe(message)
    expect(lead?.data.name).toBe(name)

    await outbox.drain()
    const mail = parseMail(smtp.received[0]?.raw ?? '')
    expect(mail.text).toContain(`Full Name: ${name}`)
    expect(mail.text).toContain('Message: <script>alert("x")</script><img src=x onerror=alert(1)>')
    expect(mail.text).toContain('  Second line: emoji 🦘🏳️‍🌈, accents Ünïcödé, CJK 日本語, RTL עברית')
    expect(mail.html).toContain(
      '&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;&#60;img src=x onerror=alert(1)&#62;',
    )
    expect(mail.html).toContain('Zoë &#60;b&#62;O&#39;Brien&#60;/b&#62; 🌏')
    expect(mail.html).not.toMatch(/<script|<img|<b>/)
  })
})

describe('idempotency', () => {
  it('a repeated id answers 200 with the same body, keeps one row and sends one mail', async () => {
    // Friday 5:30 PM AEST, after support hours: the first answer carries a reply time, and so must a retry's.
    const friday = Date.parse('2026-11-27T07:30:00Z')
    const { app, outbox } = createTestServer(store, testConfig({ smtpUrl: smtp.url }), { now: () => friday })
    const body = leadRequest('contact')
    const first = await post(app, body)
    expect(first.status).toBe(201)
    const firstBody = await first.json()
    expect(firstBody.replyBy).toEqual(expect.any(String))
    await outbox.drain()
    for (let i = 0; i < 3; i++) {
      const again = await post(app, { ...body, data: { ...body.data, name: `  ${body.data.name}  ` } })
      expect(again.status).toBe(200)
      expect(await again.json()).toEqual(firstBody)
    }
    await outbox.drain()
    expect(await countLeads(store)).toBe(1)
    expect(smtp.received).toHaveLength(1)
  })

  it('the same id sent concurrently is stored once', async () => {
    const { app } = createTestServer(store, testConfig())
    const body = leadRequest('contact')
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => post(app, body)))).map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 200)).toHaveLength(7)
    expect(await countLeads(store)).toBe(1)
  })

  it('ids are case-insensitive', async () => {
    const { app } = createTestServer(store, testConfig())
    const body = leadRequest('contact')
    await post(app, body)
    expect((await post(app, { ...body, id: body.id.toUpperCase() })).status).toBe(200)
    expect(await countLeads(store)).toBe(1)
  })

  it('a repeated id with different data or form answers 409 and changes nothing', async () => {
    const { app } = createTestServer(store, testConfig())
    const body = leadRequest('contact')
    await post(app, body)
    const other = await post(app, { ...body, data: { ...body.data, message: 'Something else' } })
    expect(other.status).toBe(409)
    expect((await other.json()).error).toMatch(/already used/)
    const otherForm = await post(app, { ...leadRequest('download-guide'), id: body.id })
    expect(otherForm.status).toBe(409)
    expect((await findLead(store, body.id))?.data.message).toBe(body.data.message)
  })

  it('a retry of a scheduling lead whose date has since passed is still recognised', async () => {
    // 7 AM AEST: every slot of the day is still to come.
    let clock = Date.parse('2026-11-25T21:00:00Z')
    const { app } = createTestServer(store, testConfig(), { now: () => clock })
    const timezone = String(sampleData('scheduling').timezone)
    const body = leadRequest('scheduling', {
      ...sampleData('scheduling'),
      preferredDate: todayInZone(timezone, new Date(clock)),
    })
    const firstAnswer = await post(app, body)
    expect(firstAnswer.status).toBe(201)
    const firstBody = await firstAnswer.json()
    clock += 10 * 86_400_000
    const retry = await post(app, body)
    expect(retry.status).toBe(200)
    // The first answer again (with its reply time when the lead came after hours), whenever this runs.
    expect(await retry.json()).toEqual(firstBody)
    expect(firstBody).toMatchObject({ id: body.id, status: 'stored' })
  })
})

describe('honeypot', () => {
  it('answers 200 "dropped" to a filled honeypot and stores and mails nothing', async () => {
    const { app, outbox } = createTestServer(store, testConfig({ smtpUrl: smtp.url }))
    const body = { ...leadRequest('contact'), website: 'http://spam.example' }
    const res = await post(app, body)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ id: body.id, status: 'dropped' })
    await outbox.drain()
    expect(await countLeads(store)).toBe(0)
    expect(smtp.received).toHaveLength(0)
  })

  it.each([
    ['a number', 1],
    ['zero', 0],
    ['true', true],
    ['false', false],
    ['a list', ['http://spam.example']],
    ['an empty list', []],
    ['an object', { url: 'http://spam.example' }],
    ['text with spaces around', '  x  '],
  ])('treats a honeypot holding %s as a bot: 200 "dropped", nothing stored', async (_name, website) => {
    const { app } = createTestServer(store, testConfig())
    const body = { ...leadRequest('contact'), website }
    const res = await post(app, body)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ id: body.id, status: 'dropped' })
    expect(await countLeads(store)).toBe(0)
  })

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['null', null],
  ])('an %s honeypot is a normal submission', async (_name, website) => {
    const { app } = createTestServer(store, testConfig())
    expect((await post(app, { ...leadRequest('contact'), website })).status).toBe(201)
  })

  it('a missing honeypot is a normal submission', async () => {
    const { app } = createTestServer(store, testConfig())
    expect((await post(app, leadRequest('contact'))).status).toBe(201)
  })
})

describe('rate limits', () => {
  it('limits per address and per form kind, answering 429 with Retry-After', async () => {
    let clock = Date.now()
    const config = testConfig({ rateLimitPerMinute: 3, testEmailRateLimitPerMinute: 1 })
    const { app } = createTestServer(store, config, { now: () => clock })
    const from = (address: string) => ({ 'x-forwarded-for': address })

    for (let i = 0; i < 3; i++) expect((await post(app, leadRequest('contact'), from('198.51.100.1'))).status).toBe(201)
    const limited = await post(app, leadRequest('contact'), from('198.51.100.1'))
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect((await limited.json()).error).toMatch(/Too many submissions/)

    // Another kind from the same address, and the same kind from another address, still pass.
    expect((await post(app, leadRequest('scheduling'), from('198.51.100.1'))).status).toBe(201)
    expect((await post(app, leadRequest('contact'), from('198.51.100.2'))).status).toBe(201)

    // test-email has its own, lower limit.
    expect((await post(app, leadRequest('test-email'), from('198.51.100.3'))).status).toBe(201)
    expect((await post(app, leadRequest('test-email'), from('198.51.100.3'))).status).toBe(429)

    clock += 60_000
    expect((await post(app, leadRequest('contact'), from('198.51.100.1'))).status).toBe(201)
    expect(await countLeads(store)).toBe(7)
  })

  it('counts an IPv6 client on its /64: a new address from the same network is no new allowance', async () => {
    const { app } = createTestServer(store, testConfig({ rateLimitPerMinute: 3 }))
    const statuses = []
    for (let i = 1; i <= 5; i++)
      statuses.push((await post(app, leadRequest('contact'), { 'x-forwarded-for': `2001:db8:7:7::${i}` })).status)
    expect(statuses).toEqual([201, 201, 201, 429, 429])
    expect((await post(app, leadRequest('contact'), { 'x-forwarded-for': '2001:db8:7:8::1' })).status).toBe(201)
  })

  it('answers a retry of a stored lead 200 even when the address is over its limit', async () => {
    const { app } = createTestServer(store, testConfig({ rateLimitPerMinute: 2 }))
    const from = { 'x-forwarded-for': '198.51.100.7' }
    const first = leadRequest('contact')
    const firstAnswer = await post(app, first, from)
    expect(firstAnswer.status).toBe(201)
    const firstBody = await firstAnswer.json()
    expect((await post(app, leadRequest('contact'), from)).status).toBe(201)
    // The limit is used up: a new lead is refused, a retry of the first is recognised.
    expect((await post(app, leadRequest('contact'), from)).status).toBe(429)
    const retry = await post(app, first, from)
    expect(retry.status).toBe(200)
    expect(await retry.json()).toEqual(firstBody)
    expect(firstBody).toMatchObject({ id: first.id, status: 'stored' })
    // A different lead under a stored id is still refused while limited, not confirmed.
    const changed = { ...first, data: { ...first.data, message: 'Something else' } }
    expect((await post(app, changed, from)).status).toBe(429)
    expect(await countLeads(store)).toBe(2)
  })

  it('uses the socket address, not X-Forwarded-For, when no proxy is trusted', async () => {
    const { app } = createTestServer(store, testConfig({ rateLimitPerMinute: 1, trustProxy: 0 }))
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const send = (xff: string) =>
        fetch(`http://127.0.0.1:${port}/api/send-email`, jsonPost(leadRequest('contact'), { 'x-forwarded-for': xff }))
      expect((await send('192.0.2.1')).status).toBe(201)
      expect((await send('192.0.2.2')).status).toBe(429) // spoofed header ignored
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe('failures', () => {
  it('answers 503 with a JSON error when the store cannot store', async () => {
    const broken = {
      query: async () => {
        throw new Error('database is down')
      },
    }
    const app = createApp({ config: testConfig(), store: broken, logger: silentLogger })
    const res = await post(app, leadRequest('contact'))
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('30')
    expect((await res.json()).error).toMatch(/could not save/)
  })

  it('answers each refusal of a lead in its own words', async () => {
    const { app } = createTestServer(store, testConfig())
    const answer = async (body: unknown) => {
      const res = await post(app, body)
      return { status: res.status, ...((await res.json()) as object) }
    }
    const id = '3f2c8a1e-1b2c-4d5e-8f90-123456789abc'
    const data = sampleData('contact')
    expect(await answer([])).toEqual({
      status: 400,
      error: 'Send a JSON object with "id", "form" and "data" (not an array or a single value).',
    })
    expect(await answer({ form: 'contact', data })).toEqual({
      status: 400,
      error: 'The request needs an "id": the submission\'s UUID, like 3f2c…-…, made by the browser.',
    })
    expect(await answer({ id, data })).toEqual({
      status: 422,
      error: 'The request needs a "form": which form was sent.',
    })
    expect(await answer({ id, form: 'quote', data })).toEqual({
      status: 422,
      error: 'Unknown form. The site does not have that form.',
    })
    const invalid = (fields: Record<string, string>) => ({ status: 422, error: 'Some fields are not valid', fields })
    expect(await answer({ id, form: 'contact', data: [] })).toEqual(
      invalid({ form: 'Send the form fields as an object in "data".' }),
    )
    expect(await answer({ id, form: 'contact', data: { ...data, fax: '1', pager: '2' } })).toEqual(
      invalid({ fax: 'This field is not part of the form.', pager: 'This field is not part of the form.' }),
    )
    expect(await answer({ id, form: 'contact', data: { ...data, name: 'Ava \ud800' } })).toEqual(
      invalid({ name: BROKEN_CHARACTER_MESSAGE }),
    )
    expect(await answer({ id, form: 'contact', data, note: 'x \ud800' })).toEqual({
      status: 422,
      error:
        'The request contains a broken character (half of an emoji or symbol, a lone UTF-16 surrogate) in "note". Remove it and send again.',
    })
    // A bot without an id is still answered as if accepted, under an id of its own.
    const bot = await post(app, { form: 'contact', data, website: 'spam' })
    expect(bot.status).toBe(200)
    expect(await bot.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), status: 'dropped' })
    expect(await countLeads(store)).toBe(0)
  })

  it('says what is wrong with a body it cannot read', async () => {
    const { app } = createTestServer(store, testConfig())
    const errorFor = async (body: BodyInit, contentType = 'application/json') => {
      const res = await app.request('/api/send-email', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body,
      })
      return { status: res.status, error: ((await res.json()) as { error: string }).error }
    }
    expect(await errorFor('')).toEqual({ status: 400, error: 'The request body is empty.' })
    expect(await errorFor('{"id": }')).toEqual({ status: 400, error: 'The request body is not valid JSON.' })
    expect(await errorFor(new Uint8Array([0x7b, 0xff, 0x7d]))).toEqual({
      status: 400,
      error: 'The request body is not valid UTF-8 text.',
    })
    expect(await errorFor('{"id": "x", "data": {"constructor": {}}}')).toEqual({
      status: 400,
      error: 'The request contains a forbidden key: "constructor".',
    })
    expect(await errorFor('{}', 'text/plain')).toEqual({
      status: 415,
      error: 'Send the request as JSON (Content-Type: application/json).',
    })
  })

  it('answers unknown API paths and wrong methods with JSON', async () => {
    const { app } = createTestServer(store, testConfig())
    const missing = await app.request('/api/nothing-here')
    expect(missing.status).toBe(404)
    expect((await missing.json()).error).toBeTruthy()
    const get = await app.request('/api/send-email')
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    expect((await get.json()).error).toBeTruthy()
  })

  it('reads at most 32 KB even when no Content-Length is declared (streamed body)', async () => {
    const { app } = createTestServer(store, testConfig())
    const chunk = new TextEncoder().encode(' '.repeat(8192))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const res = await app.request('/api/send-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    expect(sent).toBeLessThan(10) // stopped reading early
  })

  it('a lead over 32 KB is refused on a kept-alive connection, and the next lead on it is stored', async () => {
    const { app } = createTestServer(store, testConfig())
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const send = (body: string) =>
      new Promise<{ status: number; reused: boolean; connection: string | undefined }>((resolve, reject) => {
        const req = http.request({ agent, host: '127.0.0.1', port, method: 'POST', path: '/api/send-email' }, (res) => {
          res.resume()
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket, connection: res.headers.connection }),
          )
        })
        req.setHeader('content-type', 'application/json')
        req.on('error', reject)
        req.end(body)
      })
    try {
      const tooLarge = await send(
        JSON.stringify(leadRequest('contact', { ...sampleData('contact'), message: 'x'.repeat(40_000) })),
      )
      expect(tooLarge).toMatchObject({ status: 413, reused: false })
      expect(tooLarge.connection).not.toBe('close')
      const next = await send(JSON.stringify(leadRequest('contact')))
      expect(next).toMatchObject({ status: 201, reused: true })
      expect(await countLeads(store)).toBe(1)
    } finally {
      agent.destroy()
      if ('closeAllConnections' in server) server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('a refused body too large to read through (not read) or streamed with no length closes its connection', async () => {
    const { app } = createTestServer(store, testConfig())
    let pulled = 0
    const huge = await app.request('/api/send-email', {
      ...jsonPost(leadRequest('contact')),
      headers: { 'content-type': 'application/json', 'content-length': String(9 * 1024 * 1024) },
      body: new ReadableStream({
        pull(c) {
          if (pulled++ < 9) c.enqueue(new Uint8Array(1024 * 1024).fill(32))
          else c.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect(huge.status).toBe(413)
    expect(huge.headers.get('connection')).toBe('close')
    expect(pulled).toBeLessThan(3) // not read through: the server does not spend its time on it
    const streamed = await app.request('/api/send-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(c) {
          c.enqueue(new TextEncoder().encode(' '.repeat(40_000)))
          c.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
    expect(streamed.headers.get('connection')).toBe('close')
  })

  it('refuses a lying Content-Length over a real socket', async () => {
    const { app } = createTestServer(store, testConfig())
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/send-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) },
        body: '{}',
      }).catch((e: unknown) => e)
      // Either our 413 or the HTTP stack refusing the mismatch: never a stored lead or a 5xx.
      if (res instanceof Response) expect([400, 413]).toContain(res.status)
      expect(await countLeads(store)).toBe(0)
    } finally {
      if ('closeAllConnections' in server) server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe('what a client reads from a refusal', () => {
  it('a lead over the limit is told the limit, in KB in the words and in bytes in the body', async () => {
    const { app } = createTestServer(store, testConfig())
    const big = leadRequest('contact', { ...sampleData('contact'), message: 'x'.repeat(40_000) })
    const res = await post(app, big)
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ error: 'The request is too large. Send at most 32 KB.', limit: 32 * 1024 })
  })

  it('a refused body that stops arriving is answered within seconds, closing its connection, not left hanging', async () => {
    const { app } = createTestServer(store, testConfig())
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    const socket = net.connect(port, '127.0.0.1')
    try {
      const head = new Promise<string>((resolve) => {
        let text = ''
        socket.on('data', (data) => {
          text += data
          if (text.includes('\r\n\r\n')) resolve(text)
        })
      })
      // 40,000 bytes announced, a few sent, then nothing more.
      socket.write(
        'POST /api/send-email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 40000\r\n\r\n{"id":',
      )
      const answer = await Promise.race([
        head,
        new Promise<string>((resolve) => setTimeout(() => resolve('no answer after 5 s'), 5000)),
      ])
      expect(answer).toMatch(/^HTTP\/1\.1 413 /)
      expect(answer.toLowerCase()).toContain('connection: close')
    } finally {
      socket.destroy()
      if ('closeAllConnections' in server) server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('an id with anything before the UUID is not an id', async () => {
    const { app } = createTestServer(store, testConfig())
    const body = leadRequest('contact')
    const res = await post(app, { ...body, id: `lead-${body.id}` })
    expect(res.status).toBe(400)
    expect((await res.json()).error).toMatch(/needs an "id"/)
    expect(await countLeads(store)).toBe(0)
  })

  it('a client over its limit is answered 429 with when to retry, even for a form the site does not have', async () => {
    const { app } = createTestServer(store, testConfig({ rateLimitPerMinute: 1 }))
    const unknown = { ...leadRequest('contact'), form: 'quote' }
    expect((await post(app, unknown)).status).toBe(422)
    const limited = await post(app, unknown)
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(await limited.json()).toEqual({
      error: 'Too many submissions from your connection. Please wait a minute and try again.',
      retryAfter,
    })
  })

  it('names where a broken character is, key by key, when it is nested outside the fields', async () => {
    const { app } = createTestServer(store, testConfig())
    const res = await post(app, { ...leadRequest('contact'), meta: { note: 'x \ud800' } })
    expect(res.status).toBe(422)
    expect((await res.json()).error).toContain('in "meta.note". Remove it and send again.')
  })

  it('takes JSON whose Content-Type carries a parameter other than the charset', async () => {
    const { app } = createTestServer(store, testConfig())
    expect((await post(app, leadRequest('contact'), { 'content-type': 'application/json; v=1' })).status).toBe(201)
  })
})
