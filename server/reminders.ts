import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import type Mail from 'nodemailer/lib/mailer'
import { reminderCopy as copy } from '../src/content/desk-mail'
import { isLeadKind, leadForms } from '../src/forms/lead-kinds'
import type { MailAddress } from './config'
import { inTransaction, mailDomain, paragraphsMail, staffMoment } from './desk-mail'
import { followUpsDueBy } from './follow-ups'
import { enqueueMail } from './leads'
import type { Logger } from './logger'
import type { Outbox } from './outbox'
import type { Queryable } from './store'
import { addSupportHours, supportCalendar } from './support-hours'

const HOUR_MS = 3_600_000
/** How far back a tick looks for arrivals whose reminder was not queued when they were stored. */
const ARRIVAL_LOOKBACK_MS = 30 * 60_000
/** Leads listed per section of a digest; the rest are counted. */
const DIGEST_LINES = 50

/**
 * Staff reminders (issue 27, decision 193): a mail to a lead's owner (or every staff member when it has
 * none) when it arrives during support hours and 1 hour before it is due, and each support-day morning a
 * digest of what is overdue and what falls due that day. Each reminder is claimed by a key in
 * `reminder_claims` in the same transaction that queues its mails: on any number of instances, and
 * after a restart, a key is claimed once, so a reminder is queued once; the outbox sends it once.
 */
export interface Reminders {
  /** Queues the arrival reminder of a lead just stored (the tick catches any this missed). */
  arrived(lead: { id: string; form: string; receivedAt: Date }): Promise<boolean>
  /** One pass: arrivals missed, leads 1 hour from due, and the morning digest. Returns the mails queued. */
  tick(): Promise<number>
  /** Every `everyMs` (a minute by default) until stop(). */
  start(everyMs?: number): void
  stop(): void
}

interface Recipient {
  id: string
  name: string
  email: string
}

interface OpenLead {
  id: string
  form: string
  ownerId: string | null
  ownerName: string | null
  receivedAt: Date
  dueAt: Date
}

const formName = (form: string) => (isLeadKind(form) ? leadForms[form].name : form)

/** Whether `t` is inside support hours: the next support moment from `t` is `t` itself. */
export const inSupportHours = (t: Date) => addSupportHours(t, 0).getTime() === t.getTime()

/** Claims a reminder's key; false when another instance, or an earlier run, already has it. */
async function claim(tx: Queryable, key: string, at: Date): Promise<boolean> {
  const { rows } = await tx.query(
    'INSERT INTO reminder_claims (key, claimed_at) VALUES ($1, $2::timestamptz) ON CONFLICT DO NOTHING RETURNING key',
    [key, at.toISOString()],
  )
  return rows.length === 1
}

/** Staff who want reminders, enabled. */
async function wanting(tx: Queryable): Promise<(Recipient & { reminders: boolean })[]> {
  const { rows } = await tx.query(
    'SELECT id, name, email, reminders FROM staff_users WHERE disabled_at IS NULL ORDER BY name, email',
  )
  return rows.map((r) => ({ id: String(r.id), name: String(r.name), email: String(r.email), reminders: !!r.reminders }))
}

/** A lead's owner if they are enabled (and only if they want reminders), else every staff member who does. */
function recipientsOf(lead: { ownerId: string | null }, staff: (Recipient & { reminders: boolean })[]): Recipient[] {
  const owner = lead.ownerId ? staff.find((s) => s.id === lead.ownerId) : undefined
  if (owner) return owner.reminders ? [owner] : []
  return staff.filter((s) => s.reminders)
}

const toOpenLead = (r: Record<string, unknown>): OpenLead => ({
  id: String(r.id),
  form: String(r.form),
  ownerId: r.owner_id ? String(r.owner_id) : null,
  ownerName: (r.owner_name as string | null) ?? null,
  receivedAt: new Date(r.received_at as Date),
  dueAt: new Date(r.due_at as Date),
})

const OPEN_LEAD_SQL = `SELECT leads.id, leads.form, leads.owner_id, leads.received_at, leads.due_at, staff_users.name AS owner_name
  FROM leads LEFT JOIN staff_users ON staff_users.id = leads.owner_id`

