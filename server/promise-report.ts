import { type Context, Hono } from 'hono'
import { DateTime } from 'luxon'
import { officeTimeZone } from '../src/content/support-hours'
import { isLeadKind, leadForms } from '../src/forms/lead-kinds'
import { contactStages } from '../src/lib/lead-stages'
import { isIsoDay } from './admin-inputs'
import { audit } from './audit'
import { toCsv } from './csv'
import { jsonError } from './http'
import type { Queryable } from './store'
import { type SupportCalendar, supportCalendar } from './support-hours'

/**
 * "How well we keep our word" (issue 27, decision 211): per week and per form over a range of days,
 * the leads received, the time to first contact (median and 90th percentile, in clock hours and in
 * support hours), the share contacted within the promise, bookings confirmed and the not-a-fit reasons.
 * One SQL statement on PGlite and PostgreSQL alike; support time is counted in SQL from a calendar of
 * the range's days that the server works out from the one support calendar (server/support-hours.ts).
 */

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

/** The stages a first contact moves a lead to: a reply, a call, a booking, a sale all pass here. */
export const CONTACT_STAGES = contactStages
/** At most this many days in one report: two years of weeks. */
export const MAX_REPORT_DAYS = 731
const HOUR_S = 3600

const dayStart = (day: string, zone: string) => DateTime.fromISO(day, { zone }).startOf('day')

/**
 * Every day from `first` to `last` (YYYY-MM-DD in the calendar's zone) with how many support days come
 * before it in the list and whether it is one: support time between two moments is then the whole days
 * between them plus the part of each end's day (see `reportSql`).
 */
function supportDays(first: string, last: string, cal: SupportCalendar = supportCalendar) {
  const before: number[] = []
  const open: boolean[] = []
  const holidays = new Map<number, Set<string>>()
  const holidaysOf = (year: number) => {
    const known = holidays.get(year)
    if (known) return known
    const set = new Set(cal.holidaysOf(year))
    holidays.set(year, set)
    return set
  }
  let count = 0
  for (let day = DateTime.fromISO(first); day.toISODate()! <= last; day = day.plus({ days: 1 })) {
    const iso = day.toISODate()!
    const support = cal.days.includes(day.weekday) && !holidaysOf(day.year).has(iso)
    before.push(count)
    open.push(support)
    if (support) count++
  }
  return { before, open }
}

/**
 * The report's SQL for a calendar. Times on the support clock are read as "local epoch seconds": for a
 * zone with one offset over the calendar (AEST is UTC+10 all year, decision 151) plain arithmetic, else
 * `AT TIME ZONE`, which costs far more per lead. A local day is then a number; the support days before
 * it and whether it is one come from the calendar's arrays ($4, $5, from day $6), so no join is needed.
 */
