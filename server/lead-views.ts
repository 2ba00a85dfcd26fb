import type { SubmissionDetail, SubmissionSummary } from '../src/lib/admin-api'
import { auditPage } from './audit'
import { bookingOf, notesOf } from './lead-desk'
import { labelledFields, leadContact, leadName } from './lead-fields'
import type { Lead } from './leads'
import type { Queryable } from './store'
import { promisedHours, supportMsBetween } from './support-hours'

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
    due:
      lead.stage === 'new' && lead.dueAt
        ? {
            dueAt: lead.dueAt.toISOString(),
            promiseHours: promisedHours(lead.form),
            supportMinutesLeft: Math.round(supportMsBetween(t, lead.dueAt) / 60_000),
            minutesLeft: Math.round((lead.dueAt.getTime() - t.getTime()) / 60_000),
          }
        : null,
    followUp: lead.followUp && {
      date: lead.followUp.date,
      time: lead.followUp.time,
      note: lead.followUp.note,
      dueAt: lead.followUp.at.toISOString(),
      setBy: lead.followUp.setById,
    },
  }
}

/** A lead as the desk's detail panel shows it: every field, its notes, history and booking. */
export async function leadDetail(db: Queryable, lead: Lead, t: Date): Promise<SubmissionDetail> {
  const [notes, history, booking] = await Promise.all([
    notesOf(db, lead.id),
    auditPage(db, { leadId: lead.id, limit: 200 }),
    bookingOf(db, lead.id),
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
  }
}
