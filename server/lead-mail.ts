import type Mail from 'nodemailer/lib/mailer'
import * as v from 'valibot'
import { passedTimesNote } from '../src/content/booking'
import { slotList, startedSlots } from '../src/forms/booking-zones'
import { email as emailSchema } from '../src/forms/fields'
import type { LeadKind } from '../src/forms/lead-kinds'
import type { MailAddress } from './config'
import { labelledFields } from './lead-fields'

export interface MailSettings {
  from: MailAddress
  to: string[]
  cc: string[]
}

export interface LeadForMail {
  id: string
  form: LeadKind
  data: Record<string, unknown>
  subject: string
  receivedAt: Date
}

const melbourneTime = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Melbourne',
  dateStyle: 'full',
  timeStyle: 'long',
})

// biome-ignore lint/suspicious/noControlCharactersInRegex: header values must not carry control characters
const HEADER_UNSAFE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g
// biome-ignore lint/suspicious/noControlCharactersInRegex: same set, without the stateful g flag for test()
const HAS_HEADER_UNSAFE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/

// Invisible characters that reorder or hide text (bidi controls, zero-width characters, BOM, soft
// hyphen) and lone surrogates: a subject must read as what it is (`…wire $9,999 \u202Efdp.exe`).
const HEADER_INVISIBLE = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\uD800-\uDFFF]/gu

/** One line, no control or invisible formatting characters: safe in a mail header whatever the caller passed. */
export function headerSafe(value: string, max = 200): string {
  return value.slice(0, max).replace(HEADER_INVISIBLE, '').replace(HEADER_UNSAFE, ' ').trim()
}

/** The visitor's address for Reply-To, only when it is one valid address. */
export function replyToAddress(data: Record<string, unknown>): string | null {
  const result = v.safeParse(emailSchema, data.email)
  return result.success && !HAS_HEADER_UNSAFE.test(result.output) ? result.output : null
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * For a booking whose chosen slots had begun (or whose date had gone) when it reached us, as a backup
 * resent late does (decision 312): staff's note saying so. Null for any other lead.
 */
export function passedTimesNoteOf(lead: Pick<LeadForMail, 'form' | 'data' | 'receivedAt'>): string | null {
  if (lead.form !== 'scheduling') return null
  const { preferredDate, timezone, preferredTimeSlots } = lead.data
  if (typeof preferredDate !== 'string' || typeof timezone !== 'string' || !Array.isArray(preferredTimeSlots))
    return null
  const slots = preferredTimeSlots.filter((slot): slot is string => typeof slot === 'string')
  const passed = startedSlots(preferredDate, timezone, slots, lead.receivedAt.getTime())
  if (passed.length === 0) return null
  return passedTimesNote(`${slotList(passed)} ${timezone} on ${preferredDate}`)
}

/** Plain text: one field a line; multi-line values continue indented under their label. */
export function leadText(lead: LeadForMail): string {
  const late = passedTimesNoteOf(lead)
  const lines = [headerSafe(lead.subject), '', ...(late ? [late, ''] : [])]
  for (const field of labelledFields(lead.form, lead.data)) {
    const value = field.value === '' ? '(not given)' : field.value
    const [first, ...rest] = value.split(/\r\n|\r|\n/)
    lines.push(`${field.label}: ${first}`)
    for (const line of rest) lines.push(`  ${line}`)
  }
  lines.push('', `Form: ${lead.form}`, `Lead id: ${lead.id}`, `Received: ${melbourneTime.format(lead.receivedAt)}`)
  return `${lines.join('\n')}\n`
}

/** The same content as HTML, every value escaped. */
export function leadHtml(lead: LeadForMail): string {
  const late = passedTimesNoteOf(lead)
  const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left'
  const rows = labelledFields(lead.form, lead.data)
    .map(
      (f) =>
        `<tr><th scope="row" style="${cell}">${escapeHtml(f.label)}</th>` +
        `<td style="${cell};white-space:pre-wrap">${f.value === '' ? '<em>(not given)</em>' : escapeHtml(f.value)}</td></tr>`,
    )
    .join('\n')
  return [
    '<!doctype html>',
    '<html lang="en-AU"><head><meta charset="utf-8"><title>',
    escapeHtml(headerSafe(lead.subject)),
    '</title></head><body style="font-family:sans-serif;line-height:1.5">',
    `<h1 style="font-size:18px">${escapeHtml(headerSafe(lead.subject))}</h1>`,
    late ? `<p style="color:#8a1c1c;font-weight:bold">${escapeHtml(late)}</p>` : '',
    `<table>\n${rows}\n</table>`,
    `<p style="color:#4a5668">Form: ${escapeHtml(lead.form)}<br>Lead id: ${escapeHtml(lead.id)}<br>`,
    `Received: ${escapeHtml(melbourneTime.format(lead.receivedAt))}</p>`,
    '</body></html>',
  ].join('')
}

/**
 * The message for one lead. Recipients come only from `settings`; the only visitor values in headers
 * are Reply-To (a validated address) and the server-built Subject.
 */
export function buildLeadMail(lead: LeadForMail, settings: MailSettings): Mail.Options {
  const replyTo = replyToAddress(lead.data)
  const domain = settings.from.address.split('@')[1] ?? 'localhost'
  return {
    from: { name: headerSafe(settings.from.name), address: settings.from.address },
    to: settings.to,
    cc: settings.cc.length > 0 ? settings.cc : undefined,
    replyTo: replyTo ? { name: '', address: replyTo } : undefined,
    subject: headerSafe(lead.subject),
    text: leadText(lead),
    html: leadHtml(lead),
    // A stable Message-ID lets a mail system drop the copy of a retry that crossed a crash.
    messageId: `<lead-${lead.id}@${domain}>`,
    headers: { 'X-Lead-Id': lead.id, 'X-Lead-Form': lead.form },
    envelope: { from: settings.from.address, to: [...settings.to, ...settings.cc] },
  }
}
