/** The submissions viewer API's wire format: server/admin.ts answers with these, src/features/submissions reads them. */

export type DeliveryStatus = 'pending' | 'sent'

export interface SubmissionSummary {
  id: string
  form: string
  receivedAt: string
  name: string | null
  email: string | null
  phone: string | null
  status: DeliveryStatus
  attempts: number
}

export interface SubmissionField {
  key: string
  label: string
  /** The value as text ('' when not given). */
  value: string
}

export interface SubmissionDetail extends SubmissionSummary {
  subject: string
  sentAt: string | null
  lastError: string | null
  nextAttemptAt: string | null
  fields: SubmissionField[]
  data: Record<string, unknown>
}

export interface SubmissionList {
  submissions: SubmissionSummary[]
}

export interface ApiError {
  error: string
}
