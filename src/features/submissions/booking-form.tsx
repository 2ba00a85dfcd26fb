import { css, cx } from 'styled-system/css'
import { button } from '../../components/ui/button'
import { ChoiceGroup, SelectField, TextField } from '../../components/ui/form-fields'
import { consultationTypes, timezones } from '../../forms/scheduling'
import type { SubmissionDetail } from './desk-types'
import type { Act } from './lead-change-forms'
import { detailStyles } from './lead-detail-styles'
import { bookConsultation, cancelBooking } from './submissions-api'
import { useDeskForm } from './use-desk-form'

const melbourneDay = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Melbourne', dateStyle: 'full' }).format(new Date(iso))
const consultationLabel = (v: string) => consultationTypes.find((t) => t.value === v)?.label ?? v
const timezoneLabel = (v: string) => timezones.find((t) => t.value === v)?.label ?? v

/** Confirming, moving or cancelling a consultation request's booking. */
export function BookingForm({ detail, act, pending }: { detail: SubmissionDetail; act: Act; pending: boolean }) {
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
      className={detailStyles.form}
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
