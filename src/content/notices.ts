import { site } from './site'
import { supportHours } from './support-hours'

/** Every notice the site shows (spec §8), word for word. */
export interface Notice {
  kind: 'success' | 'error' | 'info'
  title: string
  description: string
}

export const notices = {
  schedulingSuccess: {
    kind: 'success',
    title: 'Consultation Scheduled!',
    description: "We'll contact you within 24 hours to confirm your preferred time slot and send calendar details.",
  },
  schedulingNoSlot: {
    kind: 'error',
    title: 'Please select at least one time slot',
    description: 'We need to know your preferred consultation times.',
  },
  schedulingFailure: {
    kind: 'error',
    title: 'Could not send right now',
    description: 'Please try again shortly—your details were saved for backup.',
  },
  signupSuccess: {
    kind: 'success',
    title: 'Application Submitted!',
    description: 'Thank you for your interest. Our team will contact you within 24 hours.',
  },
  signupFailure: {
    kind: 'error',
    title: 'Submission failed',
    description: 'Please try again shortly. Your details were saved for backup.',
  },
  contactSuccess: {
    kind: 'success',
    title: 'Registration Inquiry Sent!',
    description: "We'll contact you within 24 hours to discuss your NDIS registration needs.",
  },
  contactFailure: {
    kind: 'error',
    title: 'Could not send right now',
    description: 'Please try again shortly—your details were saved for backup.',
  },
  paymentSuccess: { kind: 'info', title: 'Payment successful', description: 'Thank you! Your purchase was completed.' },
  paymentCanceled: { kind: 'info', title: 'Payment canceled', description: 'No charge was made.' },
  testEmailSent: { kind: 'info', title: 'Test email sent', description: 'Please check the inbox for confirmation.' },
  // Not in the client's catalogue. A failed test email is kept and resent like any lead, so this says so
  // instead of borrowing a form's "details were saved" text.
  testEmailBackedUp: {
    kind: 'error',
    title: 'Test email not sent yet',
    description: 'The server could not be reached. The test is saved in this browser and will be sent automatically.',
  },
  // Not in the client's catalogue. The server failed and this browser could not keep a copy (storage blocked
  // in private browsing, or full): the spec's "saved for backup" would be untrue here.
  leadNotSaved: {
    kind: 'error',
    title: 'Could not send or save your details',
    description: `Nothing was sent, and this browser could not keep a copy. Your entries are still in the form: please try again shortly, copy them somewhere safe, or call us on ${site.phone.display}.`,
  },
  // The server refused the lead (a 4xx answer): nothing is saved or resent, the visitor must change it.
  leadRejected: {
    kind: 'error',
    title: 'Please check your details',
    description:
      'We could not accept this form as it is. Correct the entries listed at the top of the form and send it again.',
  },
  testEmailRejected: {
    kind: 'error',
    title: 'Test email refused',
    description: 'The server did not accept the test email. Nothing was saved; please tell the site team.',
  },
  // A lead this browser saved earlier that the server has since refused: shown once, on the next visit.
  backupRejected: {
    kind: 'error',
    title: 'An earlier enquiry could not be delivered',
    description:
      'The server refused details you sent from this browser before. Please send them again or call us. The list is under Submissions.',
  },
  // Our own enquiry forms (not in the client's catalogue): same tone, same promise.
  enquirySuccess: {
    kind: 'success',
    title: 'Enquiry Sent!',
    description: "We'll contact you within 24 hours to talk through the next steps.",
  },
  guideSuccess: {
    kind: 'success',
    title: 'Your guide is ready',
    description: 'Thanks! Your guide is open below, and we have saved your details so we can follow up.',
  },
} as const satisfies Record<string, Notice>

/**
 * Under a success notice when support hours make "within 24 hours" impossible as written (a Friday
 * evening, a weekend, before a public holiday): the time the server says the reply is due (decision 152).
 */
export function withReplyTime(notice: Notice, replyBy: Date): Notice {
  const when = new Intl.DateTimeFormat('en-AU', {
    timeZone: supportHours.timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  }).formatToParts(replyBy)
  const part = (type: Intl.DateTimeFormatPartTypes) => when.find((p) => p.type === type)?.value ?? ''
  const time = `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`
  const day = `${part('weekday')} ${part('day')} ${part('month')}`
  return {
    ...notice,
    description: `${notice.description} As we reply during support hours (${site.supportHours}), expect our reply by ${time} AEST on ${day}.`,
  }
}
