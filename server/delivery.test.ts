// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { countLeads, findLead } from './leads'
import { retryDelay } from './outbox'
import type { LeadStore } from './store'
import {
  createTestServer,
  jsonPost,
  leadRequest,
  openTestStore,
  parseMail,
  sampleData,
  sleep,
  startSmtpPeer,
  testConfig,
} from './test-support'

let store: LeadStore
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>
let refuse = false

beforeAll(async () => {
  store = await openTestStore()
  smtp = await startSmtpPeer({ rejectWith: () => (refuse ? 'Mailbox temporarily unavailable' : null) })
})
afterAll(async () => {
  await smtp.stop()
  await store.close()
})
beforeEach(async () => {
  if (!smtp.running) await smtp.start()
  await store.query('DELETE FROM leads')
  smtp.received.length = 0
  refuse = false
})

function server(overrides: Parameters<typeof testConfig>[0] = {}) {
  return createTestServer(store, testConfig({ smtpUrl: smtp.url, ...overrides }))
}

describe('delivery over SMTP', () => {
  it('mails a stored lead to the configured To and Cc with the server subject and Reply-To', async () => {
    const { app, outbox } = server()
    const body = leadRequest('signup-modal')
    const res = await app.request('/api/send-email', jsonPost(body))
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ id: body.id, status: 'stored' })
    await outbox.drain()

    // The lead's mail to the team, and the applicant's acknowledgement (issue 27).
    expect(smtp.received).toHaveLength(2)
    expect(smtp.received.filter((m) => m.to.join() === 'sam@example.com')).toHaveLength(1)
    const [mail] = smtp.received.filter((m) => m.to.join() !== 'sam@example.com')
    expect(mail?.from).toBe('website@bluegum.example')
    expect(mail?.to.sort()).toEqual(['leads@bluegum.example', 'records@bluegum.example'])
    const parsed = parseMail(mail?.raw ?? '')
    expect(parsed.headers.get('to')).toBe('leads@bluegum.example')
    expect(parsed.headers.get('cc')).toBe('records@bluegum.example')
    expect(parsed.headers.get('reply-to')).toBe('sam@example.com')
    expect(parsed.subject).toBe('New NDIS Registration Application - NDIS Audit Support')
    expect(parsed.text).toContain('First Name: Sam')
    expect(parsed.text).toContain('Business Type: Company')
    expect(parsed.text).toContain('Budget: $2,500 to $5,000')
    expect(parsed.text).toContain('Has clients: Yes')
    expect((await findLead(store, body.id))?.status).toBe('sent')
  })

  it('writes readable lines for list fields', async () => {
    const { app, outbox } = server()
    await app.request('/api/send-email', jsonPost(leadRequest('scheduling')))
    await outbox.drain()
    const parsed = parseMail(smtp.received[0]?.raw ?? '')
    expect(parsed.subject).toBe('New Consultation Scheduling Request')
    expect(parsed.text).toContain('Preferred time slots: 9-10 AM, 2-3 PM')
    expect(parsed.text).toContain('Timezone: Australian Eastern Standard Time (AEST)')
    expect(parsed.text).toContain('Consultation type: Video call')
  })

  it('keeps the lead pending while SMTP is down and delivers it exactly once when it returns', async () => {
    let clock = Date.now()
    const { app, outbox } = createTestServer(
      store,
      testConfig({
        smtpUrl: smtp.url,
        outbox: { baseDelayMs: 1000, maxDelayMs: 60_000, pollMs: 1000, lockMs: 60_000 },
      }),
      { now: () => clock },
    )
    await smtp.stop()
    const body = leadRequest('contact')
    const res = await app.request('/api/send-email', jsonPost(body))
    expect(res.status).toBe(201) // stored: the visitor is done even though mail is down

    expect(await outbox.drain()).toEqual({ sent: 0, failed: 1 })
    let lead = await findLead(store, body.id)
    expect(lead).toMatchObject({ status: 'pending', attempts: 1 })
    expect(lead?.lastError).toMatch(/ECONNREFUSED/)
    expect(lead?.nextAttemptAt.getTime()).toBe(clock + 1000)
    expect(await outbox.drain()).toEqual({ sent: 0, failed: 0 }) // not due yet

    clock += 1000
    expect(await outbox.drain()).toEqual({ sent: 0, failed: 1 })
    expect((await findLead(store, body.id))?.nextAttemptAt.getTime()).toBe(clock + 2000) // backoff doubled

    await smtp.start()
    expect(await outbox.drain()).toEqual({ sent: 0, failed: 0 }) // the backoff is kept
    clock += 2000
    expect(await outbox.drain()).toEqual({ sent: 1, failed: 0 })
    clock += 60_000
    expect(await outbox.drain()).toEqual({ sent: 0, failed: 0 })

    expect(smtp.received).toHaveLength(1)
    lead = await findLead(store, body.id)
    expect(lead).toMatchObject({ status: 'sent', attempts: 3, lastError: null })
  })

  it('retries after a temporary SMTP refusal (451), then delivers once', async () => {
    let clock = Date.now()
    const { app, outbox } = createTestServer(store, testConfig({ smtpUrl: smtp.url }), { now: () => clock })
    refuse = true
    const body = leadRequest('contact')
    await app.request('/api/send-email', jsonPost(body))
    expect(await outbox.drain()).toEqual({ sent: 0, failed: 1 })
    expect((await findLead(store, body.id))?.lastError).toMatch(/temporarily unavailable/)
    refuse = false
    clock += 20
    expect(await outbox.drain()).toEqual({ sent: 1, failed: 0 })
    expect(smtp.received).toHaveLength(1)
  })

  it('never mails a lead twice when two deliverers drain at once', async () => {
    const a = server()
    const b = server()
    for (let i = 0; i < 12; i++) {
      const res = await a.app.request('/api/send-email', jsonPost(leadRequest('contact')))
      expect(res.status).toBe(201)
    }
    const [ra, rb] = await Promise.all([a.outbox.drain(), b.outbox.drain()])
    expect(ra.sent + rb.sent).toBe(12)
    expect(smtp.received).toHaveLength(12)
    const ids = smtp.received.map((m) => parseMail(m.raw).headers.get('x-lead-id'))
    expect(new Set(ids).size).toBe(12)
    expect(await countLeads(store, 'sent')).toBe(12)
  })

  it('delivers by itself while running (timer loop) and stops cleanly', async () => {
    const { app, outbox } = server({ outbox: { baseDelayMs: 20, maxDelayMs: 200, pollMs: 30, lockMs: 60_000 } })
    await smtp.stop()
    outbox.start()
    await app.request('/api/send-email', jsonPost(leadRequest('contact')))
    await sleep(80)
    expect(smtp.received).toHaveLength(0)
    await smtp.start()
    for (let i = 0; i < 50 && smtp.received.length === 0; i++) await sleep(20)
    await outbox.stop()
    expect(smtp.received).toHaveLength(1)
    expect(await countLeads(store, 'pending')).toBe(0)
  })
})

