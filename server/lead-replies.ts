import { randomUUID } from 'node:crypto'
import type { Context, Hono } from 'hono'
import type Mail from 'nodemailer/lib/mailer'
import type { LeadReply, ReplyPreview, ReplySent } from '../src/lib/desk-mail-api'
import type { StaleChange } from './admin-desk'
import { type Actor, audit } from './audit'
import type { Config } from './config'
import { consultancySender, inTransaction, leadMessageId, mailDomain, paragraphsMail } from './desk-mail'
import { deskTextProblem } from './desk-text'
import { jsonError } from './http'
import { deskBodyLimit, isPlainObject, readJsonBody } from './json-body'
import { setStage } from './lead-desk'
import { leadName } from './lead-fields'
import { headerSafe, replyToAddress } from './lead-mail'
import { changesSince, MISSING_VERSION_MESSAGE, readVersion, StaleVersion, takeVersion } from './lead-versions'
import { leadDetail } from './lead-views'
import { enqueueMail, findLead, type Lead } from './leads'
import type { Outbox } from './outbox'
import type { Queryable } from './store'

/**
 * Replies written in the lead's details (issue 27, decision 192). The mail goes through the outbox,
 * threaded to the lead, from the consultancy by name, answered to the team mailbox. Sending it takes the
 * lead's next version (decision 131), marks a new lead contacted (its due clock stops) and records the
 * reply's id in the audit log; its text is kept on the lead (`lead_replies`) and erased with it. A reply
 * is sent once per `key`, a UUID the desk makes for it: a double click or a retry after logging in again
 * sends one mail.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const MAX_SUBJECT = 200
const MAX_BODY = 10_000

export interface ReplyDeps {
  config: Pick<Config, 'mailFrom' | 'leadsTo'>
  store: Queryable
  now: () => number
  outbox?: Pick<Outbox, 'kick'>
}

interface ReplyText {
  subject: string
  body: string
  template: string
}

/** The subject and text staff wrote, or why they cannot be sent. */
function readReply(body: Record<string, unknown>): ReplyText | string {
  const subject = typeof body.subject === 'string' ? body.subject.trim() : ''
  const text = typeof body.body === 'string' ? body.body.replace(/\r\n?/g, '\n').trim() : ''
  if (subject === '') return 'Write a subject for the reply.'
  if (subject.length > MAX_SUBJECT) return `Keep the subject to ${MAX_SUBJECT} characters or fewer.`
  if (text === '') return 'Write the reply before sending it.'
  if (text.length > MAX_BODY) return `Keep the reply to ${MAX_BODY} characters or fewer.`
  const problem = deskTextProblem(subject, 'subject', true) ?? deskTextProblem(text, 'reply')
  if (problem) return problem
  const template = typeof body.template === 'string' && /^[a-z-]{1,40}$/.test(body.template) ? body.template : 'none'
  return { subject, body: text, template }
}

/**
 * What the visitor has from us in this thread: the Message-IDs of their acknowledgement and earlier
 * replies, oldest first. With the lead's own Message-ID first, they are the reply's References.
 */
async function threadOf(db: Queryable, lead: Lead, from: Config['mailFrom']): Promise<string[]> {
  const { rows } = await db.query<{ message_id: string }>(
    `SELECT m.message->>'messageId' AS message_id FROM mail_queue m LEFT JOIN lead_replies r ON r.id = m.id
     WHERE m.lead_id = $1 AND (m.message->>'messageId' LIKE '<ack-%' OR r.id IS NOT NULL)
     ORDER BY r.id IS NOT NULL, r.version, m.created_at`,
    [lead.id],
  )
  return [leadMessageId(lead.id, from), ...rows.map((r) => String(r.message_id))]
}

/**
 * The reply as a message. In-Reply-To is the lead's Message-ID, the mail the lead became; References add
 * what the visitor received from us since (decision 192), so it threads in the team mailbox and in theirs.
 */
