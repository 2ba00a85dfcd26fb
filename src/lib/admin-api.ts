/**
 * The lead desk API's wire format: server/admin.ts answers with these, src/features/submissions reads them.
 * With the stages' names as staff read them, on the desk and in the server's CSV export.
 */

export type DeliveryStatus = 'pending' | 'sent'

export const leadStages = ['new', 'contacted', 'booked', 'won', 'not-fit', 'archived'] as const
export type LeadStageName = (typeof leadStages)[number]

export const stageLabels: Record<LeadStageName, string> = {
  new: 'New',
  contacted: 'Contacted',
  booked: 'Booked',
  won: 'Won',
  'not-fit': 'Not a fit',
  archived: 'Archived',
}

export interface DueClock {
  /** When the promise falls due. */
  dueAt: string
  /** The promise's hours: 4 support hours for an enquiry, 24 clock hours for the rest (decision 152). */
  promiseHours: number
  /** Support time left in minutes at the moment of the answer; negative when overdue. */
  supportMinutesLeft: number
  /** Clock time left in minutes at the moment of the answer; negative when overdue. */
  minutesLeft: number
}

export interface SubmissionSummary {
  id: string
  form: string
  receivedAt: string
  name: string | null
  email: string | null
  phone: string | null
  organisation: string | null
  status: DeliveryStatus
  attempts: number
  stage: LeadStageName
  notFitReason: string | null
  owner: { id: string; name: string } | null
  /** Only while the lead waits for its first contact (stage "new"). */
  due: DueClock | null
}

export interface SubmissionField {
  key: string
  label: string
  /** The value as text ('' when not given). */
  value: string
}

export interface LeadNote {
  id: string
  body: string
  authorName: string | null
  createdAt: string
}

export interface LeadBooking {
  uid: string
  sequence: number
  status: 'confirmed' | 'cancelled'
  startsAt: string
  date: string
  slot: string
  timezone: string
  consultationType: string
}

export interface AuditEntry {
  id: string
  at: string
  actorName: string
  action: string
  leadId: string | null
  detail: Record<string, unknown>
}

export interface SubmissionDetail extends SubmissionSummary {
  subject: string
  sentAt: string | null
  lastError: string | null
  nextAttemptAt: string | null
  fields: SubmissionField[]
  data: Record<string, unknown>
  notes: LeadNote[]
  history: AuditEntry[]
  booking: LeadBooking | null
}

export interface SubmissionList {
  submissions: SubmissionSummary[]
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null
}

export interface StaffMember {
  id: string
  name: string
  email: string
}

export interface SessionInfo {
  authenticated: boolean
  user?: StaffMember
  csrfToken?: string
  expiresAt?: string
}

export interface AuditList {
  entries: AuditEntry[]
  nextCursor: string | null
}

export interface ApiError {
  error: string
}
