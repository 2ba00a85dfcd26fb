// @vitest-environment node
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { site } from '../src/content/site'
import type { StaleChange, SubmissionDetail } from '../src/features/submissions/desk-types'
import type { LeadReply, ReplyPreview } from '../src/lib/desk-mail-api'
import { findLead } from './leads'
import { addresses, headerText, outboxMails, referencesOf } from './mail-check'
import {
  createTestServer,
  deskPost,
  jsonPost,
  leadRequest,
  sampleData,
  staffLogin,
  storePerFile,
  testConfig,
} from './test-support'

/** Tuesday 1 December 2026, 10 AM AEST. */
const TUESDAY_10AM = Date.parse('2026-12-01T00:00:00Z')
const held = storePerFile()

async function setUp() {
  await held.store.query('DELETE FROM staff_users')
  const config = testConfig()
  const server = createTestServer(held.store, config, { now: () => TUESDAY_10AM })
  const session = await staffLogin(server.app)
  const lead = leadRequest('scheduling', {
    ...sampleData('scheduling'),
    name: 'Jane Citizen',
    email: 'jane.reply@example.com',
    preferredDate: '2026-12-09',
    timezone: 'AWST',
  })
  expect((await server.app.request('/api/send-email', jsonPost(lead))).status).toBe(201)
  await server.outbox.drain()
  const url = (path = '') => `http://localhost/api/submissions/${lead.id}${path}`
  const detail = async () =>
    (await (await server.app.request(url(), { headers: { cookie: session.cookie } })).json()) as SubmissionDetail
  return { ...server, config, session, lead, url, detail }
}

const reply = {
  subject: 'Your free consultation',
  body: 'Hello Jane,\n\nThank you: 9-10 AM on Wednesday suits us <b>well</b>.\n\nKind regards,\nDana',
  template: 'scheduling',
}

