import { css } from 'styled-system/css'
import { button } from '../../components/ui/button'
import { TextAreaField, TextField } from '../../components/ui/form-fields'
import { supportHours } from '../../content/support-hours'
import { FOLLOW_UP_YEARS_AHEAD, followUpDateProblem } from '../../lib/follow-up-dates'
import type { SubmissionDetail } from './desk-types'
import { clearFollowUp, setFollowUp } from './desk-work-api'
import { deskWorkCopy, followUpWhen } from './desk-work-copy'
import { useDeskForm } from './use-desk-form'

const copy = deskWorkCopy.followUp
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/
/** Today on the support hours' clock (AEST), YYYY-MM-DD. */
const supportToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: supportHours.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())

/** The date's message, checked here so it shows at the field; the server checks the same rule. */
function dateMessage(date: string, kept: string | undefined): string | undefined {
  if (!date) return copy.dateMissing
  const problem = followUpDateProblem(date, supportToday(), kept)
  if (problem === 'past') return copy.datePast
  if (problem === 'too-far') return copy.dateTooFar(FOLLOW_UP_YEARS_AHEAD)
  return undefined
}

const styles = {
  form: css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '3', alignContent: 'start', maxW: 'xl' }),
  legend: css({ fontWeight: 'semibold', color: 'text', mb: '1' }),
  buttons: css({ display: 'flex', gap: '3', flexWrap: 'wrap' }),
}

/**
 * A lead's dated follow-up (decision 210): set, changed or cleared as a change of the lead, based on the
 * version shown, through the details' `act` (a stale one shows the lead as it is now and keeps the entry).
 */
export function FollowUpForm(props: {
  detail: SubmissionDetail
  pending: boolean
  act: (change: (version: number) => Promise<unknown>, done: string) => Promise<boolean>
}) {
  const { detail } = props
  const current = detail.followUp ?? null
  const ids = {
    date: `follow-up-date-${detail.id}`,
    time: `follow-up-time-${detail.id}`,
    note: `follow-up-note-${detail.id}`,
  }
  const { form, values, errorOf, set, submit } = useDeskForm({
    defaultValues: { date: current?.date ?? '', time: current?.time ?? '', note: current?.note ?? '' },
    ids,
    check: ({ date, time }) => ({
      date: dateMessage(date, current?.date),
      time: time === '' || CLOCK_TIME.test(time) ? undefined : copy.timeWrong,
    }),
    // Saved, the entry is the lead's follow-up again: the form follows the lead from then on, so a later
    // change by someone else shows here and is not saved over with what this form still held.
    onSubmit: async (entry) => {
      if (await props.act((version) => setFollowUp(detail.id, version, entry), copy.saved)) form.reset(entry)
    },
  })
  const clear = async () => {
    if (await props.act((version) => clearFollowUp(detail.id, version), copy.cleared))
      form.reset({ date: '', time: '', note: '' })
  }
  return (
    <form noValidate className={styles.form} aria-labelledby={`${ids.date}-heading`} onSubmit={submit}>
      <h4 id={`${ids.date}-heading`} className={styles.legend}>
        {copy.heading}
      </h4>
      <p>
        {current ? followUpWhen(current) : copy.none}
        {current?.note && (
          <>
            : <bdi>{current.note}</bdi>
          </>
        )}
      </p>
      <TextField
        id={ids.date}
        label={copy.date}
        hint={copy.dateHint}
        type="date"
        value={values.date}
        error={errorOf('date')}
        onChange={(e) => set('date', e.target.value)}
      />
      <TextField
        id={ids.time}
        label={copy.time}
        hint={copy.timeHint}
        type="time"
        value={values.time}
        error={errorOf('time')}
        onChange={(e) => set('time', e.target.value)}
      />
      <TextAreaField
        id={ids.note}
        label={copy.note}
        hint={copy.noteHint}
        value={values.note}
        maxLength={500}
        onChange={(e) => set('note', e.target.value)}
      />
      <div className={styles.buttons}>
        <button type="submit" disabled={props.pending} className={button({ size: 'md', variant: 'outline' })}>
          {copy.save}
        </button>
        {current && (
          <button
            type="button"
            disabled={props.pending}
            onClick={clear}
            className={button({ size: 'md', variant: 'outline' })}
          >
            {copy.clear}
          </button>
        )}
      </div>
    </form>
  )
}
