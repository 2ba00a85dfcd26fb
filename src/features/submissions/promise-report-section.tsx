import { Fragment, useEffect, useRef } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from '../../components/ui/button'
import { TextField } from '../../components/ui/form-fields'
import { styles } from './desk-styles'
import type { PromiseReportRow } from './desk-types'
import { promiseReportCsvHref, type ReportRange } from './desk-work-api'
import { deskWorkCopy } from './desk-work-copy'
import { usePromiseReport } from './desk-work-queries'
import { formKindLabel } from './form-kind-labels'
import { useDeskForm } from './use-desk-form'

const copy = deskWorkCopy.report
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

const melbourneDate = (t: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(t)
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** The last twelve weeks: from the Monday eleven weeks before this week's, to today (Melbourne). */
export function defaultReportRange(now = new Date()): ReportRange {
  const today = melbourneDate(now)
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7
  return { from: plusDays(today, -weekday - 77), to: today }
}

const weekText = (week: string) =>
  new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(`${week}T12:00:00Z`),
  )
const hoursText = (clock: number | null, support: number | null) =>
  clock === null ? '—' : `${clock} h (${support ?? '—'} support h)`
function shareText(row: PromiseReportRow) {
  if (row.shareWithinPromise === null) return '—'
  return `${row.withinPromise} of ${row.due} (${Math.round(row.shareWithinPromise * 100)}%)`
}
/** Each reason in a <bdi>: staff's words, whose right-to-left override must not turn the counts after them. */
const reasonsList = (row: PromiseReportRow) =>
  row.notFitReasons.map((r, i) => (
    <Fragment key={r.reason}>
      {i > 0 && '; '}
      <bdi>{r.reason}</bdi> ({r.count})
    </Fragment>
  ))

/**
 * "How well we keep our word" (issue 27, decision 211): the range lives in the address (the route's
 * `validateSearch`); the figures come from the server, per form over the range and week by week.
 */
export function PromiseReportSection(props: {
  range: ReportRange
  onRange: (range: ReportRange) => void
  focusOnMount: boolean
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount
  useEffect(() => {
    if (props.focusOnMount) headingRef.current?.focus()
  }, [])
  const report = usePromiseReport(props.range)
  const rows = report.data?.rows ?? []
  const whole = rows.filter((r) => r.week === null)
  const weeks = rows.filter((r) => r.week !== null)
  return (
    <section aria-labelledby="report-heading">
      <h2 id="report-heading" ref={headingRef} tabIndex={-1} className={cx(styles.h2, css({ mb: '2' }))}>
        {copy.title}
      </h2>
      <p className={styles.help}>{copy.intro}</p>
      <RangeForm key={`${props.range.from}/${props.range.to}`} range={props.range} onRange={props.onRange} />
      <div className={styles.toolbar}>
        <a href={promiseReportCsvHref(props.range)} download className={button({ variant: 'outline', size: 'md' })}>
          {copy.csv}
        </a>
      </div>
      <p role="status" className={styles.status}>
        {report.isFetching ? copy.loading : report.data && rows.length === 0 ? copy.nothing : ''}
      </p>
      {report.error && (
        <p role="alert" className={styles.error}>
          {report.error.message}
        </p>
      )}
      {whole.length > 0 && <ReportTable caption={copy.wholeRange} rows={whole} />}
      {weeks.length > 0 && <ReportTable caption={copy.byWeek} rows={weeks} withWeek />}
    </section>
  )
}

function RangeForm(props: { range: ReportRange; onRange: (range: ReportRange) => void }) {
  const ids = { from: 'report-from', to: 'report-to' }
  const { values, errorOf, set, submit } = useDeskForm({
    defaultValues: props.range,
    ids,
    check: ({ from, to }) => ({
      from: ISO_DAY.test(from) ? undefined : copy.rangeMissing,
      to: !ISO_DAY.test(to) ? copy.rangeMissing : ISO_DAY.test(from) && from > to ? copy.rangeOrder : undefined,
    }),
    onSubmit: (range) => props.onRange(range),
  })
  return (
    <form
      noValidate
      aria-label="Days of the report"
      onSubmit={submit}
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'end', my: '4' })}
    >
      <TextField
        id={ids.from}
        label={copy.from}
        type="date"
        value={values.from}
        error={errorOf('from')}
        onChange={(e) => set('from', e.target.value)}
      />
      <TextField
        id={ids.to}
        label={copy.to}
        type="date"
        value={values.to}
        error={errorOf('to')}
        onChange={(e) => set('to', e.target.value)}
      />
      <div>
        <button type="submit" className={button({ size: 'md' })}>
          {copy.show}
        </button>
      </div>
    </form>
  )
}

function ReportTable({ caption, rows, withWeek }: { caption: string; rows: PromiseReportRow[]; withWeek?: boolean }) {
  const c = copy.columns
  return (
    // A table wider than a phone scrolls sideways: the labelled region takes focus, so the arrow keys
    // scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={cx(styles.tableWrap, css({ mt: '6' }))} aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {withWeek && <th scope="col">{c.week}</th>}
            <th scope="col">{c.form}</th>
            <th scope="col">{c.received}</th>
            <th scope="col">{c.contacted}</th>
            <th scope="col">{c.median}</th>
            <th scope="col">{c.p90}</th>
            <th scope="col">{c.within}</th>
            <th scope="col">{c.bookings}</th>
            <th scope="col">{c.notFit}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.week}/${row.form}`} className={row.form === null ? css({ fontWeight: 'semibold' }) : ''}>
              {withWeek && <td>{row.week ? weekText(row.week) : copy.allWeeks}</td>}
              <th scope="row" className={css({ fontWeight: 'inherit' })}>
                {row.form === null ? copy.allForms : formKindLabel(row.form)}
              </th>
              <td>{row.received}</td>
              <td>{row.contacted}</td>
              <td>{hoursText(row.medianHours, row.medianSupportHours)}</td>
              <td>{hoursText(row.p90Hours, row.p90SupportHours)}</td>
              <td>{shareText(row)}</td>
              <td>{row.bookingsConfirmed}</td>
              <td className={styles.cellText}>
                {row.notFit}
                {row.notFit > 0 && (
                  <>
                    <br />
                    <small>
                      {copy.reasons}: {row.notFitReasons.length > 0 ? reasonsList(row) : copy.noReasons}
                    </small>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
