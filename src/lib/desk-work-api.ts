/**
 * The wire format of the desk's follow-ups, "My day" and the promise report (issue 27, decisions 210 and
 * 211): server/follow-ups.ts and server/promise-report.ts answer with these.
 */
import type { FollowUp, SubmissionSummary } from './admin-api'

/**
 * POST /api/submissions/:id/follow-up `{ date, time?, note?, version }` sets or changes it; `{ date: null,
 * version }` clears it. A change based on an older version is refused with 409 and a `StaleChange`.
 */
export interface FollowUpChanged {
  followUp: FollowUp | null
  version: number
}

/** GET /api/desk/my-day: the logged-in member of staff's day, each list soonest first. */
export interface MyDay {
  /** Today, YYYY-MM-DD, on the support hours' clock (AEST). */
  today: string
  /** Their leads waiting for a first contact whose due time has passed. */
  overdue: SubmissionSummary[]
  /** Their leads waiting for a first contact that fall due later today. */
  dueToday: SubmissionSummary[]
  /** Follow-ups due today or before, on their leads (or set by them on leads nobody owns). */
  followUps: SubmissionSummary[]
}

/** One row of the promise report: a week and a form, a week of every form, or the whole range. */
export interface PromiseReportRow {
  /** The Monday the week starts (YYYY-MM-DD, Melbourne), or null for the whole range. */
  week: string | null
  /** A form kind, or null for every form. */
  form: string | null
  received: number
  /** Leads with a first contact (a move to contacted, booked or won). */
  contacted: number
  medianHours: number | null
  p90Hours: number | null
  medianSupportHours: number | null
  p90SupportHours: number | null
  /** Leads whose due time has passed or that were contacted: what the share is out of. */
  due: number
  /** Of those, contacted by the due time. */
  withinPromise: number
  /** withinPromise / due, 0 to 1, or null when none was due. */
  shareWithinPromise: number | null
  bookingsConfirmed: number
  notFit: number
  /** The not-a-fit reasons given, most given first, with how often. */
  notFitReasons: { reason: string; count: number }[]
}

/** GET /api/desk/promise-report?from=YYYY-MM-DD&to=YYYY-MM-DD (Melbourne days, at most 2 years). */
export interface PromiseReport {
  from: string
  to: string
  /** When it was worked out: leads not yet due then are not counted in the share. */
  at: string
  rows: PromiseReportRow[]
}