export function replyMail(
  reply: { id: string; subject: string; body: string },
  lead: Lead,
  to: string,
  references: string[],
  config: ReplyDeps['config'],
): Mail.Options {
  const name = leadName(lead.data)
  return paragraphsMail({
    id: reply.id,
    leadId: lead.id,
    from: consultancySender(config.mailFrom),
    to: name ? { name: headerSafe(name, 100), address: to } : to,
    replyTo: config.leadsTo[0] ?? config.mailFrom.address,
    subject: reply.subject,
    paragraphs: reply.body.split(/\n{2,}/),
    messageId: `<reply-${reply.id}@${mailDomain(config.mailFrom)}>`,
    inReplyTo: leadMessageId(lead.id, config.mailFrom),
    references,
    envelope: { from: config.mailFrom.address, to: [to] },
  })
}

/** The replies kept on a lead, oldest first, with their delivery. */
async function repliesOf(db: Queryable, leadId: string): Promise<LeadReply[]> {
  const { rows } = await db.query(
    `SELECT r.id, r.subject, r.body, r.created_at, u.name, m.status, m.sent_at
     FROM lead_replies r LEFT JOIN staff_users u ON u.id = r.author_id LEFT JOIN mail_queue m ON m.id = r.id
     WHERE r.lead_id = $1 ORDER BY r.version`,
    [leadId],
  )
  return rows.map((r) => ({
    id: String(r.id),
    subject: String(r.subject),
    body: String(r.body),
    authorName: (r.name as string | null) ?? null,
    createdAt: new Date(r.created_at as Date).toISOString(),
    sentAt: r.sent_at ? new Date(r.sent_at as Date).toISOString() : null,
  }))
}

async function replyByKey(db: Queryable, leadId: string, key: string) {
  const { rows } = await db.query('SELECT id, subject, body FROM lead_replies WHERE lead_id = $1 AND client_key = $2', [
    leadId,
    key,
  ])
  return rows[0] ? { id: String(rows[0].id), subject: String(rows[0].subject), body: String(rows[0].body) } : null
}

