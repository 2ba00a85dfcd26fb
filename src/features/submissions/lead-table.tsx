import { Fragment } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from '../../components/ui/button'
import { styles } from './desk-styles'
import type { SubmissionSummary } from './desk-types'
import { formKindLabel } from './form-kind-labels'
import { formatMelbourneTime } from './format'
import { ContactLinks, DeliveryPill, DuePill, StagePill } from './lead-badges'
import { SubmissionDetails } from './submission-details'

/** The leads as a table, on screens wide enough for it. */
export function LeadTable(props: {
  submissions: SubmissionSummary[]
  caption: string
  isOpen: (id: string) => boolean
  onToggle: (id: string) => void
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <div className={styles.tableWrap} role="region" aria-labelledby="submissions-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="submissions-caption" className={styles.caption}>
          {props.caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">Due</th>
            <th scope="col">Stage</th>
            <th scope="col">Form</th>
            <th scope="col">Received (Melbourne)</th>
            <th scope="col">Name</th>
            <th scope="col">Contact</th>
            <th scope="col">Owner</th>
            <th scope="col">Delivery</th>
            <th scope="col">
              <span className={styles.srOnly}>Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.submissions.map((s) => (
            <LeadRow key={s.id} submission={s} open={props.isOpen(s.id)} onToggle={() => props.onToggle(s.id)} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

function LeadRow({
  submission: s,
  open,
  onToggle,
}: {
  submission: SubmissionSummary
  open: boolean
  onToggle: () => void
}) {
  const detailsId = `lead-${s.id}`
  return (
    <Fragment>
      <tr>
        <td>
          <DuePill submission={s} />
        </td>
        <td>
          <StagePill submission={s} />
        </td>
        <td>{formKindLabel(s.form)}</td>
        <td>
          <time dateTime={s.receivedAt}>{formatMelbourneTime(s.receivedAt)}</time>
        </td>
        <td className={styles.cellText}>
          {s.name ?? <span className={styles.muted}>—</span>}
          {s.organisation && <span className={cx(styles.muted, css({ display: 'block' }))}>{s.organisation}</span>}
        </td>
        <td className={styles.cellText}>
          <ContactLinks submission={s} />
        </td>
        <td>{s.owner?.name ?? <span className={styles.muted}>Nobody</span>}</td>
        <td>
          <DeliveryPill submission={s} />
        </td>
        <td>
          <ToggleLead submission={s} open={open} detailsId={detailsId} onToggle={onToggle} />
        </td>
      </tr>
      {open && (
        <tr id={detailsId}>
          <td colSpan={9}>
            <div className={styles.details}>
              <SubmissionDetails id={s.id} headingId={`${detailsId}-heading`} />
            </div>
          </td>
        </tr>
      )}
    </Fragment>
  )
}

/** View or Hide one lead's details. */
export function ToggleLead(props: {
  submission: SubmissionSummary
  open: boolean
  detailsId: string
  onToggle: () => void
  wide?: boolean
}) {
  return (
    <button
      type="button"
      aria-expanded={props.open}
      aria-controls={props.open ? props.detailsId : undefined}
      onClick={props.onToggle}
      className={cx(
        button({ variant: props.wide ? 'outline' : 'ghost', size: 'md' }),
        props.wide && css({ w: 'full' }),
      )}
    >
      {props.open ? 'Hide' : 'View'}{' '}
      <span className={styles.srOnly}>lead from {props.submission.name ?? 'this lead'}</span>
    </button>
  )
}