export function createReminders(deps: {
  store: Queryable
  from: MailAddress
  logger: Logger
  outbox?: Pick<Outbox, 'kick'>
  now?: () => number
}): Reminders {
  const now = deps.now ?? Date.now
  const domain = mailDomain(deps.from)
  let timer: NodeJS.Timeout | null = null

  const staffMail = (to: Recipient, kind: string, leadId: string | null, subject: string, paragraphs: string[]) => {
    const id = randomUUID()
    return {
      id,
      leadId,
      message: paragraphsMail({
        id,
        leadId,
        from: { name: deps.from.name, address: deps.from.address },
        to: { name: to.name, address: to.email },
        subject,
        paragraphs: [...paragraphs, copy.why],
        messageId: `<${kind}-${id}@${domain}>`,
        headers: { 'Auto-Submitted': 'auto-generated', 'X-Reminder': kind },
        envelope: { from: deps.from.address, to: [to.email] },
      }),
    }
  }

  /** Queues a reminder's mails under its key, in one transaction; the number queued (0 when claimed before). */
  async function queueOnce(
    key: string,
    build: (tx: Queryable) => Promise<{ id: string; leadId: string | null; message: Mail.Options }[]>,
  ): Promise<number> {
    const at = new Date(now())
    return inTransaction(deps.store, async (tx) => {
      if (!(await claim(tx, key, at))) return 0
      const mails = await build(tx)
      for (const mail of mails) await enqueueMail(tx, { ...mail, message: mail.message as Record<string, unknown>, at })
      return mails.length
    })
  }

  /** The arrival or 1-hour reminder of one lead, to its owner or every staff member. */
  const leadReminder = (kind: 'arrival' | 'due-soon', lead: OpenLead) => async (tx: Queryable) => {
    const form = formName(lead.form)
    const received = staffMoment(lead.receivedAt)
    const due = staffMoment(lead.dueAt)
    const text = kind === 'arrival' ? copy.arrival : copy.dueSoon
    return recipientsOf(lead, await wanting(tx)).map((to) =>
      staffMail(to, kind, lead.id, text.subject(form, due), [
        ...text.lines(form, received, due),
        copy.owner(lead.ownerName),
        `${copy.open(copy.deskUrl)}\n${copy.reference(lead.id)}`,
      ]),
    )
  }

  async function findOpenLead(id: string): Promise<OpenLead | null> {
    const { rows } = await deps.store.query(
      `${OPEN_LEAD_SQL} WHERE leads.id = $1 AND leads.stage = 'new' AND leads.due_at IS NOT NULL`,
      [id],
    )
    return rows[0] ? toOpenLead(rows[0]) : null
  }

  async function arrived(lead: { id: string; form: string; receivedAt: Date }): Promise<boolean> {
    // The test button's mail is not a lead anybody answers.
    if (lead.form === 'test-email' || !inSupportHours(lead.receivedAt)) return false
    const open = await findOpenLead(lead.id)
    if (!open) return false
    return (await queueOnce(`arrival:${lead.id}`, leadReminder('arrival', open))) > 0
  }

  async function missedArrivals(t: number): Promise<number> {
    const { rows } = await deps.store.query(
      `${OPEN_LEAD_SQL} WHERE leads.received_at > $1::timestamptz AND leads.received_at <= $2::timestamptz
         AND leads.stage = 'new' AND leads.form <> 'test-email' AND leads.due_at IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM reminder_claims WHERE key = 'arrival:' || leads.id::text)`,
      [new Date(t - ARRIVAL_LOOKBACK_MS).toISOString(), new Date(t).toISOString()],
    )
    let queued = 0
    for (const lead of rows.map(toOpenLead))
      if (inSupportHours(lead.receivedAt))
        queued += await queueOnce(`arrival:${lead.id}`, leadReminder('arrival', lead))
    return queued
  }

  async function dueSoon(t: number): Promise<number> {
    // A new lead's queue key is its due time in epoch milliseconds (leads.ts): the stage index serves this.
    const { rows } = await deps.store.query(
      `${OPEN_LEAD_SQL} WHERE leads.stage = 'new' AND leads.queue_key > $1::bigint AND leads.queue_key <= $2::bigint
         AND leads.due_at IS NOT NULL AND leads.form <> 'test-email'`,
      [t, t + HOUR_MS],
    )
    let queued = 0
    for (const lead of rows.map(toOpenLead))
      queued += await queueOnce(`due-soon:${lead.id}:${lead.dueAt.getTime()}`, leadReminder('due-soon', lead))
    return queued
  }

  /** The morning digest, at the first tick inside a support day: one per staff member with leads to list. */
  async function digest(t: number): Promise<number> {
    const at = new Date(t)
    if (!inSupportHours(at)) return 0
    const day = DateTime.fromMillis(t, { zone: supportCalendar.timeZone })
    const close = day.set({ hour: supportCalendar.closes, minute: 0, second: 0, millisecond: 0 }).toJSDate()
    return queueOnce(`digest:${day.toISODate()}`, async (tx) => {
      const { rows } = await tx.query(
        `${OPEN_LEAD_SQL} WHERE leads.stage = 'new' AND leads.queue_key <= $1::bigint AND leads.due_at IS NOT NULL
           AND leads.form <> 'test-email' ORDER BY leads.queue_key, leads.id`,
        [close.getTime()],
      )
      const leads = rows.map(toOpenLead)
      const staff = await wanting(tx)
      const perStaff = new Map<string, { to: Recipient; overdue: OpenLead[]; today: OpenLead[] }>()
      for (const lead of leads)
        for (const to of recipientsOf(lead, staff)) {
          const entry = perStaff.get(to.id) ?? { to, overdue: [], today: [] }
          ;(lead.dueAt.getTime() <= t ? entry.overdue : entry.today).push(lead)
          perStaff.set(to.id, entry)
        }
      const section = (heading: string, list: OpenLead[]) =>
        list.length === 0
          ? []
          : [
              [
                `${heading} (${list.length}):`,
                ...list
                  .slice(0, DIGEST_LINES)
                  .map(
                    (l) =>
                      `- ${copy.digest.line(formName(l.form), staffMoment(l.receivedAt), staffMoment(l.dueAt))}. ${copy.reference(l.id)}`,
                  ),
                ...(list.length > DIGEST_LINES ? [`- and ${list.length - DIGEST_LINES} more in the desk`] : []),
              ].join('\n'),
            ]
      // Each digest names several leads, so none is tied to one (`leadId` null): it names no prospect.
      return [...perStaff.values()].map(({ to, overdue, today }) =>
        staffMail(to, 'digest', null, copy.digest.subject(overdue.length, today.length), [
          copy.digest.intro,
          ...section(copy.digest.overdueHeading, overdue),
          ...section(copy.digest.todayHeading, today),
          copy.open(copy.deskUrl),
        ]),
      )
    })
  }

  /**
   * A follow-up that fell due since the last ticks: to whoever it is for (the lead's owner, or whoever set
   * it), or every staff member when neither is here. Keyed by its due time, so a changed one reminds again;
   * one due long before (a server down for a day) is left to My day rather than mailed late.
   */
  async function followUpsDue(t: number): Promise<number> {
    let queued = 0
    for (const due of await followUpsDueBy(deps.store, new Date(t))) {
      if (due.dueAt.getTime() <= t - ARRIVAL_LOOKBACK_MS || due.stage === 'archived') continue
      queued += await queueOnce(`follow-up:${due.leadId}:${due.dueAt.getTime()}`, async (tx) => {
        const form = formName(due.form)
        const when = staffMoment(due.dueAt)
        return recipientsOf({ ownerId: due.staffId }, await wanting(tx)).map((to) =>
          staffMail(to, 'follow-up', due.leadId, copy.followUp.subject(form, when), [
            ...copy.followUp.lines(form, when),
            `${copy.open(copy.deskUrl)}\n${copy.reference(due.leadId)}`,
          ]),
        )
      })
    }
    return queued
  }

  async function tick(): Promise<number> {
    const t = now()
    const queued = (await missedArrivals(t)) + (await dueSoon(t)) + (await digest(t)) + (await followUpsDue(t))
    if (queued > 0) void deps.outbox?.kick()
    return queued
  }

  const safeTick = () => void tick().catch((error) => deps.logger.error('Reminders failed; they will run again', error))
  return {
    arrived,
    tick,
    start(everyMs = 60_000) {
      if (timer) return
      timer = setInterval(safeTick, everyMs)
      timer.unref()
      safeTick()
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = null
    },
  }
}

/** Whether this staff member gets reminders. */
export async function remindersOn(db: Queryable, staffId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT reminders FROM staff_users WHERE id = $1', [staffId])
  return rows[0] ? !!rows[0].reminders : false
}

export async function setRemindersOn(db: Queryable, staffId: string, on: boolean): Promise<void> {
  await db.query('UPDATE staff_users SET reminders = $2 WHERE id = $1', [staffId, on])
}
