import { Hono } from 'hono'
import { DateTime } from 'luxon'
import { supportHours } from '../src/content/support-hours'
import { FOLLOW_UP_YEARS_AHEAD, followUpDateProblem } from '../src/lib/follow-up-dates'
import { jsonBody, staleChange } from './admin-desk'
import { followUpBody, myDayQuery, valid } from './admin-inputs'
import { audit } from './audit'
import { deskTextProblem } from './desk-text'
import { jsonError } from './http'
import { deskBodyLimit } from './json-body'
import { StaleVersion, takeVersion } from './lead-versions'
import { leadSummary, type SubmissionSummary } from './lead-views'
import { DESK_COLUMNS, DESK_FROM, findLead, type Lead, toLead } from './leads'
import type { LeadStore, Queryable } from './store'

/**
 * Follow-ups and "My day" (issue 27, decision 210): one dated follow-up per lead, with an optional time
 * and a short note, on the support hours' clock (AEST); and each staff member's day: their overdue leads,
 * those due later today, and their follow-ups due today or before.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/
export const FOLLOW_UP_NOTE_MAX = 500
/** A follow-up further ahead than this is a typing slip (a year of 2062). */

const zone = supportHours.timeZone
const opening = `${String(supportHours.opens).padStart(2, '0')}:00`

/** When a follow-up falls due: its day at its time, or at the opening of support hours, AEST. */
export function followUpInstant(date: string, time: string | null): Date {
  return DateTime.fromISO(`${date}T${time ?? opening}`, { zone }).toJSDate()
}

/** Today on the support hours' clock, and when tomorrow starts there. */
export function supportDay(t: Date): { today: string; tomorrowStarts: Date } {
  const day = DateTime.fromJSDate(t, { zone }).startOf('day')
  return { today: day.toISODate() ?? '', tomorrowStarts: day.plus({ days: 1 }).toJSDate() }
}

export interface DueFollowUp {
  leadId: string
  form: string
  stage: string
  date: string
  time: string | null
  /** Written by staff: it may name the person, so it belongs in a mail to staff, never in a log. */
  note: string | null
  dueAt: Date
  ownerId: string | null
  setById: string | null
  /** Who it is for: the lead's owner, or whoever set it when the lead has no owner (decision 210). */
  staffId: string | null
}

/**
 * Every follow-up due at or before `instant`, soonest first: what a reminder mail reads (issue 27's
 * reminders). A follow-up moved or cleared after its mail went is not here again unless its new time
 * has come; the caller keeps what it has sent by lead id and `dueAt`.
 */
export async function followUpsDueBy(db: Queryable, instant: Date): Promise<DueFollowUp[]> {
  const { rows } = await db.query(
    `SELECT id, form, stage, owner_id, follow_up_by, to_char(follow_up_on, 'YYYY-MM-DD') AS follow_up_on,
       follow_up_time, follow_up_note, follow_up_at
     FROM leads WHERE follow_up_at IS NOT NULL AND follow_up_at <= $1::timestamptz
     ORDER BY follow_up_at, id`,
    [instant.toISOString()],
  )
  return rows.map((r) => ({
    leadId: String(r.id),
    form: String(r.form),
    stage: String(r.stage),
    date: String(r.follow_up_on),
    time: (r.follow_up_time as string | null) ?? null,
    note: (r.follow_up_note as string | null) ?? null,
    dueAt: new Date(r.follow_up_at as Date),
    ownerId: r.owner_id ? String(r.owner_id) : null,
    setById: r.follow_up_by ? String(r.follow_up_by) : null,
    staffId: r.owner_id ? String(r.owner_id) : r.follow_up_by ? String(r.follow_up_by) : null,
  }))
}

