import { guides } from '../../content/guides'
import { type ReplyDraft, type ReplyFacts, replyTemplates } from '../../content/reply-templates'
import { timezones } from '../../forms/scheduling'
import type { SubmissionDetail } from './desk-types'

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
/** A field's value as staff read it (option labels, not codes), or null when not given. */
const shown = (detail: SubmissionDetail, key: string) => detail.fields.find((f) => f.key === key)?.value || null

const longDate = (iso: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso)
    ? new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', dateStyle: 'full' }).format(new Date(`${iso}T00:00:00Z`))
    : iso

/** What the reply's template is told about the lead: its own facts, in words (issue 27). */
export function replyFacts(detail: SubmissionDetail, staffName: string): ReplyFacts {
  const data = detail.data
  const first = text(data.firstName) || text(data.name).split(/\s+/)[0] || ''
  const topics: Record<string, string | null> = {
    'signup-modal': text(data.serviceInterest) || null,
    'download-guide': guides.find((g) => g.value === data.guide)?.label ?? null,
    'sell-business': text(data.businessName) || null,
    'buy-business': shown(detail, 'state'),
  }
  const slots = Array.isArray(data.preferredTimeSlots) ? (data.preferredTimeSlots as string[]) : []
  const zone = timezones.find((t) => t.value === data.timezone)?.label ?? text(data.timezone)
  return {
    firstName: first || null,
    staffName,
    topic: topics[detail.form] ?? null,
    booking:
      detail.form === 'scheduling' && text(data.preferredDate) && slots.length > 0
        ? { date: longDate(text(data.preferredDate)), slots: slots.join(' or '), zone }
        : null,
  }
}

/** The template for this kind of lead with its facts filled in; a plain letter for a kind without one. */
export function replyDraft(detail: SubmissionDetail, staffName: string): ReplyDraft {
  const template = replyTemplates[detail.form] ?? replyTemplates.contact
  return template ? template(replyFacts(detail, staffName)) : { subject: '', body: '' }
}
