import { randomUUID } from 'node:crypto'
import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { DateTime } from 'luxon'
import type Mail from 'nodemailer/lib/mailer'
import { type BookingChangeKind, bookingCopy, CONSULTATION_MINUTES } from '../src/content/booking'
import { site } from '../src/content/site'
import {
  BOOKING_YEARS_AHEAD,
  bookingZones,
  clockRange,
  latestBookableDate,
  slotHours,
  todayInZone,
} from '../src/forms/booking-zones'
import { consultationTypes, timeSlots, timezones } from '../src/forms/scheduling'
import type { MailAddress } from './config'
import { escapeHtml, headerSafe } from './lead-mail'
import { victorianPublicHolidays } from './victorian-holidays'

/**
 * Booking confirmations (decision 117): the visitor chose a date, time slots and one of three
 * Australian zones; staff confirm one slot. The invitation is made by ical-generator, with the
 * event in the visitor's own zone (a VTIMEZONE from @touch4it/ical-timezones), and goes through the
 * outbox like every mail.
 */

/**
 * The zone the visitor's slot is read in, as its label says (decision 150): AEST is UTC+10 all year,
 * Brisbane's clock; ACST UTC+9:30, Darwin's; AWST UTC+8, Perth's. None has daylight saving.
 */
export const TIMEZONE_IDS: Record<string, string> = Object.fromEntries(
  Object.entries(bookingZones).map(([zone, { ianaZone }]) => [zone, ianaZone]),
)

export const isTimeSlot = (value: unknown): value is (typeof timeSlots)[number] =>
  typeof value === 'string' && (timeSlots as readonly string[]).includes(value)
export const isConsultationType = (value: unknown): value is string =>
  typeof value === 'string' && consultationTypes.some((t) => t.value === value)
export const isTimezone = (value: unknown): value is string => typeof value === 'string' && value in TIMEZONE_IDS

export { slotHours }

export interface BookingTime {
  date: string
  slot: string
  timezone: string
}

/**
 * The consultation as two instants, read on the visitor's clock: it starts as the confirmed one-hour
 * slot does and lasts CONSULTATION_MINUTES, as the home page promises (decision 314).
 */
export function bookingInstants(booking: BookingTime): { start: DateTime; end: DateTime } {
  const zone = TIMEZONE_IDS[booking.timezone]
  if (!zone) throw new Error(`Unknown timezone ${booking.timezone}`)
  const [from] = slotHours(booking.slot)
  const day = DateTime.fromISO(booking.date, { zone })
  if (!day.isValid) throw new Error(`Not a date: ${booking.date}`)
  const start = day.set({ hour: from })
  return { start, end: start.plus({ minutes: CONSULTATION_MINUTES }) }
}

/**
 * Why staff may not book a consultation on `date` (YYYY-MM-DD) for a visitor in `zone`, or null when they
 * may: the office does not meet on a Saturday, a Sunday or a Victorian public holiday, nor before the
 * visitor's today or further ahead than the form lets a visitor ask (decision 153).
 */
export function bookableDateProblem(date: string, zone: string, now: Date): string | null {
  const day = DateTime.fromISO(date, { zone: 'UTC' })
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !day.isValid) return 'Enter the date as YYYY-MM-DD.'
  const today = todayInZone(zone, now)
  if (date < today) return 'Choose a date that has not passed.'
  if (date > latestBookableDate(today)) return `Choose a date within the next ${BOOKING_YEARS_AHEAD} years.`
  if (day.weekday >= 6) return 'Choose a weekday: we do not hold consultations on Saturdays or Sundays.'
  if (victorianPublicHolidays(day.year).includes(date))
    return 'Choose another day: that date is a public holiday in Victoria, where our office is.'
  return null
}

/** The first day from `daysAhead` days on that staff may book (a weekday, not a holiday): for tests and demos. */
export function bookableDayFrom(daysAhead: number, zone: string, now: Date): string {
  for (let day = daysAhead; day < daysAhead + 14; day++) {
    const date = todayInZone(zone, new Date(now.getTime() + day * 86_400_000))
    if (!bookableDateProblem(date, zone, now)) return date
  }
  throw new Error('No bookable day in two weeks')
}

export const consultationTypeLabel = (value: string) => consultationTypes.find((t) => t.value === value)?.label ?? value
const timezoneLabel = (value: string) => timezones.find((t) => t.value === value)?.label ?? value

export interface Invitation {
  uid: string
  sequence: number
  method: 'REQUEST' | 'CANCEL'
  booking: BookingTime & { consultationType: string }
  prospect: { name: string; email: string; phone: string | null }
  organizer: MailAddress
  stamp: Date
}

