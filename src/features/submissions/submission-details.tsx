import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { stageLabels } from '../../lib/lead-stages'
import { BookingForm } from './booking-form'
import { changeErrorText, deskCopy } from './desk-copy'
import { invalidateLeads, showCurrentLead, useLead, useLeadChange, useStaffList } from './desk-queries'
import { FollowUpForm } from './follow-up-form'
import { type Act, NoteForm, OwnerForm, StageForm } from './lead-change-forms'
import { detailStyles } from './lead-detail-styles'
import { DeliveryRecord, HistoryList, NotesList, SentFields } from './lead-record'
import { ReplyPanel } from './reply-panel'
import { addNote, keyTaken, setOwner, setStage, staleChangeOf, withKey } from './submissions-api'
import { useFocusAfterChange } from './use-focus-after-change'
import { whatChanged } from './what-changed'

type Notice = { kind: 'done' | 'error'; text: string } | { kind: 'stale'; text: string; changes: string[] }

/** One lead in full: what they sent, the workflow (stage, owner, notes, booking) and its history. */
export function SubmissionDetails({ id, headingId }: { id: string; headingId: string }) {
  const lead = useLead(id)
  const staff = useStaffList().data ?? []
  const change = useLeadChange()
  const client = useQueryClient()
  const [notice, setNotice] = useState<Notice | null>(null)
  // A second click before the first change is answered does nothing: one change at a time.
  const busy = useRef(false)
  const focus = useFocusAfterChange(change.isPending)

  /** Sends a change based on the version shown; a refused stale one shows the lead as it is now. */
  const act: Act = async (run, done) => {
    const shown = lead.data
    if (!shown || busy.current) return false
    busy.current = true
    focus.started()
    try {
      await change.mutateAsync(() => run(shown.version))
      setNotice({ kind: 'done', text: done })
      return true
    } catch (error) {
      const stale = staleChangeOf(error)
      if (stale) {
        showCurrentLead(client, stale.lead)
        focus.refused()
        setNotice({ kind: 'stale', text: stale.error, changes: whatChanged(shown, stale.lead) })
      } else {
        // A note or reply stored by an earlier send whose answer was lost: the lead is asked for again, so it shows.
        if (keyTaken(error)) void invalidateLeads(client)
        setNotice({ kind: 'error', text: changeErrorText(error) })
      }
      return false
    } finally {
      busy.current = false
    }
  }

  if (lead.isPending) return <p role="status">Loading the lead…</p>
  if (lead.isError)
    return (
      <p role="alert" className={detailStyles.error}>
        {lead.error.message || 'Could not load this lead.'}
      </p>
    )

  const detail = lead.data
  const pending = change.isPending
  const who = detail.name ?? 'this lead'

  return (
    <div className={detailStyles.panel}>
      <h3 id={headingId} className={detailStyles.heading}>
        What they sent
      </h3>
      <SentFields fields={detail.fields} />

      <h3 className={detailStyles.subheading}>Workflow</h3>
      <p>
        Stage: <strong>{stageLabels[detail.stage]}</strong>
        {/* Staff's own words, in a <bdi>: a right-to-left override in them turns them alone, not the desk's
            "Owner:" after them. */}
        {detail.notFitReason && detail.stage !== 'new' && (
          <>
            {' '}
            (not a fit: <bdi>{detail.notFitReason}</bdi>)
          </>
        )}
        . Owner: <strong>{detail.owner?.name ?? 'nobody'}</strong>.
      </p>
      <p role="status" className={notice?.kind === 'done' ? detailStyles.done : detailStyles.error}>
        {notice?.kind === 'stale' ? '' : (notice?.text ?? '')}
      </p>
      {notice?.kind === 'stale' && (
        // Focused when drawn (useFocusAfterChange), and an alert inside, as GOV.UK's error summary is.
        <div ref={focus.noticeRef} tabIndex={-1} className={detailStyles.stale}>
          <div role="alert">
            <p className={detailStyles.error}>
              {deskCopy.staleChange} {notice.text}
            </p>
            <p>{deskCopy.staleList}</p>
            <ul>
              {notice.changes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p>{deskCopy.staleKept}</p>
          </div>
        </div>
      )}
      <div className={detailStyles.actions}>
        <StageForm
          leadId={detail.id}
          who={who}
          stage={detail.stage}
          contactedBefore={detail.contactedBefore}
          pending={pending}
          onSave={(stage, reason) =>
            act((version) => setStage(detail.id, version, stage, reason), `Marked ${stageLabels[stage].toLowerCase()}.`)
          }
        />
        <OwnerForm
          leadId={detail.id}
          owner={detail.owner?.id ?? ''}
          staff={staff}
          pending={pending}
          onSave={(owner) => act((version) => setOwner(detail.id, version, owner || null), 'Owner saved.')}
        />
        <NoteForm
          leadId={detail.id}
          pending={pending}
          onSave={(text, key, renew) => act(() => withKey(() => addNote(detail.id, text, key), renew), 'Note added.')}
        />
        <FollowUpForm detail={detail} act={act} pending={pending} />
        {detail.form === 'scheduling' && <BookingForm detail={detail} act={act} pending={pending} />}
        {detail.form !== 'test-email' && <ReplyPanel detail={detail} act={act} pending={pending} />}
      </div>

      <h3 className={detailStyles.subheading}>Notes</h3>
      <NotesList notes={detail.notes} />

      <h3 className={detailStyles.subheading}>History</h3>
      <HistoryList history={detail.history} />

      <h3 className={detailStyles.subheading}>Delivery record</h3>
      <DeliveryRecord detail={detail} />
    </div>
  )
}