describe('a reply from the lead (issue 27)', () => {
  it('previews the mail as it will leave, and keeps nothing', async () => {
    const s = await setUp()
    const res = await s.app.request(s.url('/reply/preview'), deskPost(s.session, reply))
    expect(res.status).toBe(200)
    const preview = (await res.json()) as ReplyPreview
    expect(preview).toMatchObject({
      from: `${site.name} <website@bluegum.example>`,
      to: 'Jane Citizen <jane.reply@example.com>',
      replyTo: 'leads@bluegum.example',
      subject: reply.subject,
      inReplyTo: `<lead-${s.lead.id}@bluegum.example>`,
      references: [`<lead-${s.lead.id}@bluegum.example>`, `<ack-${s.lead.id}@bluegum.example>`],
    })
    expect(preview.text).toContain('suits us <b>well</b>')
    expect((await findLead(held.store, s.lead.id))?.stage).toBe('new')
    const { rows } = await held.store.query('SELECT count(*)::int AS n FROM lead_replies')
    expect(rows[0]?.n).toBe(0)
  })

  it('sends one threaded mail for a double click, marks the lead contacted and stops its clock', async () => {
    const s = await setUp()
    const before = await s.detail()
    expect(before.due).not.toBeNull()
    const body = { ...reply, key: randomUUID(), version: before.version }
    const answers = await Promise.all([0, 1].map(() => s.app.request(s.url('/reply'), deskPost(s.session, body))))
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201])
    const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as { id: string }).id))
    expect(ids[0]).toBe(ids[1])
    await s.outbox.drain()

    const replies = (await outboxMails(s.config.dataDir)).filter((m) => m.messageId?.startsWith('<reply-'))
    expect(replies).toHaveLength(1)
    const [mail] = replies
    if (!mail) throw new Error('no reply mail')
    expect(addresses(mail.from)).toEqual([{ name: site.name, address: 'website@bluegum.example' }])
    expect(addresses(mail.to)).toEqual([{ name: 'Jane Citizen', address: 'jane.reply@example.com' }])
    expect(addresses(mail.replyTo)).toEqual([{ name: '', address: 'leads@bluegum.example' }])
    expect(mail.subject).toBe(reply.subject)
    expect(mail.messageId).toBe(`<reply-${ids[0]}@bluegum.example>`)
    expect(mail.inReplyTo).toBe(`<lead-${s.lead.id}@bluegum.example>`)
    expect(referencesOf(mail)).toEqual([`<lead-${s.lead.id}@bluegum.example>`, `<ack-${s.lead.id}@bluegum.example>`])
    expect(headerText(mail, 'x-lead-id')).toBe(s.lead.id)
    expect(mail.text).toBe(`${reply.body}\n`)
    // The HTML part escapes what staff typed.
    expect(String(mail.html)).toContain('suits us &#60;b&#62;well&#60;/b&#62;.')
    expect(String(mail.html)).not.toContain('<b>well')

    const after = await s.detail()
    expect(after.stage).toBe('contacted')
    expect(after.due).toBeNull()
    expect(after.version).toBe(before.version + 1)
    const entry = after.history.find((e) => e.action === 'reply')
    expect(entry?.detail).toEqual({ replyId: ids[0], template: 'scheduling', version: before.version + 1 })
    const kept = await s.app.request(s.url('/replies'), { headers: { cookie: s.session.cookie } })
    const { replies: list } = (await kept.json()) as { replies: LeadReply[] }
    const me = ((await s.session.res.json()) as { user: { name: string } }).user.name
    expect(list.map((r) => [r.subject, r.body, r.authorName])).toEqual([[reply.subject, reply.body, me]])
    expect(list[0]?.sentAt).not.toBeNull()

    // A later reply threads under everything the visitor has from us.
    const second = await s.app.request(
      s.url('/reply'),
      deskPost(s.session, { ...reply, body: 'One more thing.', key: randomUUID(), version: after.version }),
    )
    expect(second.status).toBe(201)
    await s.outbox.drain()
    const all = (await outboxMails(s.config.dataDir)).filter((m) => m.messageId?.startsWith('<reply-'))
    const later = all.find((m) => m.text === 'One more thing.\n')
    expect(referencesOf(later!)).toEqual([
      `<lead-${s.lead.id}@bluegum.example>`,
      `<ack-${s.lead.id}@bluegum.example>`,
      `<reply-${ids[0]}@bluegum.example>`,
    ])
  })

  it('refuses a reply written on a stale view: 409 with what changed, and no mail', async () => {
    const s = await setUp()
    const seen = await s.detail()
    const moved = await s.app.request(
      s.url('/stage'),
      deskPost(s.session, { stage: 'contacted', version: seen.version }),
    )
    expect(moved.status).toBe(200)
    const res = await s.app.request(
      s.url('/reply'),
      deskPost(s.session, { ...reply, key: randomUUID(), version: seen.version }),
    )
    expect(res.status).toBe(409)
    const stale = (await res.json()) as StaleChange
    expect(stale.error).toMatch(/You moved it to Contacted/)
    expect(stale.lead.stage).toBe('contacted')
    await s.outbox.drain()
    expect((await outboxMails(s.config.dataDir)).filter((m) => m.messageId?.startsWith('<reply-'))).toHaveLength(0)
  })

  it('answers bad input with a 4xx and a clear message', async () => {
    const s = await setUp()
    const { version } = await s.detail()
    const post = (body: object) => s.app.request(s.url('/reply'), deskPost(s.session, body))
    const cases: [object, number, RegExp][] = [
      [{ ...reply, subject: ' ', key: randomUUID(), version }, 400, /Write a subject/],
      [{ ...reply, body: '', key: randomUUID(), version }, 400, /Write the reply/],
      [{ ...reply, subject: 'Line\nbreak', key: randomUUID(), version }, 400, /one line/],
      [{ ...reply, body: 'a\u0000b', key: randomUUID(), version }, 400, /control characters/],
      [{ ...reply, key: 'nope', version }, 400, /key is not a UUID/],
      [{ ...reply, key: randomUUID() }, 400, /which version/],
    ]
    for (const [body, status, message] of cases) {
      const res = await post(body)
      expect(res.status).toBe(status)
      expect(((await res.json()) as { error: string }).error).toMatch(message)
    }
    const key = randomUUID()
    expect((await post({ ...reply, key, version })).status).toBe(201)
    const clash = await post({ ...reply, body: 'Other words', key, version })
    expect(clash.status).toBe(409)
    expect(await clash.json()).toEqual({
      error:
        'Your reply was already sent as you first wrote it: it is under Replies sent. What you changed after was not sent.',
      keyTaken: true,
    })
    const anonymous = await s.app.request(s.url('/reply'), jsonPost({ ...reply, key: randomUUID(), version }))
    expect(anonymous.status).toBe(401)
  })

  it('gives the person the replies written to them when they ask for their information (APP 12)', async () => {
    const s = await setUp()
    const { version } = await s.detail()
    await s.app.request(s.url('/reply'), deskPost(s.session, { ...reply, key: randomUUID(), version }))
    const exported = await s.app.request(
      'http://localhost/api/privacy/export',
      deskPost(s.session, { email: 'jane.reply@example.com' }),
    )
    expect(exported.status).toBe(200)
    const body = (await exported.json()) as { replies: { lead_id: string; subject: string; body: string }[] }
    expect(body.replies).toHaveLength(1)
    expect(body.replies[0]).toMatchObject({ lead_id: s.lead.id, subject: reply.subject, body: reply.body })
  })

  it('keeps the reply’s text with the lead only: an erasure removes it and its mail, the audit keeps its id', async () => {
    const s = await setUp()
    const { version } = await s.detail()
    const sent = await s.app.request(s.url('/reply'), deskPost(s.session, { ...reply, key: randomUUID(), version }))
    const { id } = (await sent.json()) as { id: string }
    await s.outbox.drain()
    const erase = await s.app.request(
      'http://localhost/api/privacy/erase',
      deskPost(s.session, { email: 'jane.reply@example.com', confirm: 'jane.reply@example.com' }),
    )
    expect(erase.status).toBe(200)
    expect((await held.store.query('SELECT * FROM lead_replies')).rows).toHaveLength(0)
    const audit = (
      await held.store.query("SELECT detail FROM audit_log WHERE action = 'reply' AND lead_id = $1", [s.lead.id])
    ).rows
    expect(audit.map((r) => r.detail)).toEqual([{ replyId: id, template: 'scheduling', version: version + 1 }])
    expect(JSON.stringify((await held.store.query('SELECT * FROM audit_log')).rows)).not.toContain('suits us')
    const left = (await outboxMails(s.config.dataDir)).filter((m) => headerText(m, 'x-lead-id') === s.lead.id)
    expect(left).toHaveLength(0)
  })
})
