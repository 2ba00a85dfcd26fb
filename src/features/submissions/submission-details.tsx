import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from '../../components/ui/button'
import { ChoiceGroup, SelectField, TextAreaField, TextField } from '../../components/ui/form-fields'
import { consultationTypes, timezones } from '../../forms/scheduling'
import { type LeadStageName, type StaffMember, type SubmissionDetail, stageLabels } from '../../lib/admin-api'
import { nextStages, stageNeedsReason } from '../../lib/lead-stages'
import { deskCopy } from './desk-copy'
import { showCurrentLead, useLead, useLeadChange, useStaffList } from './desk-queries'
import { formatMelbourneTime } from './format'
import { addNote, bookConsultation, cancelBooking, setOwner, setStage, staleChangeOf } from './submissions-api'
import { useDeskForm } from './use-desk-form'
import { whatChanged } from './what-changed'

/** Runs a change; true when it was saved. The forms keep what was typed unless it was. */
type Act = (change: (version: number) => Promise<unknown>, done: string) => Promise<boolean>
type Notice = { kind: 'done' | 'error'; text: string } | { kind: 'stale'; text: string; changes: string[] }

const styles = {
  panel: css({ bg: 'surface', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '4' }),
  heading: css({ fontSize: 'md', fontWeight: 'semibold', color: 'brand', mb: '3' }),
  subheading: css({ fontSize: 'md', fontWeight: 'semibold', color: 'brand', mt: '6', mb: '3' }),
  list: css({
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(10rem, max-content) minmax(0, 1fr)' },
    columnGap: '6',
    rowGap: '2',
  }),
  term: css({ fontWeight: 'semibold', color: 'text' }),
  value: css({ whiteSpace: 'pre-wrap', overflowWrap: 'break-word', minW: 0, mb: { base: '2', md: '0' } }),
  muted: css({ color: 'muted', fontStyle: 'italic' }),
  error: css({ color: 'danger.700', fontWeight: 'semibold' }),
  done: css({ color: 'teal.800', fontWeight: 'semibold' }),
  actions: css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }),
  form: css({ display: 'grid', gap: '3', alignContent: 'start', maxW: 'xl' }),
  entries: css({ display: 'grid', gap: '2', listStyle: 'none', p: 0 }),
  stale: css({
    borderLeftWidth: '4px',
    borderColor: 'sun.700',
    bg: 'sun.100',
    p: '3',
    mb: '3',
    '& ul': { listStyle: 'disc', pl: '5', mb: '2' },
  }),
}

const melbourneDay = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Melbourne', dateStyle: 'full' }).format(new Date(iso))
const consultationLabel = (v: string) => consultationTypes.find((t) => t.value === v)?.label ?? v
const timezoneLabel = (v: string) => timezones.find((t) => t.value === v)?.label ?? v