function location(invitation: Invitation): string {
  const { consultationType } = invitation.booking
  if (consultationType === 'in-person') return bookingCopy.location['in-person']
  if (consultationType === 'phone') return bookingCopy.location.phone(invitation.prospect.phone)
  return bookingCopy.location.video
}

/** The mail's line on how they meet, naming the kind of call once. */
function meetingLine(invitation: Invitation): string {
  const kind = invitation.booking.consultationType
  return bookingCopy.meetingLine(consultationTypeLabel(kind), kind, location(invitation))
}

/**
 * A name as an iCalendar parameter value (CN): it is written inside double quotes, which it may not
 * contain (RFC 5545 3.1), so a visitor's `"` becomes a typographic one.
 */
const parameterSafe = (name: string) => headerSafe(name, 100).replace(/"/g, '\u201d')

/** The iCalendar text: METHOD REQUEST (new or moved, SEQUENCE counts the changes) or CANCEL. */
export function invitationIcs(invitation: Invitation): string {
  const { start, end } = bookingInstants(invitation.booking)
  const zone = start.zoneName ?? bookingZones.AEST.ianaZone
  const calendar = ical({
    prodId: { company: site.name, product: 'Lead desk', language: 'EN' },
    method: invitation.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    // No calendar-wide zone: the event carries its own (TZID and VTIMEZONE still written), and DTSTAMP,
    // which ical-generator writes on the calendar's zone when it has one, stays in UTC as RFC 5545 asks.
    timezone: { name: null, generator: getVtimezoneComponent },
  })
  calendar.createEvent({
    id: invitation.uid,
    sequence: invitation.sequence,
    stamp: invitation.stamp,
    start,
    end,
    timezone: zone,
    summary: bookingCopy.summary,
    description: bookingCopy.description(consultationTypeLabel(invitation.booking.consultationType)),
    location: location(invitation),
    status: invitation.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: parameterSafe(invitation.organizer.name), email: invitation.organizer.address },
    attendees: [
      {
        name: parameterSafe(invitation.prospect.name),
        email: invitation.prospect.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: true,
      },
    ],
  })
  return calendar.toString()
}

/** How the booked time reads: "Wednesday 2 December 2026, 9-9:30 AM Australian Eastern Standard Time (AEST), UTC+10". */
export function slotText(booking: BookingTime): string {
  const { start, end } = bookingInstants(booking)
  const day = start.setLocale('en-AU').toFormat('cccc d LLLL yyyy')
  const minutes = (t: DateTime) => t.hour * 60 + t.minute
  const time = clockRange(minutes(start), minutes(end))
  return `${day}, ${time} ${timezoneLabel(booking.timezone)}, UTC${start.toFormat('Z')}`
}

export type BookingChange = BookingChangeKind

/**
 * The prospect's confirmation and the staff copy, each with the same invitation. Plain data (stored in
 * the mail queue as JSON); ids are fixed here so a retry writes or sends the same message.
 */
export function bookingMails(
  invitation: Invitation,
  change: BookingChange,
  settings: { from: MailAddress; staff: string[] },
  leadId: string,
): { id: string; message: Mail.Options }[] {
  const ics = invitationIcs(invitation)
  const when = slotText(invitation.booking)
  const subject = bookingCopy.subject[change](when)
  const text = bookingCopy.text(change, invitation.prospect.name, when, meetingLine(invitation)).join('\n')
  const html = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>${escapeHtml(headerSafe(subject))}</title></head><body style="font-family:sans-serif;line-height:1.5">${text
    .split('\n')
    .map((line) => (line ? `<p>${escapeHtml(line)}</p>` : ''))
    .join('')}</body></html>`
  const domain = settings.from.address.split('@')[1] ?? 'localhost'
  const base = {
    from: { name: headerSafe(settings.from.name), address: settings.from.address },
    subject: headerSafe(subject),
    text: `${text}\n`,
    html,
    icalEvent: { method: invitation.method, filename: 'invite.ics', content: ics },
  }
  const prospectId = randomUUID()
  const staffId = randomUUID()
  return [
    {
      id: prospectId,
      message: {
        ...base,
        to: [{ name: headerSafe(invitation.prospect.name, 100), address: invitation.prospect.email }],
        replyTo: settings.staff[0],
        messageId: `<booking-${prospectId}@${domain}>`,
        headers: { 'X-Mail-Id': prospectId, 'X-Lead-Id': leadId },
        envelope: { from: settings.from.address, to: [invitation.prospect.email] },
      },
    },
    {
      id: staffId,
      message: {
        ...base,
        subject: headerSafe(bookingCopy.staffSubject(subject)),
        to: settings.staff,
        messageId: `<booking-${staffId}@${domain}>`,
        headers: { 'X-Mail-Id': staffId, 'X-Lead-Id': leadId },
        envelope: { from: settings.from.address, to: settings.staff },
      },
    },
  ]
}
