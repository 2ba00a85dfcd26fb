import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from '../../components/ui/button'
import { TextAreaField, TextField } from '../../components/ui/form-fields'
import { replyCopy } from '../../content/reply-templates'
import type { ReplyPreview } from '../../lib/desk-mail-api'
import { changeErrorText } from './desk-copy'
import { listReplies, previewReply, sendReply } from './desk-mail-api'
import { useWithSession } from './desk-queries'
import type { SubmissionDetail } from './desk-types'
import { formatMelbourneTime } from './format'
import { replyDraft } from './reply-draft'
import { getSession, withKey } from './submissions-api'
import { useDeskForm } from './use-desk-form'

/** Runs a change based on the lead's version; true when it was saved (submission-details.tsx). */
type Act = (change: (version: number) => Promise<unknown>, done: string) => Promise<boolean>

const styles = {
  panel: css({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '3',
    alignContent: 'start',
    gridColumn: '1 / -1',
    maxW: '3xl',
  }),
  heading: css({ fontSize: 'md', fontWeight: 'semibold', color: 'brand' }),
  help: css({ color: 'muted' }),
  error: css({ color: 'danger.700', fontWeight: 'semibold' }),
  preview: css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '3', bg: 'white' }),
  headers: css({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: '3', mb: '3' }),
  body: css({ whiteSpace: 'pre-wrap', overflowWrap: 'break-word', fontFamily: 'inherit', m: 0 }),
  entries: css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '3', listStyle: 'none', p: 0 }),
}

/**
 * The reply from a lead (issue 27): starts from the template for its form kind with the lead's facts,
 * can be previewed as it will leave, and is sent once (its key) based on the version shown. Nothing typed
 * is lost on a failure: the form keeps it until the reply is sent.
 */
export function ReplyPanel({ detail, act, pending }: { detail: SubmissionDetail; act: Act; pending: boolean }) {
  const me = useQuery({ queryKey: ['session-user'], queryFn: getSession, staleTime: Number.POSITIVE_INFINITY })
  if (!detail.email) return <p className={styles.help}>{replyCopy.noEmail}</p>
  if (me.isPending) return null
  return <ReplyForm detail={detail} act={act} pending={pending} staffName={me.data?.user?.name ?? ''} />
}

function ReplyForm(props: { detail: SubmissionDetail; act: Act; pending: boolean; staffName: string }) {
  const { detail } = props
  const withSession = useWithSession()
  const replies = useQuery({
    queryKey: ['leads', 'replies', detail.id],
    queryFn: () => withSession(() => listReplies(detail.id)),
  })
  const [draft] = useState(() => replyDraft(detail, props.staffName))
  // One key per reply, kept until it is sent: a double click or a retry after logging in again mails once.
  const key = useRef(crypto.randomUUID())
  const [preview, setPreview] = useState<ReplyPreview | null>(null)
  const [previewError, setPreviewError] = useState('')
  const ids = { subject: `reply-subject-${detail.id}`, body: `reply-body-${detail.id}` }
  const input = (values: { subject: string; body: string }) => ({ ...values, template: detail.form })
  const { form, values, errorOf, set, submit } = useDeskForm({
    defaultValues: { subject: draft.subject, body: draft.body },
    ids,
    check: ({ subject, body }) => ({
      subject: subject.trim() ? undefined : replyCopy.subjectMissing,
      body: body.trim() ? undefined : replyCopy.bodyMissing,
    }),
    onSubmit: async (v) => {
      const sent = await props.act(
        (version) =>
          withKey(
            () => sendReply(detail.id, version, { ...input(v), key: key.current }),
            () => {
              key.current = crypto.randomUUID()
            },
          ),
        // Only a new lead is marked contacted by a reply (server/lead-replies.ts): say what happened.
        detail.stage === 'new' ? replyCopy.sent : replyCopy.sentStageKept,
      )
      if (!sent) return
      key.current = crypto.randomUUID()
      setPreview(null)
      form.reset()
    },
  })
  const showPreview = async () => {
    setPreviewError('')
    try {
      setPreview(await withSession(() => previewReply(detail.id, input(values))))
    } catch (error) {
      setPreview(null)
      setPreviewError(error instanceof Error ? changeErrorText(error) : 'Could not show the preview. Try again.')
    }
  }
  const headingId = `reply-heading-${detail.id}`
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h4 id={headingId} className={styles.heading}>
        {replyCopy.heading}
      </h4>
      <p className={styles.help}>{replyCopy.help}</p>
      <form noValidate className={styles.panel} aria-labelledby={headingId} onSubmit={submit}>
        <TextField
          id={ids.subject}
          label={replyCopy.subjectLabel}
          value={values.subject}
          maxLength={200}
          error={errorOf('subject')}
          onChange={(e) => set('subject', e.target.value)}
        />
        <TextAreaField
          id={ids.body}
          label={replyCopy.bodyLabel}
          value={values.body}
          rows={12}
          maxLength={10_000}
          error={errorOf('body')}
          onChange={(e) => set('body', e.target.value)}
        />
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <button
            type="button"
            disabled={props.pending}
            className={button({ size: 'md', variant: 'outline' })}
            onClick={showPreview}
          >
            {replyCopy.preview}
          </button>
          <button type="submit" disabled={props.pending} className={button({ size: 'md' })}>
            {replyCopy.send}
          </button>
        </div>
        <p role="alert" className={styles.error}>
          {previewError}
        </p>
      </form>
      {preview && (
        <section aria-label={replyCopy.previewHeading} className={styles.preview}>
          <dl className={styles.headers}>
            {(
              [
                ['From', preview.from],
                ['To', preview.to],
                ['Reply-To', preview.replyTo],
                ['Subject', preview.subject],
                ['In reply to', preview.inReplyTo],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className={css({ display: 'contents' })}>
                <dt>{label}</dt>
                <dd className={styles.body}>{value}</dd>
              </div>
            ))}
          </dl>
          <pre className={styles.body}>{preview.text}</pre>
        </section>
      )}
      {(replies.data?.length ?? 0) > 0 && (
        <>
          <h4 className={styles.heading}>{replyCopy.repliesHeading}</h4>
          <p className={styles.help}>{replyCopy.erasedNote}</p>
          <ul className={styles.entries}>
            {replies.data?.map((r) => (
              <li key={r.id}>
                <strong>{r.subject}</strong>
                <br />
                <small>
                  {r.authorName ?? 'A former member of staff'}, {formatMelbourneTime(r.createdAt)},{' '}
                  {r.sentAt ? 'sent' : 'waiting in the outbox'}
                </small>
                <pre className={styles.body}>{r.body}</pre>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
