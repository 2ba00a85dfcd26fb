import { cx } from 'styled-system/css'
import { stageLabels } from '../../lib/lead-stages'
import { useMinutesSince } from './desk-clock'
import { dueClock } from './desk-copy'
import { styles } from './desk-styles'
import type { SubmissionSummary } from './desk-types'

export function DuePill({ submission }: { submission: SubmissionSummary }) {
  // Counted on while the desk stays open: a lead left on screen turns overdue when its time passes.
  const elapsed = useMinutesSince(submission.due)
  if (!submission.due) return <span className={styles.muted}>—</span>
  const clock = dueClock(submission.due, elapsed)
  return (
    <span className={cx(styles.pill, styles[clock.tone])}>
      <time dateTime={submission.due.dueAt}>{clock.text}</time>
    </span>
  )
}

export function StagePill({ submission }: { submission: SubmissionSummary }) {
  return <span className={cx(styles.pill, styles.quiet)}>{stageLabels[submission.stage]}</span>
}

export function DeliveryPill({ submission: s }: { submission: SubmissionSummary }) {
  return (
    <>
      <span className={cx(styles.pill, s.status === 'sent' ? styles.fine : styles.soon)}>
        {s.status === 'sent' ? 'Sent' : 'Pending'}
      </span>
      {s.status === 'pending' && s.attempts > 0 && (
        <span className={styles.attempts}>
          {s.attempts} failed {s.attempts === 1 ? 'attempt' : 'attempts'}
        </span>
      )}
    </>
  )
}

export function ContactLinks({ submission: s }: { submission: SubmissionSummary }) {
  return (
    <>
      {s.email && (
        <a href={`mailto:${s.email}`} className={styles.contactLink}>
          {s.email}
        </a>
      )}
      {s.email && s.phone && <br />}
      {s.phone && (
        <a href={`tel:${s.phone.replace(/[^\d+]/g, '')}`} className={styles.contactLink}>
          {s.phone}
        </a>
      )}
      {!s.email && !s.phone && <span className={styles.muted}>—</span>}
    </>
  )
}
