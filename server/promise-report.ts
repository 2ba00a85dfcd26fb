import type { Context, Hono } from 'hono'
import { DateTime } from 'luxon'
import { officeTimeZone } from '../src/content/support-hours'
import { isLeadKind, leadForms } from '../src/forms/lead-kinds'
import type { PromiseReport, PromiseReportRow } from '../src/lib/desk-work-api'
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

/** The stages a first contact moves a lead to: a reply, a call, a booking, a sale all pass here. */
export const CONTACT_STAGES = ['contacted', 'booked', 'won'] as const
/** At most this many days in one report: two years of weeks. */
export const MAX_REPORT_DAYS = 731
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const HOUR_S = 3600

const dayStart = (day: string, zone: string) => DateTime.fromISO(day, { zone }).startOf('day')

/**
 * Every day from `first` to `last` (YYYY-MM-DD in the calendar's zone) with how many support days come
 * before it in the list and whether it is one: support time between two moments is then the whole days
 * between them plus the part of each end's day (see `SUPPORT_HOURS_SQL`).
 */
export function supportDays(first: string, last: string, cal: SupportCalendar = supportCalendar) {
  const days: string[] = []
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
    days.push(iso)
    before.push(count)
    open.push(support)
    if (support) count++
  }
  return { days, before, open }
}

/** Seconds of a support day's hours already passed at a local time `t` on a day that is `open`. */
const partSql = (t: string, open: string, cal: SupportCalendar) =>
  `CASE WHEN ${open} THEN least(greatest(extract(epoch FROM ${t} - ${t}::date) - ${cal.opens * HOUR_S}, 0), ${(cal.closes - cal.opens) * HOUR_S}) ELSE 0 END`

function reportSql(cal: SupportCalendar): string {
  const daySeconds = (cal.closes - cal.opens) * HOUR_S
  return `
  WITH cal AS (
    SELECT * FROM unnest($4::date[], $5::int[], $6::boolean[]) AS c(day, before, open)
  ),
  first_contact AS (
    SELECT lead_id, min(at) AS at FROM audit_log
    WHERE action = 'stage' AND at >= $1::timestamptz AND detail->>'to' = ANY($7::text[])
    GROUP BY lead_id
  ),
  timed AS (
    SELECT l.id, l.form, l.due_at, l.not_fit_reason, l.received_at, f.at AS first_at,
      to_char(date_trunc('week', l.received_at AT TIME ZONE '${officeTimeZone}'), 'YYYY-MM-DD') AS week,
      l.received_at AT TIME ZONE '${cal.timeZone}' AS received_local,
      f.at AT TIME ZONE '${cal.timeZone}' AS first_local,
      b.status = 'confirmed' AS booked
    FROM leads l
    LEFT JOIN first_contact f ON f.lead_id = l.id
    LEFT JOIN bookings b ON b.lead_id = l.id
    WHERE l.received_at >= $1::timestamptz AND l.received_at < $2::timestamptz AND l.form <> 'test-email'
  ),
  measured AS (
    SELECT t.*,
      extract(epoch FROM t.first_at - t.received_at) / ${HOUR_S} AS clock_hours,
      ((cf.before - cr.before) * ${daySeconds} + ${partSql('t.first_local', 'cf.open', cal)}
        - ${partSql('t.received_local', 'cr.open', cal)}) / ${HOUR_S} AS support_hours
    FROM timed t
    JOIN cal cr ON cr.day = t.received_local::date
    LEFT JOIN cal cf ON cf.day = t.first_local::date
  )
  SELECT week, form, GROUPING(week) AS all_weeks, GROUPING(form) AS all_forms,
    count(*)::int AS received,
    count(first_at)::int AS contacted,
    percentile_cont(0.5) WITHIN GROUP (ORDER BY clock_hours) AS median_hours,
    percentile_cont(0.9) WITHIN GROUP (ORDER BY clock_hours) AS p90_hours,
    percentile_cont(0.5) WITHIN GROUP (ORDER BY support_hours) AS median_support_hours,
    percentile_cont(0.9) WITHIN GROUP (ORDER BY support_hours) AS p90_support_hours,
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
  const last = DateTime.max(end, DateTime.fromJSDate(now)).setZone(cal.timeZone).plus({ days: 1 })
  const first = start.setZone(cal.timeZone).minus({ days: 1 })
  const days = supportDays(first.toISODate()!, last.toISODate()!, cal)
  const { rows } = await db.query(reportSql(cal), [
    start.toUTC().toISO(),
    end.toUTC().toISO(),
    now.toISOString(),
    days.days,
    days.before,
    days.open,
    [...CONTACT_STAGES],
  ])
  return {
    from: range.from,
    to: range.to,
    at: now.toISOString(),
    rows: rows.map(
      (r): PromiseReportRow => ({
        week: Number(r.all_weeks) === 1 ? null : String(r.week),
        form: Number(r.all_forms) === 1 ? null : String(r.form),
        received: Number(r.received),
        contacted: Number(r.contacted),
        medianHours: hours(r.median_hours),
        p90Hours: hours(r.p90_hours),
        medianSupportHours: hours(r.median_support_hours),
        p90SupportHours: hours(r.p90_support_hours),
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
    if (!ISO_DAY.test(day) || !DateTime.fromISO(day).isValid)
      return `Enter the "${name}" date of the report as a real date, YYYY-MM-DD.`
  if (from > to) return 'The "from" date must not be after the "to" date.'
  if (DateTime.fromISO(to).diff(DateTime.fromISO(from), 'days').days >= MAX_REPORT_DAYS)
    return 'Choose a range of at most two years.'
  return { from, to }
}

export function registerPromiseReport(app: Hono, deps: { store: Queryable; now: () => number }): void {
  app.get('/api/desk/promise-report', async (c) => {
    const range = readRange(c)
    if (typeof range === 'string') return jsonError(c, 400, range)
    return c.json(await promiseReport(deps.store, range, new Date(deps.now())))
  })

  app.get('/api/desk/promise-report.csv', async (c) => {
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
