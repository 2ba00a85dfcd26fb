import type { hc, InferResponseType } from 'hono/client'
// The one import of the server's code in the site (decision 181): a type, erased at build.
import type { DeskApi } from '../../../server/admin'

/**
 * The desk API's answers as the server's routes give them, read from the routes' types through Hono's
 * typed client (decision 181). Nothing here is written twice: change an answer in server/ and the
 * desk's code that reads it no longer type-checks.
 */
export type { DeskApi }
export type DeskClient = ReturnType<typeof hc<DeskApi>>
type Lead = DeskClient['api']['submissions'][':id']

export type SessionInfo = InferResponseType<DeskClient['api']['admin']['session']['$get'], 200>
export type SessionUser = NonNullable<SessionInfo['user']>

export type SubmissionList = InferResponseType<DeskClient['api']['submissions']['$get'], 200>
export type SubmissionSummary = SubmissionList['submissions'][number]
export type SubmissionDetail = InferResponseType<Lead['$get'], 200>
export type SubmissionField = SubmissionDetail['fields'][number]
export type LeadNote = SubmissionDetail['notes'][number]
export type LeadBooking = NonNullable<SubmissionDetail['booking']>
export type DueClock = NonNullable<SubmissionSummary['due']>
export type FollowUp = NonNullable<SubmissionSummary['followUp']>

export type AuditList = InferResponseType<DeskClient['api']['audit']['$get'], 200>
export type AuditEntry = AuditList['entries'][number]

export type StaffMember = InferResponseType<DeskClient['api']['staff']['$get'], 200>['staff'][number]

/**
 * The 409 answer to a change based on an older version: what changed and the lead as it is now. Read
 * from the owner change, whose only 409 it is (a route with a second 409, like the stage's "may not
 * move", merges the two into `{ error }`).
 */
export type StaleChange = InferResponseType<Lead['owner']['$post'], 409>

export type MyDay = InferResponseType<DeskClient['api']['desk']['my-day']['$get'], 200>
export type PromiseReport = InferResponseType<DeskClient['api']['desk']['promise-report']['$get'], 200>
export type PromiseReportRow = PromiseReport['rows'][number]
