import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import type { SubmissionDetail } from '../../lib/admin-api'
import { formatMelbourneTime } from './format'
import { getSubmission } from './submissions-api'

type Loaded = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; detail: SubmissionDetail }

const styles = {
  panel: css({ bg: 'surface', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '4' }),
  heading: css({ fontSize: 'md', fontWeight: 'semibold', color: 'brand', mb: '3' }),
  list: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'minmax(10rem, max-content) 1fr' },
    columnGap: '6',
    rowGap: '2',
  }),
  term: css({ fontWeight: 'semibold', color: 'text' }),
  value: css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: { base: '2', md: '0' } }),
  muted: css({ color: 'muted', fontStyle: 'italic' }),
  error: css({ color: 'danger.700', fontWeight: 'semibold' }),
}

/** One lead in full: every field as text, then its delivery record. Loaded when opened. */
export function SubmissionDetails({ id, headingId }: { id: string; headingId: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })

  useEffect(() => {
    let current = true
    getSubmission(id).then(
      (detail) => current && setLoaded({ kind: 'ready', detail }),
      (error: unknown) =>
        current &&
        setLoaded({ kind: 'error', message: error instanceof Error ? error.message : 'Could not load this lead.' }),
    )
    return () => {
      current = false
    }
  }, [id])

  if (loaded.kind === 'loading') return <p role="status">Loading the lead…</p>
  if (loaded.kind === 'error')
    return (
      <p role="alert" className={styles.error}>
        {loaded.message}
      </p>
    )

  const { detail } = loaded
  const record: [string, string][] = [
    ['Subject', detail.subject],
    ['Received', formatMelbourneTime(detail.receivedAt)],
    ['Delivery', detail.status === 'sent' ? 'Mailed to the office' : 'Waiting to be mailed'],
    ['Attempts', String(detail.attempts)],
  ]
  if (detail.sentAt) record.push(['Mailed at', formatMelbourneTime(detail.sentAt)])
  if (detail.lastError) record.push(['Last mail error', detail.lastError])
  if (detail.nextAttemptAt) record.push(['Next attempt', formatMelbourneTime(detail.nextAttemptAt)])
  record.push(['Lead id', detail.id])

  return (
    <div className={styles.panel}>
      <h3 id={headingId} className={styles.heading}>
        What they sent
      </h3>
      <dl className={styles.list}>
        {detail.fields.map((field) => (
          <div key={field.key} className={css({ display: 'contents' })}>
            <dt className={styles.term}>{field.label}</dt>
            <dd className={field.value === '' ? `${styles.value} ${styles.muted}` : styles.value}>
              {field.value === '' ? 'Not given' : field.value}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className={`${styles.heading} ${css({ mt: '5' })}`}>Delivery record</h3>
      <dl className={styles.list}>
        {record.map(([label, value]) => (
          <div key={label} className={css({ display: 'contents' })}>
            <dt className={styles.term}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
