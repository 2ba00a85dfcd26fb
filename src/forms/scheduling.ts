import * as v from 'valibot'
import { schedulingPage } from '../content/lead-form-pages'
import { notices } from '../content/notices'
import {
  BOOKING_YEARS_AHEAD,
  browserOffsetAt,
  localSlotsNote,
  startedSlots,
  startedSlotsMessage,
  todayInZone,
} from './booking-zones'
import { leadForm } from './descriptor'
import {
  choice,
  email,
  longText,
  type Option,
  optionalChoice,
  optionalText,
  phone,
  realDateWithin,
  requiredText,
  values,
} from './fields'

/** The message when no slot is chosen: the one that also shows the spec's notice (§5, §8). */
export const NO_SLOT_MESSAGE = 'Select at least one time slot'

export const timeSlots = [
  '9-10 AM',
  '10-11 AM',
  '11 AM-12 PM',
  '12-1 PM',
  '1-2 PM',
  '2-3 PM',
  '3-4 PM',
  '4-5 PM',
] as const

export const timezones = [
  { value: 'AEST', label: 'Australian Eastern Standard Time (AEST)' },
  { value: 'ACST', label: 'Australian Central Standard Time (ACST)' },
  { value: 'AWST', label: 'Australian Western Standard Time (AWST)' },
] as const satisfies readonly Option[]

export const schedulingServices = [
  { value: 'full-registration', label: 'Full NDIS registration' },
  { value: 'certification-package', label: 'Certification package' },
  { value: 'audit-support', label: 'Audit support' },
  { value: 'renewal', label: 'Registration renewal' },
  { value: 'documentation', label: 'Policies and documentation' },
  { value: 'self-assessment', label: 'Self-assessment' },
  { value: 'pricing', label: 'NDIS pricing advice' },
  { value: 'other', label: 'Something else' },
] as const satisfies readonly Option[]

export const consultationTypes = [
  { value: 'video', label: 'Video call' },
  { value: 'phone', label: 'Phone call' },
  { value: 'in-person', label: 'In person (Melbourne office)' },
] as const satisfies readonly Option[]

/** YYYY-MM-DD of a date in the runtime's local time zone. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * `now` is the clock the entries are checked against (decision 312): the preferred date may not be
 * before today on the clock of the zone the visitor chose (decision 150), nor may a slot of today that
 * has already started be chosen. The browser checks with its clock and a form page's post with the
 * server's; `null` checks neither, for the JSON endpoint, which stores a lead whose times passed on its
 * way (a backup resent hours later) and lets staff see that they did, never refusing it.
 */
export function createSchedulingSchema(now: (() => Date) | null = () => new Date()) {
  const clock = now ?? (() => null)
  return v.pipe(
    v.object({
      name: requiredText('Enter your full name'),
      email,
      phone,
      organisation: optionalText(150),
      preferredService: optionalChoice(values(schedulingServices), 'Choose a service from the list'),
      preferredDate: v.pipe(
        v.string('Choose a preferred date'),
        v.nonEmpty('Choose a preferred date'),
        v.isoDate('Enter the date in the format YYYY-MM-DD'),
        realDateWithin(BOOKING_YEARS_AHEAD),
      ),
      preferredTimeSlots: v.pipe(
        v.array(choice(timeSlots, 'Choose a time slot from the list'), NO_SLOT_MESSAGE),
        v.minLength(1, NO_SLOT_MESSAGE),
        v.maxLength(timeSlots.length, NO_SLOT_MESSAGE),
        v.check((slots) => new Set(slots).size === slots.length, 'Choose each time slot once'),
      ),
      timezone: choice(values(timezones), 'Select your timezone'),
      consultationType: optionalChoice(values(consultationTypes), 'Choose a consultation type from the list'),
      additionalNotes: v.optional(longText(2000), ''),
    }),
    v.forward(
      v.partialCheck(
        [['preferredDate'], ['timezone']],
        (input) => {
          const at = clock()
          return at === null || input.preferredDate >= todayInZone(input.timezone, at)
        },
        'Choose today or a later date',
      ),
      ['preferredDate'],
    ),
    v.forward(
      v.partialCheck(
        [['preferredDate'], ['timezone'], ['preferredTimeSlots']],
        (input) => {
          const at = clock()
          // A past date has its own message; this one is about today's slots.
          return (
            at === null ||
            input.preferredDate !== todayInZone(input.timezone, at) ||
            startedSlots(input.preferredDate, input.timezone, input.preferredTimeSlots, at.getTime()).length === 0
          )
        },
        (issue) => {
          const input = issue.input as { preferredDate: string; timezone: string; preferredTimeSlots: string[] }
          const at = clock() ?? new Date()
          return startedSlotsMessage(
            startedSlots(input.preferredDate, input.timezone, input.preferredTimeSlots, at.getTime()),
          )
        },
      ),
      ['preferredTimeSlots'],
    ),
  )
}

