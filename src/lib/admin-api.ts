/**
 * The lead desk API's wire format: server/admin.ts answers with these, src/features/submissions reads them.
 */

export type DeliveryStatus = 'pending' | 'sent'

// The stages live in lead-stages.ts (one list for server, desk and database); kept here for the desk's imports.
export { isLeadStage, type LeadStageName, leadStages, stageLabels, stageMoves } from './lead-stages'

import type { LeadStageName } from './lead-stages'

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
   * Goes up by one with every change of stage, owner or booking (notes leave it). Every change sends the
   * version it was based on; a stale one is refused with 409 and a `StaleChange`.
   */
  version: number
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
  /** The lead's dated follow-up, if it has one (decision 210). */
  followUp?: FollowUp | null
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

/**
 * One entry of the audit log. `detail` holds codes, ids and counts, never a prospect's data: for
 * `stage` `{ from, to, version }`; for `owner` `{ from, fromName, to, toName, version }` (ids and the
 * staff members' names at the time, null for nobody); for `booking` `{ change, sequence, date, slot,
 * timezone, consultationType, version }`; for `note` `{ noteId }`.
 *
 * `view`: GET /api/submissions/:id?view=1 is the desk opening a lead, and always records a view. The
 * same GET without `view=1` (a reload after a save) records one only when this staff member has no entry
 * on the lead from the last 10 minutes, so a save is not followed by a "viewed the lead".
 */
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

/**
 * The answer (409) to a change of stage, owner or booking whose `version` is not the lead's any more:
 * a sentence saying what changed and who changed it, and the lead as it is now.
 */
export interface StaleChange {
  error: string
  lead: SubmissionDetail
}

/** POST /api/submissions/:id/stage `{ stage, reason?, version }` answers this. */
export interface StageChanged {
  id: string
  stage: LeadStageName
  previous: LeadStageName | null
  version: number
}

/** POST /api/submissions/:id/owner `{ owner: id | null, version }` answers this. */
export interface OwnerChanged {
  id: string
  owner: string | null
  version: number
}

/** POST /api/submissions/:id/booking `{ slot, date?, consultationType?, version }` and …/booking/cancel `{ version }`. */
export interface BookingChanged {
  booking: LeadBooking
  version: number
}

/**
 * POST /api/submissions/:id/notes `{ text, key }` answers this: 201 for a new note. `key` is a UUID the
 * desk makes once per note it means to add (crypto.randomUUID()) and sends again with every retry of it:
 * a repeat with the same key answers 200 with the same id and stores nothing. Without a key every post
 * adds a note (older clients). Notes do not change the lead's `version`.
 */
export interface NoteAdded {
  id: string
}

export interface SubmissionList {
  submissions: SubmissionSummary[]
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null
  /** How many leads match the filters, on every page. */
  total: number
}

export interface StaffMember {
  id: string
  name: string
  email: string
}

export type StaffRole = 'owner' | 'staff'

/** The logged-in member of staff; only an owner may erase people and export every lead (decision 129). */
export interface SessionUser extends StaffMember {
  role?: StaffRole
}

export interface SessionInfo {
  authenticated: boolean
  user?: SessionUser
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