function reportSql(cal: SupportCalendar, fixedOffsetSeconds: number | null): string {
  const daySeconds = (cal.closes - cal.opens) * HOUR_S
  const local = (t: string) =>
    fixedOffsetSeconds === null
      ? `extract(epoch FROM (${t} AT TIME ZONE '${cal.timeZone}'))`
      : `(extract(epoch FROM ${t}) + ${fixedOffsetSeconds})`
  const dayOf = (t: string) => `(floor(${t} / 86400)::int - $6::int + 1)`
  /** Seconds of a support day's hours passed at local epoch `t` (none on a day that is not one). */
  const part = (t: string) =>
    `CASE WHEN ($5::boolean[])[${dayOf(t)}] THEN least(greatest(${t} - floor(${t} / 86400) * 86400 - ${cal.opens * HOUR_S}, 0), ${daySeconds}) ELSE 0 END`
  return `
  WITH first_contact AS (
    SELECT lead_id, min(at) AS at FROM audit_log
    WHERE action = 'stage' AND at >= $1::timestamptz AND detail->>'to' = ANY($8::text[])
    GROUP BY lead_id
  ),
  timed AS (
    SELECT l.form, l.due_at, l.not_fit_reason, l.received_at, f.at AS first_at,
      width_bucket(l.received_at, $7::timestamptz[]) AS week,
      ${local('l.received_at')} AS received_local,
      ${local('f.at')} AS first_local,
      b.status = 'confirmed' AS booked
    FROM leads l
    LEFT JOIN first_contact f ON f.lead_id = l.id
    LEFT JOIN bookings b ON b.lead_id = l.id
    WHERE l.received_at >= $1::timestamptz AND l.received_at < $2::timestamptz AND l.form <> 'test-email'
  ),
  measured AS (
    SELECT t.*,
      extract(epoch FROM t.first_at - t.received_at) / ${HOUR_S} AS clock_hours,
      ((($4::int[])[${dayOf('t.first_local')}] - ($4::int[])[${dayOf('t.received_local')}]) * ${daySeconds}
        + ${part('t.first_local')} - ${part('t.received_local')}) / ${HOUR_S} AS support_hours
    FROM timed t
  )
  SELECT week, form, GROUPING(week) AS all_weeks, GROUPING(form) AS all_forms,
    count(*)::int AS received,
    count(first_at)::int AS contacted,
    -- One sort each for the median and the 90th percentile together.
    percentile_cont(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY clock_hours) AS clock_percentiles,
    percentile_cont(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY support_hours) AS support_percentiles,
    count(*) FILTER (WHERE first_at IS NOT NULL OR due_at <= $3::timestamptz)::int AS due,
    count(*) FILTER (WHERE first_at <= due_at)::int AS within_promise,
    count(*) FILTER (WHERE booked)::int AS bookings_confirmed,
    count(*) FILTER (WHERE not_fit_reason IS NOT NULL)::int AS not_fit,
    (SELECT json_agg(json_build_object('reason', r.reason, 'count', r.n) ORDER BY r.n DESC, r.reason)
     FROM (SELECT btrim(x.reason) AS reason, count(*)::int AS n
           FROM unnest(array_agg(not_fit_reason) FILTER (WHERE not_fit_reason IS NOT NULL)) AS x(reason)
           GROUP BY btrim(x.reason)) r) AS not_fit_reasons
  FROM measured
  GROUP BY GROUPING SETS ((week, form), (week), (form), ())
  ORDER BY all_weeks DESC, week, all_forms DESC, form`
}

/** The zone's offset in seconds if it is the same all through [from, to], else null. */
function fixedOffset(zone: string, from: DateTime, to: DateTime): number | null {
  const offset = from.setZone(zone).offset
  for (let t = from; t < to; t = t.plus({ days: 1 })) if (t.setZone(zone).offset !== offset) return null
  return to.setZone(zone).offset === offset ? offset * 60 : null
}

/** percentile_cont over an array of fractions: an array (null entries when no lead was contacted). */
const percentiles = (value: unknown) => (Array.isArray(value) ? value : [null, null])
const hours = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10)

/** The report over the Melbourne days `from` to `to` (inclusive), as it stands at `now`. */
export async function promiseReport(
  db: Queryable,
  range: { from: string; to: string },
  now: Date,
  cal: SupportCalendar = supportCalendar,
): Promise<PromiseReport> {
  const start = dayStart(range.from, officeTimeZone)
  const end = dayStart(range.to, officeTimeZone).plus({ days: 1 })
  // The calendar runs from the first lead's day to the last possible contact (now), a day either side.
  const last = DateTime.max(end, DateTime.fromJSDate(now)).setZone(cal.timeZone).plus({ days: 1 }).startOf('day')
  const first = start.setZone(cal.timeZone).minus({ days: 1 }).startOf('day')
  const days = supportDays(first.toISODate()!, last.toISODate()!, cal)
  // The Mondays (Melbourne) the range's weeks start on: a lead's week is the last one at or before it.
  const mondays: DateTime[] = []
  for (let monday = start.startOf('week'); monday < end; monday = monday.plus({ weeks: 1 })) mondays.push(monday)
  const { rows } = await db.query(reportSql(cal, fixedOffset(cal.timeZone, first, last.plus({ days: 1 }))), [
    start.toUTC().toISO(),
    end.toUTC().toISO(),
    now.toISOString(),
    days.before,
    days.open,
    Math.floor(Date.parse(`${first.toISODate()}T00:00:00Z`) / 86_400_000),
    mondays.map((m) => m.toUTC().toISO()),
    [...CONTACT_STAGES],
  ])
  return {
    from: range.from,
    to: range.to,
    at: now.toISOString(),
    rows: rows.map(
      (r): PromiseReportRow => ({
        week: Number(r.all_weeks) === 1 ? null : (mondays[Number(r.week) - 1]?.toISODate() ?? null),
        form: Number(r.all_forms) === 1 ? null : String(r.form),
        received: Number(r.received),
        contacted: Number(r.contacted),
        medianHours: hours(percentiles(r.clock_percentiles)[0]),
        p90Hours: hours(percentiles(r.clock_percentiles)[1]),
        medianSupportHours: hours(percentiles(r.support_percentiles)[0]),
        p90SupportHours: hours(percentiles(r.support_percentiles)[1]),
        due: Number(r.due),
        withinPromise: Number(r.within_promise),
        shareWithinPromise: Number(r.due) > 0 ? Number(r.within_promise) / Number(r.due) : null,
        bookingsConfirmed: Number(r.bookings_confirmed),
        notFit: Number(r.not_fit),
        notFitReasons: (r.not_fit_reasons as { reason: string; count: number }[] | null) ?? [],
      }),
    ),
  }
}