export const schedulingSchema = createSchedulingSchema()

export type SchedulingValues = v.InferInput<typeof schedulingSchema>

const slotOptions = timeSlots.map((slot) => ({ value: slot, label: slot }))

/** The booking dialog (spec §2 "Modals", §3, §5). */
export const schedulingForm = leadForm({
  kind: schedulingPage.kind,
  name: 'Consultation booking',
  page: schedulingPage,
  schema: schedulingSchema,
  empty: {
    name: '',
    email: '',
    phone: '',
    organisation: '',
    preferredService: '',
    preferredDate: '',
    preferredTimeSlots: [] as readonly string[],
    timezone: 'AEST',
    consultationType: '',
    additionalNotes: '',
  },
  fields: [
    { name: 'name', label: 'Full name', widget: 'text', required: true, autoComplete: 'name' },
    { name: 'email', label: 'Email address', widget: 'email', required: true, autoComplete: 'email' },
    { name: 'phone', label: 'Phone number', widget: 'tel', required: true, autoComplete: 'tel' },
    { name: 'organisation', label: 'Organisation', widget: 'text', autoComplete: 'organization' },
    {
      name: 'preferredService',
      staffLabel: 'Preferred service',
      label: "Service you'd like to discuss",
      widget: 'select',
      options: schedulingServices,
      wide: true,
    },
    {
      name: 'preferredDate',
      label: 'Preferred date',
      hint: 'Today or later',
      widget: 'date',
      required: true,
      min: (values, now) => todayInZone(String(values.timezone ?? ''), now),
      // Alone since the timezone became radios (decision 310): a half row beside nothing reads as a missing field.
      wide: true,
    },
    {
      name: 'timezone',
      staffLabel: 'Timezone',
      label: 'Your timezone',
      // Radios, not a select: a closed select shows one line, and "Australian Eastern Standard Time
      // (AEST)" did not fit it on a phone. A radio's label wraps, so every full name reads at any width.
      widget: 'radio',
      required: true,
      options: timezones,
    },
    {
      name: 'preferredTimeSlots',
      label: 'Preferred time slots',
      hint: 'Choose every one-hour slot that suits you.',
      widget: 'slots',
      required: true,
      options: slotOptions,
      localNote: (values) =>
        localSlotsNote(
          String(values.preferredDate ?? ''),
          String(values.timezone ?? ''),
          Array.isArray(values.preferredTimeSlots) ? values.preferredTimeSlots : [],
          browserOffsetAt,
        ),
    },
    {
      name: 'consultationType',
      label: 'Consultation type',
      widget: 'radio',
      options: consultationTypes,
      none: 'No preference',
    },
    {
      name: 'additionalNotes',
      staffLabel: 'Additional notes',
      label: 'Anything we should know? (optional)',
      widget: 'textarea',
      rows: 3,
    },
  ],
  subject: () => 'New Consultation Scheduling Request',
  acknowledge: true,
  notices: {
    success: notices.schedulingSuccess,
    backedUp: notices.schedulingFailure,
    rejected: notices.leadRejected,
    // Only for no slot at all: a slot that has started has its own message at the field (decision 312).
    invalid: (errors) => (errors.preferredTimeSlots === NO_SLOT_MESSAGE ? notices.schedulingNoSlot : null),
  },
  presentation: 'dialog',
  submitLabel: 'Schedule Consultation',
})
