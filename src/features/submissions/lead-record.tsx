import { css } from 'styled-system/css'
import { describeAction } from './audit-words'
import type { AuditEntry, LeadNote, SubmissionDetail, SubmissionField } from './desk-types'
import { formatMelbourneTime } from './format'
import { detailStyles } from './lead-detail-styles'

/** What an open lead shows and nobody edits: the fields sent, its notes, its history and its mail's delivery. */

export function SentFields({ fields }: { fields: SubmissionField[] }) {
  return (
    <dl className={detailStyles.list}>
      {fields.map((field) => (
        <div key={field.key} className={css({ display: 'contents' })}>
          <dt className={detailStyles.term}>{field.label}</dt>
          <dd className={field.value === '' ? `${detailStyles.value} ${detailStyles.muted}` : detailStyles.value}>
            {field.value === '' ? 'Not given' : field.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

export function NotesList({ notes }: { notes: LeadNote[] }) {
  return notes.length === 0 ? (
    <p className={detailStyles.muted}>No notes yet.</p>
  ) : (
    <ul className={detailStyles.entries}>
      {notes.map((note) => (
        <li key={note.id}>
          <bdi className={detailStyles.value}>{note.body}</bdi>
          <br />
          <small>
            {note.authorName ?? 'A former member of staff'}, {formatMelbourneTime(note.createdAt)}
          </small>
        </li>
      ))}
    </ul>
  )
}

export function HistoryList({ history }: { history: AuditEntry[] }) {
  return (
    <ul className={detailStyles.entries}>
      {history.map((entry) => (
        <li key={entry.id}>
          {formatMelbourneTime(entry.at)}: {entry.actorName} {describeAction(entry.action, entry.detail)}
        </li>
      ))}
    </ul>
  )
}

export function DeliveryRecord({ detail }: { detail: SubmissionDetail }) {
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
    <dl className={detailStyles.list}>
      {record.map(([label, value]) => (
        <div key={label} className={css({ display: 'contents' })}>
          <dt className={detailStyles.term}>{label}</dt>
          <dd className={detailStyles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
