import { useCallback, useEffect, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from '../../components/ui/button'
import { ChoiceGroup, SelectField, TextAreaField, TextField } from '../../components/ui/form-fields'
import { consultationTypes, timezones } from '../../forms/scheduling'
import { type LeadStageName, type StaffMember, type SubmissionDetail, stageLabels } from '../../lib/admin-api'
import { nextStages } from './desk-copy'
import { formatMelbourneTime } from './format'
import { addNote, bookConsultation, cancelBooking, getSubmission, setOwner, setStage } from './submissions-api'
import { useDeskForm } from './use-desk-form'

type Loaded = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; detail: SubmissionDetail }

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
}

const melbourneDay = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Melbourne', dateStyle: 'full' }).format(new Date(iso))
const consultationLabel = (v: string) => consultationTypes.find((t) => t.value === v)?.label ?? v
const timezoneLabel = (v: string) => timezones.find((t) => t.value === v)?.label ?? v

/** One lead in full: what they sent, the workflow (stage, owner, notes, booking) and its history. */
export function SubmissionDetails({
  id,
  headingId,
  staff = [],
  onChanged,
}: {
  id: string
  headingId: string
  staff?: StaffMember[]
  onChanged?: () => void
}) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  const [notice, setNotice] = useState<{ kind: 'done' | 'error'; text: string } | null>(null)

  const load = useCallback(
    () =>
      getSubmission(id).then(
        (detail) => setLoaded({ kind: 'ready', detail }),
        (error: unknown) =>
          setLoaded({ kind: 'error', message: error instanceof Error ? error.message : 'Could not load this lead.' }),
      ),
    [id],
  )
  useEffect(() => {
    void load()
  }, [load])

  /** Runs a change, then shows its outcome and reloads the lead (and the list behind it). */
  const act = async (change: () => Promise<unknown>, done: string) => {
    try {
      await change()
      setNotice({ kind: 'done', text: done })
      await load()
      onChanged?.()
    } catch (error) {
      setNotice({ kind: 'error', text: error instanceof Error ? error.message : 'That did not work. Try again.' })
    }
  }

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
      <p role="status" className={notice?.kind === 'error' ? styles.error : styles.done}>
        {notice?.text ?? ''}
      </p>
      <div className={styles.actions}>
        <StageForm
          leadId={detail.id}
          who={who}
          stage={detail.stage}
          onSave={(stage, reason) =>
            act(() => setStage(detail.id, stage, reason), `Marked ${stageLabels[stage].toLowerCase()}.`)
          }
        />
        <OwnerForm
          leadId={detail.id}
          owner={detail.owner?.id ?? ''}
          staff={staff}
          onSave={(owner) => act(() => setOwner(detail.id, owner || null), 'Owner saved.')}
        />
        <NoteForm leadId={detail.id} onSave={(text) => act(() => addNote(detail.id, text), 'Note added.')} />
        {detail.form === 'scheduling' && <BookingForm detail={detail} act={act} />}
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
      return detail.to ? 'gave it an owner' : 'took its owner away'
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
      return 'logged in'
    case 'logout':
      return 'logged out'
    case 'logout-everywhere':
      return 'logged out everywhere'
    case 'login-failed':
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

function StageForm(props: {
  leadId: string
  who: string
  stage: LeadStageName
  onSave: (stage: LeadStageName, reason?: string) => Promise<void>
}) {
  const options = nextStages(props.stage)
  const { form, values, errorOf, set, submit } = useDeskForm({
    defaultValues: { stage: '', reason: '' },
    ids: { stage: `stage-${props.leadId}`, reason: `reason-${props.leadId}` },
    check: ({ stage, reason }) => ({
      stage: stage ? undefined : 'Choose the new stage',
      reason: stage === 'not-fit' && !reason.trim() ? 'Give the reason this lead is not a fit' : undefined,
    }),
    onSubmit: async ({ stage, reason }) => {
      await props.onSave(stage as LeadStageName, stage === 'not-fit' ? reason.trim() : undefined)
      form.reset()
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
      {values.stage === 'not-fit' && (
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
        <button type="submit" className={button({ size: 'sm' })}>
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
  onSave: (owner: string) => Promise<void>
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
        <button type="submit" className={button({ size: 'sm', variant: 'outline' })}>
          Save owner
        </button>
      </div>
    </form>
  )
}

function NoteForm(props: { leadId: string; onSave: (text: string) => Promise<void> }) {
  const id = `note-${props.leadId}`
  const { form, values, errorOf, set, submit } = useDeskForm({
    defaultValues: { text: '' },
    ids: { text: id },
    check: ({ text }) => ({ text: text.trim() ? undefined : 'Write the note before adding it' }),
    onSubmit: async ({ text }) => {
      await props.onSave(text.trim())
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
        <button type="submit" className={button({ size: 'sm', variant: 'outline' })}>
          Add note
        </button>
      </div>
    </form>
  )
}

function BookingForm({
  detail,
  act,
}: {
  detail: SubmissionDetail
  act: (change: () => Promise<unknown>, done: string) => Promise<void>
}) {
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
        () => bookConsultation(detail.id, { slot, consultationType: type, date: booked ? date : undefined }),
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
        <button type="submit" className={button({ size: 'sm' })}>
          {booked ? 'Reschedule' : 'Confirm booking'}
        </button>
        {booked && (
          <button
            type="button"
            className={cx(button({ size: 'sm', variant: 'outline' }))}
            onClick={() => act(() => cancelBooking(detail.id), 'Cancelled: the cancellation is on its way.')}
          >
            Cancel booking
          </button>
        )}
      </div>
    </form>
  )
}