/** One lead in full: what they sent, the workflow (stage, owner, notes, booking) and its history. */
export function SubmissionDetails({ id, headingId }: { id: string; headingId: string }) {
  const lead = useLead(id)
  const staff = useStaffList().data ?? []
  const change = useLeadChange()
  const client = useQueryClient()
  const [notice, setNotice] = useState<Notice | null>(null)
  // A second click before the first change is answered does nothing: one change at a time.
  const busy = useRef(false)

  /** Sends a change based on the version shown; a refused stale one shows the lead as it is now. */
  const act: Act = async (run, done) => {
    const shown = lead.data
    if (!shown || busy.current) return false
    busy.current = true
    try {
      await change.mutateAsync(() => run(shown.version))
      setNotice({ kind: 'done', text: done })
      return true
    } catch (error) {
      const stale = staleChangeOf(error)
      if (stale) {
        showCurrentLead(client, stale.lead)
        setNotice({ kind: 'stale', text: stale.error, changes: whatChanged(shown, stale.lead) })
      } else
        setNotice({ kind: 'error', text: error instanceof Error ? error.message : 'That did not work. Try again.' })
      return false
    } finally {
      busy.current = false
    }
  }

  if (lead.isPending) return <p role="status">Loading the lead…</p>
  if (lead.isError)
    return (
      <p role="alert" className={styles.error}>
        {lead.error.message || 'Could not load this lead.'}
      </p>
    )

  const detail = lead.data
  const pending = change.isPending
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
  const who = detail.name ?? 'this lead'

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

      <h3 className={styles.subheading}>Workflow</h3>
      <p>
        Stage: <strong>{stageLabels[detail.stage]}</strong>
        {detail.notFitReason && detail.stage !== 'new' && ` (not a fit: ${detail.notFitReason})`}. Owner:{' '}
        <strong>{detail.owner?.name ?? 'nobody'}</strong>.
      </p>
      <p role="status" className={notice?.kind === 'done' ? styles.done : styles.error}>
        {notice?.kind === 'stale' ? `${notice.text} ${deskCopy.staleChange}` : (notice?.text ?? '')}
      </p>
      {notice?.kind === 'stale' && (
        <div className={styles.stale}>
          <ul>
            {notice.changes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>{deskCopy.staleKept}</p>
        </div>
      )}
      <div className={styles.actions}>
        <StageForm
          leadId={detail.id}
          who={who}
          stage={detail.stage}
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
          onSave={(text, key) => act(() => addNote(detail.id, text, key), 'Note added.')}
        />
        {detail.form === 'scheduling' && <BookingForm detail={detail} act={act} pending={pending} />}
      </div>

      <h3 className={styles.subheading}>Notes</h3>
      {detail.notes.length === 0 ? (
        <p className={styles.muted}>No notes yet.</p>
      ) : (
        <ul className={styles.entries}>
          {detail.notes.map((note) => (
            <li key={note.id}>
              <span className={styles.value}>{note.body}</span>
              <br />
              <small>
                {note.authorName ?? 'A former member of staff'}, {formatMelbourneTime(note.createdAt)}
              </small>
            </li>
          ))}
        </ul>
      )}

      <h3 className={styles.subheading}>History</h3>
      <ul className={styles.entries}>
        {detail.history.map((entry) => (
          <li key={entry.id}>
            {formatMelbourneTime(entry.at)}: {entry.actorName} {describeAction(entry.action, entry.detail)}
          </li>
        ))}
      </ul>

      <h3 className={styles.subheading}>Delivery record</h3>
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

/** An audit entry in words (its detail holds codes and ids only). */
export function describeAction(action: string, detail: Record<string, unknown>): string {
  const stage = (v: unknown) => (typeof v === 'string' && v in stageLabels ? stageLabels[v as LeadStageName] : '—')
  switch (action) {
    case 'view':
      return 'viewed the lead'
    case 'stage':
      return `moved it from ${stage(detail.from)} to ${stage(detail.to)}`
    case 'owner':
      if (!detail.to) return 'took its owner away'
      return typeof detail.toName === 'string' ? `gave it to ${detail.toName}` : 'gave it an owner'
    case 'note':
      return 'added a note'
    case 'booking':
      return `${detail.change === 'rescheduled' ? 'rescheduled' : 'confirmed'} the consultation (invitation ${Number(detail.sequence) + 1})`
    case 'booking-cancel':
      return 'cancelled the consultation'
    case 'erase':
      return 'erased the lead on request'
    case 'export':
      return 'exported leads as CSV'
    case 'privacy-export':
      return 'downloaded a person’s information'
    case 'purge':
      return `deleted ${detail.leads} archived lead(s) past the retention period`
    case 'login':
      return detail.code ? 'logged in from a new browser with an emailed code' : 'logged in'
    case 'login-code-sent':
      return 'was emailed a login code for a new browser'
    case 'logout':
      return 'logged out'
    case 'logout-everywhere':
      return 'logged out everywhere'
    case 'login-failed':
      if (detail.code) return 'failed to log in (a wrong, used or expired code)'
      return detail.disabled ? 'tried to log in to a disabled account' : 'failed to log in (wrong password)'
    case 'staff-add':
      return `added the staff account of ${String(detail.staffName)}`
    case 'staff-disable':
      return `disabled the staff account of ${String(detail.staffName)}`
    case 'staff-enable':
      return `enabled the staff account of ${String(detail.staffName)}`
    case 'staff-reset':
      return `set a new password for ${String(detail.staffName)}`
    default:
      return action
  }
}

const needsReason = (stage: string) => stage !== '' && stageNeedsReason(stage as LeadStageName)

function StageForm(props: {
  leadId: string
  who: string
  stage: LeadStageName
  pending: boolean
  onSave: (stage: LeadStageName, reason?: string) => Promise<boolean>
}) {
  const options = nextStages(props.stage)
  const { form, values, errorOf, set, submit } = useDeskForm({
    defaultValues: { stage: '', reason: '' },
    ids: { stage: `stage-${props.leadId}`, reason: `reason-${props.leadId}` },
    check: ({ stage, reason }) => ({
      stage: stage ? undefined : 'Choose the new stage',
      reason: needsReason(stage) && !reason.trim() ? 'Give the reason this lead is not a fit' : undefined,
    }),
    onSubmit: async ({ stage, reason }) => {
      if (await props.onSave(stage as LeadStageName, needsReason(stage) ? reason.trim() : undefined)) form.reset()
    },
  })
  if (options.length === 0) return null
  return (
    <form noValidate className={styles.form} onSubmit={submit} aria-label={`Stage of ${props.who}`}>
      <SelectField
        id={`stage-${props.leadId}`}
        label="Move to stage"
        options={options.map((value) => ({ value, label: stageLabels[value] }))}
        value={values.stage}
        error={errorOf('stage')}
        onChange={(e) => set('stage', e.target.value)}
      />
      {needsReason(values.stage) && (
        <TextAreaField
          id={`reason-${props.leadId}`}
          label="Why is it not a fit?"
          hint="Kept with the lead and deleted with it"
          value={values.reason}
          maxLength={500}
          error={errorOf('reason')}
          onChange={(e) => set('reason', e.target.value)}
        />
      )}
      <div>
        <button type="submit" disabled={props.pending} className={button({ size: 'md' })}>
          Save stage
        </button>
      </div>
    </form>
  )
}

function OwnerForm(props: {
  leadId: string
  owner: string
  staff: StaffMember[]
  pending: boolean
  onSave: (owner: string) => Promise<boolean>
}) {
  const { values, set, submit } = useDeskForm({
    defaultValues: { owner: props.owner },
    ids: { owner: `owner-${props.leadId}` },
    onSubmit: ({ owner }) => props.onSave(owner),
  })
  return (
    <form noValidate className={styles.form} aria-label="Owner of this lead" onSubmit={submit}>
      <SelectField
        id={`owner-${props.leadId}`}
        label="Owner"
        placeholder="Nobody"
        options={props.staff.map((s) => ({ value: s.id, label: s.name }))}
        value={values.owner}
        onChange={(e) => set('owner', e.target.value)}
      />
      <div>
        <button type="submit" disabled={props.pending} className={button({ size: 'md', variant: 'outline' })}>
          Save owner
        </button>
      </div>
    </form>
  )
}

function NoteForm(props: {
  leadId: string
  pending: boolean
  onSave: (text: string, key: string) => Promise<boolean>
}) {
  const id = `note-${props.leadId}`
  // One key per note, kept until it is stored: a note sent twice (a double click, a retry after logging in
  // again) is stored once.
  const key = useRef(crypto.randomUUID())
  const { form, values, errorOf, set, submit } = useDeskForm({
    defaultValues: { text: '' },
    ids: { text: id },
    check: ({ text }) => ({ text: text.trim() ? undefined : 'Write the note before adding it' }),
    onSubmit: async ({ text }) => {
      if (!(await props.onSave(text.trim(), key.current))) return
      key.current = crypto.randomUUID()
      form.reset()
    },
  })
  return (
    <form noValidate className={styles.form} aria-label="Add a note" onSubmit={submit}>
      <TextAreaField
        id={id}
        label="Note"
        hint="What was said, what happens next"
        value={values.text}
        maxLength={5000}
        error={errorOf('text')}
        onChange={(e) => set('text', e.target.value)}
      />
      <div>
        <button type="submit" disabled={props.pending} className={button({ size: 'md', variant: 'outline' })}>
          Add note
        </button>
      </div>
    </form>
  )
}

function BookingForm({ detail, act, pending }: { detail: SubmissionDetail; act: Act; pending: boolean }) {
  const booked = detail.booking?.status === 'confirmed' ? detail.booking : null
  const preferred = Array.isArray(detail.data.preferredTimeSlots) ? (detail.data.preferredTimeSlots as string[]) : []
  const preferredDate = String(detail.data.preferredDate ?? '')
  const ids = { date: `date-${detail.id}`, slot: `slot-${detail.id}`, type: `type-${detail.id}` }
  const { values, errorOf, set, submit } = useDeskForm({
    defaultValues: {
      date: booked?.date ?? preferredDate,
      slot: '',
      type: String(detail.data.consultationType ?? '') || (booked?.consultationType ?? ''),
    },
    ids,
    check: ({ slot, type }) => ({
      slot: slot ? undefined : 'Choose a time slot',
      type: type ? undefined : 'Choose the type of consultation',
    }),
    onSubmit: ({ date, slot, type }) =>
      act(
        (version) =>
          bookConsultation(detail.id, version, { slot, consultationType: type, date: booked ? date : undefined }),
        booked ? 'Rescheduled: an updated invitation is on its way.' : 'Booked: the invitation is on its way.',
      ),
  })
  const slots = booked
    ? ['9-10 AM', '10-11 AM', '11 AM-12 PM', '12-1 PM', '1-2 PM', '2-3 PM', '3-4 PM', '4-5 PM']
    : preferred
  return (
    <form
      noValidate
      className={styles.form}
      aria-label={booked ? 'Reschedule the consultation' : 'Confirm a booking'}
      onSubmit={submit}
    >
      {booked ? (
        <p>
          Booked for <strong>{melbourneDay(booked.startsAt)}</strong>, {booked.slot} ({timezoneLabel(booked.timezone)}),{' '}
          {consultationLabel(booked.consultationType)}.
        </p>
      ) : (
        <p>
          They asked for {preferredDate || 'no date'} ({timezoneLabel(String(detail.data.timezone ?? ''))}).
        </p>
      )}
      {booked && (
        <TextField
          id={ids.date}
          label="Date"
          type="date"
          value={values.date}
          onChange={(e) => set('date', e.target.value)}
        />
      )}
      <ChoiceGroup
        id={ids.slot}
        legend={booked ? 'New time slot' : 'Time slot they chose'}
        type="radio"
        name={ids.slot}
        options={slots.map((s) => ({ value: s, label: s }))}
        selected={values.slot ? [values.slot] : []}
        error={errorOf('slot')}
        onToggle={(value) => set('slot', value)}
        columns={2}
      />
      <SelectField
        id={ids.type}
        label="Consultation type"
        options={consultationTypes}
        value={values.type}
        error={errorOf('type')}
        onChange={(e) => set('type', e.target.value)}
      />
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <button type="submit" disabled={pending} className={button({ size: 'md' })}>
          {booked ? 'Reschedule' : 'Confirm booking'}
        </button>
        {booked && (
          <button
            type="button"
            disabled={pending}
            className={cx(button({ size: 'md', variant: 'outline' }))}
            onClick={() =>
              act((version) => cancelBooking(detail.id, version), 'Cancelled: the cancellation is on its way.')
            }
          >
            Cancel booking
          </button>
        )}
      </div>
    </form>
  )
}