const formName = (form: string | null) => (form === null ? 'All forms' : isLeadKind(form) ? leadForms[form].name : form)
const number = (value: number | null) => (value === null ? '' : String(value))

/** The report as CSV (RFC 4180, formulas neutralised: server/csv.ts), one row per week and form. */
export function promiseReportCsv(report: PromiseReport): string {
  const header = [
    'Week starting (Monday)',
    'Form',
    'Leads received',
    'Contacted',
    'Median hours to first contact',
    '90th percentile hours to first contact',
    'Median support hours to first contact',
    '90th percentile support hours to first contact',
    'Due by the report time',
    'Contacted within the promise',
    'Share within the promise (%)',
    'Bookings confirmed',
    'Not a fit',
    'Not-a-fit reasons',
  ]
  const rows = report.rows.map((r) => [
    r.week ?? 'All weeks',
    formName(r.form),
    String(r.received),
    String(r.contacted),
    number(r.medianHours),
    number(r.p90Hours),
    number(r.medianSupportHours),
    number(r.p90SupportHours),
    String(r.due),
    String(r.withinPromise),
    r.shareWithinPromise === null ? '' : String(Math.round(r.shareWithinPromise * 1000) / 10),
    String(r.bookingsConfirmed),
    String(r.notFit),
    r.notFitReasons.map((x) => `${x.reason} (${x.count})`).join('; '),
  ])
  return `\uFEFF${toCsv([header, ...rows])}`
}

/** The range a request asks for, or what is wrong with it. */
export function readRange(c: Context): { from: string; to: string } | string {
  const from = c.req.query('from')?.trim() ?? ''
  const to = c.req.query('to')?.trim() ?? ''
  for (const [name, day] of [
    ['from', from],
    ['to', to],
  ] as const)
    if (!isIsoDay(day)) return `Enter the "${name}" date of the report as a real date, YYYY-MM-DD.`
  if (from > to) return 'The "from" date must not be after the "to" date.'
  if (DateTime.fromISO(to).diff(DateTime.fromISO(from), 'days').days >= MAX_REPORT_DAYS)
    return 'Choose a range of at most two years.'
  return { from, to }
}

/**
 * GET /api/desk/promise-report?from=YYYY-MM-DD&to=YYYY-MM-DD (Melbourne days, at most 2 years), and the
 * same as CSV: a part of the desk's API (server/admin.ts).
 */
export function promiseReportRoutes(deps: { store: Queryable; now: () => number }) {
  return new Hono()
    .get('/api/desk/promise-report', async (c) => {
      const range = readRange(c)
      if (typeof range === 'string') return jsonError(c, 400, range)
      return c.json(await promiseReport(deps.store, range, new Date(deps.now())), 200)
    })

    .get('/api/desk/promise-report.csv', async (c) => {
      const range = readRange(c)
      if (typeof range === 'string') return jsonError(c, 400, range)
      const report = await promiseReport(deps.store, range, new Date(deps.now()))
      // The reasons are staff's words about leads: who took them away is recorded, not what they said.
      const user = c.get('session').user
      await audit(deps.store, {
        actor: { id: user.id, name: user.name },
        action: 'report-export',
        detail: { report: 'promises', ...range },
        at: new Date(deps.now()),
      })
      c.header('Content-Type', 'text/csv; charset=utf-8')
      c.header('Content-Disposition', `attachment; filename="promises-${range.from}-to-${range.to}.csv"`)
      return c.body(promiseReportCsv(report))
    })
}
