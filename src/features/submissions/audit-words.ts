import { type LeadStageName, stageLabels } from '../../lib/lead-stages'
import { followUpWhen } from './desk-work-copy'

/** An audit entry in words (its detail holds codes and ids only). */
export function describeAction(action: string, detail: Record<string, unknown>): string {
  const stage = (v: unknown) => (typeof v === 'string' && v in stageLabels ? stageLabels[v as LeadStageName] : '—')
  switch (action) {
    case 'view':
      return 'viewed the lead'
    case 'stage':
      return `moved it from ${stage(detail.from)} to ${stage(detail.to)}`
    case 'owner':
      if (!detail.to) return 'took its owner away'
      return typeof detail.toName === 'string' ? `gave it to ${detail.toName}` : 'gave it an owner'
    case 'note':
      return 'added a note'
    case 'booking':
      return `${detail.change === 'rescheduled' ? 'rescheduled' : 'confirmed'} the consultation (invitation ${Number(detail.sequence) + 1})`
    case 'booking-cancel':
      return 'cancelled the consultation'
    case 'reply':
      return 'replied by email'
    case 'acknowledge':
      return 'emailed them the acknowledgement'
    case 'reminders':
      return detail.on ? 'turned their reminders on' : 'turned their reminders off'
    case 'follow-up':
      return typeof detail.date === 'string'
        ? `set a follow-up for ${followUpWhen({ date: detail.date, time: typeof detail.time === 'string' ? detail.time : null })}`
        : 'cleared the follow-up'
    case 'erase':
      return 'erased the lead on request'
    case 'export':
      return 'exported leads as CSV'
    case 'report-export':
      return `downloaded the promise report for ${String(detail.from)} to ${String(detail.to)} as CSV`
    case 'read-limit':
      return detail.kind === 'lead'
        ? `opened more leads in an hour than the desk allows (${String(detail.limit)}) and was held back`
        : `read more pages of leads in an hour than the desk allows (${String(detail.limit)}) and was held back`
    case 'privacy-export':
      return 'downloaded a person’s information'
    case 'purge':
      return `deleted ${detail.leads} archived lead(s) past the retention period`
    case 'login':
      return detail.code ? 'logged in from a new browser with an emailed code' : 'logged in'
    case 'login-code-sent':
      return 'was emailed a login code for a new browser'
    case 'logout':
      return 'logged out'
    case 'logout-everywhere':
      return 'logged out everywhere'
    case 'login-failed':
      if (detail.code) return 'failed to log in (a wrong, used or expired code)'
      return detail.disabled ? 'tried to log in to a disabled account' : 'failed to log in (wrong password)'
    case 'staff-add':
      return `added the staff account of ${String(detail.staffName)}`
    case 'staff-disable':
      return `disabled the staff account of ${String(detail.staffName)}`
    case 'staff-enable':
      return `enabled the staff account of ${String(detail.staffName)}`
    case 'staff-reset':
      return `set a new password for ${String(detail.staffName)}`
    default:
      return action
  }
}
