import { createHmac, randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import { acknowledgementCopy as copy } from '../src/content/desk-mail'
import { officeTimeZone } from '../src/content/support-hours'
import { isLeadKind, type LeadKind, leadForms } from '../src/forms/lead-kinds'
import { audit, SYSTEM_ACTOR } from './audit'
import type { MailAddress } from './config'
import {
  consultancySender,
  firstNameOf,
  inTransaction,
  mailDomain,
  momentIn,
  paragraphsMail,
  visitorClock,
} from './desk-mail'
import { replyToAddress } from './lead-mail'
import { enqueueMail, keptSecretSetting } from './leads'
import type { Queryable } from './store'
import { leadDueAt, replyExpectedBy } from './support-hours'

/** The lead as stored a moment ago. */
export interface StoredLead {
  id: string
  form: LeadKind
  data: Record<string, unknown>
  receivedAt: Date
}

/** Whether a form's visitors are acknowledged at once: its descriptor says so (decision 191). */
export const acknowledges = (form: string) => isLeadKind(form) && leadForms[form].acknowledge === true

/**
 * The visitor's acknowledgement (issue 27, decision 191): one short mail saying what they asked for, the
 * promise with its real due time on their own clock, how to reach us and how to see, correct or delete
 * their data. It repeats nothing they typed but a first name that reads as one. At most one per address
 * per office day: the claim is a keyed hash of the address (never the address) and the day, inserted in
 * the same transaction that queues the mail, so two leads at once, on any instances, queue one.
 * Only a stored lead gets here: the honeypot's and the rate limit's are never stored.
 */
export function createAcknowledgements(deps: { store: Queryable; from: MailAddress; teamMailbox: string }) {
  const key = keptSecretSetting(deps.store, 'acknowledgement_key')

  /** Queues the acknowledgement of a lead just stored; false when none is due (form, address, or one today). */
  async function acknowledge(lead: StoredLead): Promise<boolean> {
    if (!acknowledges(lead.form)) return false
    const address = replyToAddress(lead.data)
    if (!address) return false
    const hash = createHmac('sha256', await key())
      .update(address.toLowerCase())
      .digest('base64url')
    const day = DateTime.fromJSDate(lead.receivedAt, { zone: officeTimeZone }).toISODate() ?? ''
    return inTransaction(deps.store, async (tx) => {
      const { rows } = await tx.query(
        `INSERT INTO acknowledgements (address_hash, day, lead_id) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING lead_id`,
        [hash, day, lead.id],
      )
      if (rows.length === 0) return false
      const id = randomUUID()
      await enqueueMail(tx, {
        id,
        leadId: lead.id,
        message: acknowledgementMail(lead, address, id, deps) as Record<string, unknown>,
        at: lead.receivedAt,
      })
      await audit(tx, { actor: SYSTEM_ACTOR, action: 'acknowledge', leadId: lead.id, at: lead.receivedAt })
      return true
    })
  }
  return { acknowledge }
}

/** The message itself: plain data for the mail queue. */
export function acknowledgementMail(
  lead: StoredLead,
  address: string,
  id: string,
  settings: { from: MailAddress; teamMailbox: string },
) {
  const clock = visitorClock(lead.data)
  const due = momentIn(leadDueAt(lead.form, lead.receivedAt), clock)
  const late = replyExpectedBy(lead.form, lead.receivedAt) !== null
  const promise = copy.promise[lead.form] ?? copy.promise['sell-business']!
  return paragraphsMail({
    id,
    leadId: lead.id,
    from: consultancySender(settings.from),
    // The address alone: the name the visitor typed is not repeated, not even in a header.
    to: address,
    replyTo: settings.teamMailbox,
    subject: copy.subject[lead.form] ?? copy.subject.contact!,
    paragraphs: [
      copy.hello(firstNameOf(lead.data)),
      copy.received(copy.askedFor[lead.form] ?? copy.askedFor.contact!, momentIn(lead.receivedAt, clock)),
      late ? copy.late(due) : copy.onTime(promise, due),
      copy.reach,
      copy.privacy,
      copy.notRepeated,
      copy.signature,
    ],
    messageId: `<ack-${lead.id}@${mailDomain(settings.from)}>`,
    // RFC 3834: an automatic answer, so a visitor's own auto-reply does not answer it back.
    headers: { 'Auto-Submitted': 'auto-replied' },
    envelope: { from: settings.from.address, to: [address] },
  })
}
