import type { LeadStageName } from '../src/lib/lead-stages'
import { type AuditEntry, auditPage } from './audit'
import { type Booking, bookingOf, type Note, notesOf, wasContacted } from './lead-desk'
import { type LabelledField, labelledFields, leadContact, leadName } from './lead-fields'
import type { Lead, LeadStatus } from './leads'
import type { Queryable } from './store'
import { addSupportHours, promisedHours, supportMsBetween } from './support-hours'

/*
 * The leads as the desk's API answers with them. The desk reads these types through Hono's typed client
 * (`hc<DeskApi>`, decision 181), so what is written here is what the browser gets.
 */

export interface DueClock {
  /** When the promise falls due. */
  dueAt: string
  /** The promise's hours: 4 support hours for an enquiry, 24 clock hours for the rest (decision 152). */
  promiseHours: number
  /** Support time left in minutes at the moment of the answer; negative when overdue. */
  supportMinutesLeft: number
  /** Clock time left in minutes at the moment of the answer; negative when overdue. */
  minutesLeft: number
  /**
   * Clock minutes from the moment of the answer until only SOON_SUPPORT_MINUTES of support time are left
   * (0 when that is already so): the desk counts the clock on from its answer, and turns the lead "soon"
   * and then overdue by itself while it stays open.
   */
  minutesUntilSoon: number
}

/** A lead with this much support time left, or less, is shown as due soon. */
export const SOON_SUPPORT_MINUTES = 120

function dueClock(dueAt: Date, form: string, t: Date): DueClock {
  const supportMinutesLeft = Math.round(supportMsBetween(t, dueAt) / 60_000)
  const soonAt =
    supportMinutesLeft > SOON_SUPPORT_MINUTES ? addSupportHours(t, (supportMinutesLeft - SOON_SUPPORT_MINUTES) / 60) : t
  return {
    dueAt: dueAt.toISOString(),
    promiseHours: promisedHours(form),
    supportMinutesLeft,
    minutesLeft: Math.round((dueAt.getTime() - t.getTime()) / 60_000),
    minutesUntilSoon: Math.max(0, Math.round((soonAt.getTime() - t.getTime()) / 60_000)),
  }
}

/** A dated follow-up on a lead, on the support hours' clock (AEST); decision 210. */
export interface FollowUp {
  /** YYYY-MM-DD (AEST). */
  date: string
  /** HH:MM (AEST), or null: some time that day. */
  time: string | null
  note: string | null
  /** When it falls due: the day at its time, or at 8 AM AEST when it has none. */
  dueAt: string
  /** The member of staff who set it. */
  setBy: string | null
}

export interface SubmissionSummary {
  id: string
  /**
   * Goes up by one with every change of stage, owner, booking or follow-up (notes leave it). Every change
   * sends the version it was based on; a stale one is refused with 409 and the lead as it is now.
   */
  version: number
  form: string
  receivedAt: string
  name: string | null
  email: string | null
  phone: string | null
  organisation: string | null
  status: LeadStatus
  attempts: number
  stage: LeadStageName
  notFitReason: string | null
  owner: { id: string; name: string } | null
  /** Only while the lead waits for its first contact (stage "new"). */
  due: DueClock | null
  /** The lead's dated follow-up, if it has one (decision 210). */
  followUp: FollowUp | null
}

/**
 * `history` is the lead's audit entries. `detail` holds codes, ids and counts, never a prospect's data:
 * for `stage` `{ from, to, version }`; for `owner` `{ from, fromName, to, toName, version }` (ids and the
 * staff members' names at the time, null for nobody); for `booking` `{ change, sequence, date, slot,
 * timezone, consultationType, version }`; for `note` `{ noteId }`.
 *
 * `view`: GET /api/submissions/:id?view=1 is the desk opening a lead, and always records a view. The
 * same GET without `view=1` (a reload after a save) records one only when this staff member has no entry
 * on the lead from the last 10 minutes, so a save is not followed by a "viewed the lead".
 */
export interface SubmissionDetail extends SubmissionSummary {
  subject: string
  sentAt: string | null
  lastError: string | null
  nextAttemptAt: string | null
  /** Each field as text ('' when not given), labelled and in the form's order. */
  fields: LabelledField[]
  data: Record<string, unknown>
  notes: Note[]
  history: AuditEntry[]
  booking: Booking | null
  /** It was once contacted, booked or won: its due clock stopped for good, and it never goes back to New. */
  contactedBefore: boolean
}

/** A lead as the desk's list shows it, with its due clock read at `t`. */
export function leadSummary(lead: Lead, t: Date): SubmissionSummary {
  const organisation = lead.data.organisation ?? lead.data.businessName
  return {
    id: lead.id,
    version: lead.version,
    form: lead.form,
    receivedAt: lead.receivedAt.toISOString(),
    name: leadName(lead.data),
    ...leadContact(lead.data),
    organisation: typeof organisation === 'string' && organisation ? organisation : null,
    status: lead.status,
    attempts: lead.attempts,
    stage: lead.stage,
    notFitReason: lead.notFitReason,
    owner: lead.ownerId ? { id: lead.ownerId, name: lead.ownerName ?? '' } : null,
    due: lead.stage === 'new' && lead.dueAt ? dueClock(lead.dueAt, lead.form, t) : null,
    followUp: lead.followUp
      ? {
          date: lead.followUp.date,
          time: lead.followUp.time,
          note: lead.followUp.note,
          dueAt: lead.followUp.at.toISOString(),
          setBy: lead.followUp.setById,
        }
      : null,
  }
}

/** A lead as the desk's detail panel shows it: every field, its notes, history and booking. */
export async function leadDetail(db: Queryable, lead: Lead, t: Date): Promise<SubmissionDetail> {
  const [notes, history, booking, contactedBefore] = await Promise.all([
    notesOf(db, lead.id),
    auditPage(db, { leadId: lead.id, limit: 200 }),
    bookingOf(db, lead.id),
    wasContacted(db, lead.id),
  ])
  return {
    ...leadSummary(lead, t),
    subject: lead.subject,
    sentAt: lead.sentAt?.toISOString() ?? null,
    lastError: lead.lastError,
    nextAttemptAt: lead.status === 'pending' ? lead.nextAttemptAt.toISOString() : null,
    fields: labelledFields(lead.form, lead.data),
    data: lead.data,
    notes,
    history,
    booking,
    contactedBefore,
  }
}
