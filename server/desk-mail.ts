import { DateTime } from 'luxon'
import type Mail from 'nodemailer/lib/mailer'
import type { Address } from 'nodemailer/lib/mailer'
import { site } from '../src/content/site'
import { supportHours } from '../src/content/support-hours'
import { bookingZones, isBookingZone } from '../src/forms/booking-zones'
import type { MailAddress } from './config'
import { escapeHtml, headerSafe } from './lead-mail'
import type { LeadStore, Queryable } from './store'

/**
 * What the desk's own mails share (issue 27): the reply, the acknowledgement and the reminders. Each is
 * plain data stored in `mail_queue` and delivered by the outbox (decision 117), with a fixed Message-ID
 * and `X-Mail-Id` (the `.eml` file's name), so a retry sends or writes the same message.
 */

/** The domain of our Message-IDs: the sender's. */
export const mailDomain = (from: MailAddress) => from.address.split('@')[1] ?? 'localhost'

/** The Message-ID of a lead's own mail to the team (server/lead-mail.ts makes it the same way). */
export const leadMessageId = (leadId: string, from: MailAddress) => `<lead-${leadId}@${mailDomain(from)}>`

/** The consultancy, by name, at the sending address: the sender of every mail a visitor gets. */
export const consultancySender = (from: MailAddress): Address => ({ name: site.name, address: from.address })

/** Runs `fn` in one transaction when the store has them (both stores do; a bare Queryable in tests may not). */
export function inTransaction<T>(store: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const s = store as Partial<LeadStore>
  return s.transaction ? s.transaction(fn) : fn(store)
}

/** A message of paragraphs: the text part as written, the HTML part each paragraph escaped. */
export function paragraphsMail(options: {
  id: string
  leadId: string | null
  from: Address
  to: Address | string
  replyTo?: string
  subject: string
  paragraphs: string[]
  messageId: string
  envelope: { from: string; to: string[] }
  headers?: Record<string, string>
  inReplyTo?: string
  references?: string[]
}): Mail.Options {
  const subject = headerSafe(options.subject)
  const text = `${options.paragraphs.join('\n\n')}\n`
  const html = [
    '<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>',
    escapeHtml(subject),
    '</title></head><body style="font-family:sans-serif;line-height:1.5">',
    ...options.paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`),
    '</body></html>',
  ].join('')
  return {
    from: options.from,
    to: options.to,
    ...(options.replyTo ? { replyTo: options.replyTo } : {}),
    subject,
    text,
    html,
    messageId: options.messageId,
    ...(options.inReplyTo ? { inReplyTo: options.inReplyTo } : {}),
    ...(options.references ? { references: options.references } : {}),
    headers: {
      'X-Mail-Id': options.id,
      ...(options.leadId ? { 'X-Lead-Id': options.leadId } : {}),
      ...options.headers,
    },
    envelope: options.envelope,
  }
}

/** "9:14 AM on Wednesday 2 December 2026 (AWST)": a moment on a named clock. */
export function momentIn(at: Date, zone: { iana: string; label: string }): string {
  const t = DateTime.fromJSDate(at, { zone: zone.iana }).setLocale('en-AU')
  return `${t.toFormat('h:mm')} ${t.hour < 12 ? 'AM' : 'PM'} on ${t.toFormat('cccc d LLLL yyyy')} (${zone.label})`
}

/** "Tue 1 Dec, 9:14 AM AEST": a moment on the support hours' clock, for staff. */
export function staffMoment(at: Date): string {
  const t = DateTime.fromJSDate(at, { zone: supportHours.timeZone }).setLocale('en-AU')
  return `${t.toFormat('ccc d LLL, h:mm')} ${t.hour < 12 ? 'AM' : 'PM'} AEST`
}

/** The support hours' clock, as the site labels it. */
export const SUPPORT_CLOCK = { iana: supportHours.timeZone, label: 'AEST' } as const

/** The clock a visitor reads their times on: the booking zone they chose, else the support hours' clock. */
export function visitorClock(data: Record<string, unknown>): { iana: string; label: string } {
  const zone = data.timezone
  return isBookingZone(zone) ? { iana: bookingZones[zone].ianaZone, label: zone } : SUPPORT_CLOCK
}

/**
 * The visitor's first name, only when it reads as one: the first word of the name, letters with an
 * inner hyphen or apostrophe, at most 30 characters. Anything else (a link, a sentence) is not repeated
 * to them (decision 191).
 */
export function firstNameOf(data: Record<string, unknown>): string | null {
  const raw = typeof data.firstName === 'string' ? data.firstName : typeof data.name === 'string' ? data.name : ''
  const first = raw.trim().split(/\s+/)[0] ?? ''
  return /^\p{L}(?:[\p{L}\p{M}]|['’-](?=\p{L})){0,29}$/u.test(first) ? first : null
}
