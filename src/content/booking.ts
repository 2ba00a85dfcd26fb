import { site } from './site'

/**
 * The booking's words outside the form: what staff are told about a request whose times had passed
 * (decision 312), the visitor's booking mails and the calendar invitation (decision 313).
 */

/**
 * For staff, at the top of a booking lead's mail and in the desk: the preferred times had begun, or the
 * date had gone, when the request reached us. `times` reads like "9-10 AM and 10-11 AM AEST on 2026-11-24".
 */
export const passedTimesNote = (times: string) =>
  `Requested times have passed: ${times} had already begun when this request reached us. It may have waited in the visitor's browser before it could be sent. Contact them to agree a new time.`

/**
 * How long a free consultation is (decision 314): what the home page promises and what the invitation
 * books, from the start of the one-hour slot staff confirm. A slot is a window the visitor can be
 * reached in, not the meeting's length.
 */
export const CONSULTATION_MINUTES = 30

export type BookingChangeKind = 'confirmed' | 'rescheduled' | 'cancelled'

const videoLink = 'we will email you the link before the meeting'
const questions = `Questions or a change of time: call ${site.phone.display} or reply to this email.`

/** The visitor's booking mails (and their staff copy) and the invitation's text (decision 313). */
export const bookingCopy = {
  /** The invitation's LOCATION for each kind of consultation. */
  location: {
    'in-person': `${site.name}, ${site.address.street}, ${site.address.locality} ${site.address.region} ${site.address.postcode}`,
    phone: (phone: string | null) => `We will call you on ${phone ?? 'the number you gave'}`,
    video: `Video call: ${videoLink}`,
  },
  /** The mail's line on how they meet, naming the kind of call once (`type` is its label). */
  meetingLine: (type: string, kind: string, location: string) =>
    kind === 'video' ? `${type}: ${videoLink}.` : `${type}. ${location}.`,
  /** The invitation's SUMMARY and DESCRIPTION. */
  summary: `Free consultation with ${site.name}`,
  description: (type: string) =>
    `${type} about NDIS provider registration. Questions or a change of time: ${site.phone.display} or ${site.email}.`,
  subject: {
    confirmed: (when: string) => `Your consultation is booked: ${when}`,
    rescheduled: (when: string) => `Your consultation has moved: ${when}`,
    cancelled: (when: string) => `Your consultation is cancelled: ${when}`,
  } satisfies Record<BookingChangeKind, (when: string) => string>,
  staffSubject: (subject: string) => `[Staff copy] ${subject}`,
  /** The mail's text, one line an entry ('' a blank line). */
  text: (change: BookingChangeKind, name: string, when: string, meetingLine: string) => [
    `Hello ${name},`,
    '',
    {
      confirmed: `Thank you for booking a free consultation with ${site.name}. We have confirmed this time:`,
      rescheduled: `We have moved your consultation with ${site.name} to this time:`,
      cancelled: `We have cancelled your consultation with ${site.name} that was booked for:`,
    }[change],
    '',
    when,
    meetingLine,
    '',
    change === 'cancelled'
      ? 'The attached calendar update removes it from your calendar.'
      : 'The attached invitation adds it to your calendar.',
    questions,
    '',
    site.name,
  ],
}