/** The desk's reply routes, under `/api/submissions/*` (the session and CSRF checks of server/admin.ts). */
export function registerLeadReplies(app: Hono, deps: ReplyDeps): void {
  const { store, config, now } = deps
  const at = () => new Date(now())
  const actor = (c: Context): Actor => ({ id: c.get('session').user.id, name: c.get('session').user.name })
  const noSuchLead = (c: Context) => jsonError(c, 404, 'There is no submission with that id.')

  async function target(c: Context): Promise<{ lead: Lead; to: string; body: Record<string, unknown> } | Response> {
    const id = c.req.param('id') ?? ''
    const lead = UUID.test(id) ? await findLead(store, id.toLowerCase()) : null
    if (!lead) return noSuchLead(c)
    const parsed = await readJsonBody(c.req.raw)
    if (!parsed.ok) return jsonError(c, parsed.status, parsed.error)
    if (!isPlainObject(parsed.value)) return jsonError(c, 400, 'Send a JSON object.')
    const to = replyToAddress(lead.data)
    if (!to || lead.form === 'test-email')
      return jsonError(c, 409, 'This lead has no email address to reply to: call them, then mark it contacted.')
    return { lead, to, body: parsed.value }
  }

  app.get('/api/submissions/:id/replies', async (c) => {
    const id = c.req.param('id')
    if (!UUID.test(id) || !(await findLead(store, id.toLowerCase()))) return noSuchLead(c)
    return c.json({ replies: await repliesOf(store, id.toLowerCase()) })
  })

  app.post('/api/submissions/:id/reply/preview', deskBodyLimit(32_768), async (c) => {
    const found = await target(c)
    if (found instanceof Response) return found
    const reply = readReply(found.body)
    if (typeof reply === 'string') return jsonError(c, 400, reply)
    const references = await threadOf(store, found.lead, config.mailFrom)
    const mail = replyMail({ id: randomUUID(), ...reply }, found.lead, found.to, references, config)
    const address = (a: unknown) =>
      typeof a === 'string' ? a : `${(a as { name: string }).name} <${(a as { address: string }).address}>`
    return c.json({
      from: address(mail.from),
      to: address(mail.to),
      replyTo: String(mail.replyTo),
      subject: String(mail.subject),
      inReplyTo: String(mail.inReplyTo),
      references,
      text: String(mail.text),
    } satisfies ReplyPreview)
  })

  app.post('/api/submissions/:id/reply', deskBodyLimit(32_768), async (c) => {
    const found = await target(c)
    if (found instanceof Response) return found
    const { lead, to, body } = found
    const reply = readReply(body)
    if (typeof reply === 'string') return jsonError(c, 400, reply)
    const key = typeof body.key === 'string' && UUID.test(body.key) ? body.key.toLowerCase() : null
    if (!key) return jsonError(c, 400, "The reply's key is not a UUID. Reload the page and send it again.")
    const version = readVersion(body)
    if (version === null) return jsonError(c, 400, MISSING_VERSION_MESSAGE)

    /** A repeat of a reply already sent with this key: the same answer, no second mail. */
    const repeat = async () => {
      const earlier = await replyByKey(store, lead.id, key)
      if (!earlier) return null
      if (earlier.body !== reply.body || earlier.subject !== reply.subject)
        // The key's first words were sent: an answer lost on the way, then the reply edited and sent again.
        return jsonError(
          c,
          409,
          'Your reply was already sent as you first wrote it: it is under Replies sent. What you changed after was not sent.',
          { keyTaken: true },
        )
      const now = await findLead(store, lead.id)
      return c.json({
        id: earlier.id,
        version: now?.version ?? version,
        stage: now?.stage ?? lead.stage,
      } satisfies ReplySent)
    }
    const earlier = await repeat()
    if (earlier) return earlier

    const id = randomUUID()
    try {
      const sent = await inTransaction(store, async (tx) => {
        const next = await takeVersion(tx, lead.id, version)
        if (next === null) throw new StaleVersion()
        const { rows } = await tx.query(
          `INSERT INTO lead_replies (id, lead_id, author_id, client_key, template, version, subject, body, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::timestamptz)
           ON CONFLICT (lead_id, client_key) DO NOTHING RETURNING id`,
          [
            id,
            lead.id,
            c.get('session').user.id,
            key,
            reply.template,
            next,
            reply.subject,
            reply.body,
            at().toISOString(),
          ],
        )
        // The same key inserted meanwhile by a request that did not need this version: nothing of this one stays.
        if (rows.length === 0) throw new StaleVersion()
        const references = await threadOf(tx, lead, config.mailFrom)
        const message = replyMail({ id, ...reply }, lead, to, references, config)
        await enqueueMail(tx, { id, leadId: lead.id, message: message as Record<string, unknown>, at: at() })
        await audit(tx, {
          actor: actor(c),
          action: 'reply',
          leadId: lead.id,
          detail: { replyId: id, template: reply.template, version: next },
          at: at(),
        })
        let stage = lead.stage
        if (lead.stage === 'new') {
          await setStage(tx, lead.id, 'contacted', null, at())
          await audit(tx, {
            actor: actor(c),
            action: 'stage',
            leadId: lead.id,
            detail: { from: 'new', to: 'contacted', version: next },
            at: at(),
          })
          stage = 'contacted'
        }
        return { id, version: next, stage } satisfies ReplySent
      })
      void deps.outbox?.kick()
      return c.json(sent, 201)
    } catch (error) {
      if (!(error instanceof StaleVersion)) throw error
      // A double click whose first request won: answer as the first one did.
      const again = await repeat()
      if (again) return again
      const current = await findLead(store, lead.id)
      if (!current) return noSuchLead(c)
      const answer: StaleChange = {
        error: await changesSince(store, lead.id, version, c.get('session').user.id),
        lead: await leadDetail(store, current, at()),
      }
      return c.json(answer, 409)
    }
  })
}