/** Sets (or with `date: null` clears) a lead's follow-up. False when there is no such lead. */
async function saveFollowUp(
  db: Queryable,
  leadId: string,
  followUp: { date: string; time: string | null; note: string | null; by: string } | null,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE leads SET follow_up_on = $2::date, follow_up_time = $3, follow_up_at = $4::timestamptz,
       follow_up_note = $5, follow_up_by = $6::uuid
     WHERE id = $1 RETURNING id`,
    followUp
      ? [
          leadId,
          followUp.date,
          followUp.time,
          followUpInstant(followUp.date, followUp.time).toISOString(),
          followUp.note,
          followUp.by,
        ]
      : [leadId, null, null, null, null, null],
  )
  return rows.length === 1
}

type Checked = { date: string; time: string | null; note: string | null } | null

/** The follow-up a request asks for (null: clear it), or what is wrong with it. */
export function readFollowUp(body: Record<string, unknown>, lead: Lead, now: Date): Checked | string {
  if (body.date === null) return null
  const date = typeof body.date === 'string' ? body.date.trim() : ''
  if (!ISO_DAY.test(date) || !DateTime.fromISO(date).isValid) return 'Enter the follow-up date as a real date.'
  const { today } = supportDay(now)
  const problem = followUpDateProblem(date, today, lead.followUp?.date)
  if (problem === 'past') return 'Choose a follow-up date from today on.'
  if (problem === 'too-far') return `Choose a follow-up date within ${FOLLOW_UP_YEARS_AHEAD} years.`
  const time = typeof body.time === 'string' ? body.time.trim() : ''
  if (body.time !== undefined && body.time !== null && typeof body.time !== 'string')
    return 'Enter the time as hours and minutes, like 14:30.'
  if (time !== '' && !CLOCK_TIME.test(time)) return 'Enter the time as hours and minutes, like 14:30.'
  if (body.note !== undefined && body.note !== null && typeof body.note !== 'string')
    return 'Write the follow-up note as text.'
  const note = typeof body.note === 'string' ? body.note.trim() : ''
  if (note.length > FOLLOW_UP_NOTE_MAX) return `Keep the follow-up note to ${FOLLOW_UP_NOTE_MAX} characters or fewer.`
  const bad = deskTextProblem(note, 'follow-up note')
  if (bad) return bad
  return { date, time: time || null, note: note || null }
}

/** GET /api/desk/my-day: the logged-in member of staff's day, each list soonest first. */
export interface MyDay {
  /** Today, YYYY-MM-DD, on the support hours' clock (AEST). */
  today: string
  /** Their leads waiting for a first contact whose due time has passed. */
  overdue: SubmissionSummary[]
  /** Their leads waiting for a first contact that fall due later today. */
  dueToday: SubmissionSummary[]
  /** Follow-ups due today or before, on their leads (or set by them on leads nobody owns), not archived,
   * and not on a lead already in `overdue` or `dueToday` (its card there shows the follow-up). */
  followUps: SubmissionSummary[]
  /** Follow-ups due on their archived leads: not today's work, listed apart (decision 316). */
  archivedFollowUps: SubmissionSummary[]
  /** How many each list holds in all: a list shows at most `shown`. */
  totals: { overdue: number; dueToday: number; followUps: number; archivedFollowUps: number }
  /** The most each list shows (`?show=`: MY_DAY_STEP at first, at most MY_DAY_MOST, src/lib/my-day-limits.ts). */
  shown: number
}

/**
 * The follow-up and My day routes, a part of the desk's API (server/admin.ts), whose session, CSRF,
 * deadline and no-store guards cover `/api/submissions/*` and `/api/desk/*`.
 *
 * POST /api/submissions/:id/follow-up `{ date, time?, note?, version }` sets or changes a follow-up;
 * `{ date: null, version }` clears it. A change based on an older version is refused with 409 and the
 * lead as it is now.
 */
export function followUpRoutes(deps: { store: Queryable; now: () => number }) {
  const { store, now } = deps
  const at = () => new Date(now())

  return new Hono()
    .post('/api/submissions/:id/follow-up', deskBodyLimit(8192), jsonBody, valid('json', followUpBody), async (c) => {
      const body = c.req.valid('json')
      const { version } = body
      const id = c.req.param('id')
      const lead = UUID.test(id) ? await findLead(store, id.toLowerCase()) : null
      if (!lead) return jsonError(c, 404, 'There is no submission with that id.')
      if (lead.version !== version) return staleChange(c, store, lead.id, version, at())
      const followUp = readFollowUp(body, lead, at())
      if (typeof followUp === 'string') return jsonError(c, 400, followUp)
      if (followUp === null && !lead.followUp) return jsonError(c, 409, 'This lead has no follow-up to clear.')
      const user = c.get('session').user
      const changed = await withNextVersion(store, lead.id, version, async (tx, next) => {
        await saveFollowUp(tx, lead.id, followUp && { ...followUp, by: user.id })
        // The note is kept on the lead (and erased with it), never in the audit log (decision 118).
        await audit(tx, {
          actor: { id: user.id, name: user.name },
          action: 'follow-up',
          leadId: lead.id,
          detail: { date: followUp?.date ?? null, time: followUp?.time ?? null, note: !!followUp?.note, version: next },
          at: at(),
        })
        return next
      })
      if (changed === undefined) return staleChange(c, store, lead.id, version, at())
      const saved = await findLead(store, lead.id)
      return c.json({ followUp: (saved && leadSummary(saved, at()).followUp) ?? null, version: changed }, 200)
    })

    .get('/api/desk/my-day', valid('query', myDayQuery), async (c) => {
      const me = c.get('session').user.id
      const { show } = c.req.valid('query')
      const t = at()
      const { today, tomorrowStarts } = supportDay(t)
      // Each list with its count, so the page can say when it shows fewer than there are (decision 316).
      const list = async (where: string, order: string, params: unknown[]) => {
        const [{ rows }, counted] = await Promise.all([
          store.query(
            `SELECT ${DESK_COLUMNS} FROM ${DESK_FROM} WHERE ${where} ORDER BY ${order}, leads.id LIMIT ${show}`,
            params,
          ),
          store.query<{ n: number }>(`SELECT count(*)::int AS n FROM leads WHERE ${where}`, params),
        ])
        return { leads: rows.map((row) => leadSummary(toLead(row), t)), total: Number(counted.rows[0]?.n ?? 0) }
      }
      const waiting = `leads.owner_id = $1::uuid AND leads.stage = 'new' AND leads.due_at IS NOT NULL`
      const followUpDue = `leads.follow_up_at IS NOT NULL AND leads.follow_up_on <= $2::date
         AND (leads.owner_id = $1::uuid OR (leads.owner_id IS NULL AND leads.follow_up_by = $1::uuid))`
      const [overdue, dueToday, followUps, archivedFollowUps] = await Promise.all([
        list(`${waiting} AND leads.due_at < $2::timestamptz`, 'leads.due_at', [me, t.toISOString()]),
        list(`${waiting} AND leads.due_at >= $2::timestamptz AND leads.due_at < $3::timestamptz`, 'leads.due_at', [
          me,
          t.toISOString(),
          tomorrowStarts.toISOString(),
        ]),
        // Not archived, and not a lead of the two lists above (waiting and due before tomorrow). COALESCE:
        // on a lead nobody owns the test is NULL, and NOT NULL would leave the lead out.
        list(
          `${followUpDue} AND leads.stage <> 'archived'
           AND NOT COALESCE(${waiting} AND leads.due_at < $3::timestamptz, false)`,
          'leads.follow_up_at',
          [me, today, tomorrowStarts.toISOString()],
        ),
        list(`${followUpDue} AND leads.stage = 'archived'`, 'leads.follow_up_at', [me, today]),
      ])
      return c.json(
        {
          today,
          overdue: overdue.leads,
          dueToday: dueToday.leads,
          followUps: followUps.leads,
          archivedFollowUps: archivedFollowUps.leads,
          totals: {
            overdue: overdue.total,
            dueToday: dueToday.total,
            followUps: followUps.total,
            archivedFollowUps: archivedFollowUps.total,
          },
          shown: show,
        } satisfies MyDay,
        200,
      )
    })
}

/** Runs `fn` in one transaction that first takes the lead's next version; undefined when another change took it. */
async function withNextVersion<T>(
  store: Queryable,
  leadId: string,
  version: number,
  fn: (tx: Queryable, next: number) => Promise<T>,
): Promise<T | undefined> {
  const s = store as Partial<LeadStore>
  const inTransaction = <R>(run: (tx: Queryable) => Promise<R>) => (s.transaction ? s.transaction(run) : run(store))
  try {
    return await inTransaction(async (tx) => {
      const next = await takeVersion(tx, leadId, version)
      if (next === null) throw new StaleVersion()
      return fn(tx, next)
    })
  } catch (error) {
    if (error instanceof StaleVersion) return undefined
    throw error
  }
}