describe('retry backoff', () => {
  it('doubles from the base delay and caps', () => {
    const settings = { baseDelayMs: 30_000, maxDelayMs: 15 * 60_000 }
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((n) => retryDelay(n, settings))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000, 900_000,
    ])
  })
})

describe('outbox folder when no SMTP is configured', () => {
  it('writes one .eml per lead, named by id, and a retry overwrites it', async () => {
    const config = testConfig()
    const { app, outbox } = createTestServer(store, config)
    const body = leadRequest('contact', { ...sampleData('contact'), message: 'Hello <script>alert(1)</script>' })
    await app.request('/api/send-email', jsonPost(body))
    await outbox.drain()
    const dir = path.join(config.dataDir, 'outbox')
    expect(readdirSync(dir)).toEqual([`${body.id}.eml`])
    const parsed = parseMail(readFileSync(path.join(dir, `${body.id}.eml`), 'utf8'))
    expect(parsed.headers.get('to')).toBe('leads@bluegum.example')
    expect(parsed.subject).toBe('New Contact Enquiry')
    expect(parsed.text).toContain('Message: Hello <script>alert(1)</script>')
    expect(parsed.html).toContain('Hello &#60;script&#62;alert(1)&#60;/script&#62;')
    expect(parsed.html).not.toContain('<script>')

    await store.query(`UPDATE leads SET status = 'pending' WHERE id = $1`, [body.id])
    await outbox.drain()
    expect(readdirSync(dir)).toEqual([`${body.id}.eml`])
  })
})

describe('open relay and header injection', () => {
  const evil = 'attacker@evil.example'

  it('ignores to, cc and subject in the body: mail goes only to configured recipients', async () => {
    const { app, outbox } = server()
    const body = {
      ...leadRequest('contact'),
      to: evil,
      cc: [evil, 'second@evil.example'],
      bcc: evil,
      subject: `Buy now\r\nBcc: ${evil}`,
    }
    const res = await app.request('/api/send-email', jsonPost(body))
    expect(res.status).toBe(201)
    await outbox.drain()
    expect(smtp.received).toHaveLength(1)
    const mail = smtp.received[0]!
    expect(mail.to.sort()).toEqual(['leads@bluegum.example', 'records@bluegum.example'])
    const head = mail.raw.split(/\r?\n\r?\n/)[0] ?? ''
    expect(head).not.toContain('evil.example')
    expect(head).not.toMatch(/^bcc:/im)
    expect(parseMail(mail.raw).subject).toBe('New Contact Enquiry')
  })

  it.each([
    ['a CRLF + Bcc in a name', 'contact', { name: `Jane\r\nBcc: ${evil}` }],
    ['a LF in a name', 'contact', { name: `Jane\nTo: ${evil}` }],
    ['a CRLF + Bcc in the service interest (subject)', 'signup-modal', { serviceInterest: `Audit\r\nBcc: ${evil}` }],
    ['a CR in the service interest', 'signup-modal', { serviceInterest: `Audit\rCc: ${evil}` }],
    ['a second address smuggled in the email', 'contact', { email: `jane@example.com\r\nBcc: ${evil}` }],
    ['an address list in the email', 'contact', { email: `jane@example.com, ${evil}` }],
    ['a display name in the email', 'contact', { email: `"Jane" <${evil}>` }],
  ] as const)('refuses %s and mails nothing', async (_label, kind, patch) => {
    const { app, outbox } = server()
    const res = await app.request('/api/send-email', jsonPost(leadRequest(kind, { ...sampleData(kind), ...patch })))
    expect(res.status).toBe(422)
    await outbox.drain()
    expect(smtp.received).toHaveLength(0)
    expect(await countLeads(store)).toBe(0)
  })

  it('puts the visitor address only in Reply-To, never in the envelope', async () => {
    const { app, outbox } = server()
    await app.request('/api/send-email', jsonPost(leadRequest('contact', { ...sampleData('contact'), email: evil })))
    await outbox.drain()
    const mail = smtp.received[0]!
    expect(mail.to).not.toContain(evil)
    expect(parseMail(mail.raw).headers.get('reply-to')).toBe(evil)
  })
})
