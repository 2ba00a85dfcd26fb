import { randomUUID } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { stageMoveProblem, stageNeedsReason } from '../src/lib/lead-stages'
import { type Desk, jsonBody, noSuchLead, staleChange } from './admin-desk'
import { bookingBody, leadParam, noteBody, ownerBody, stageBody, valid, versionBody } from './admin-inputs'
import { audit } from './audit'
import { bookableDateProblem, bookingInstants, bookingMails, isConsultationType, isTimezone } from './booking'
import { jsonError } from './http'
import { deskBodyLimit } from './json-body'
import { addNote, bookingOf, saveBooking, setOwner, setStage, wasContacted } from './lead-desk'
import { leadContact, leadName } from './lead-fields'
import { StaleVersion, takeVersion } from './lead-versions'
import { enqueueMail, type Lead, type LeadStage } from './leads'
import { findStaffById } from './staff'
import type { Queryable } from './store'

const byId = valid('param', leadParam, noSuchLead)

/**
 * Working a lead: its stage, owner, notes and booking. Every change but a note names the version it was
 * based on and is refused with 409 when it is stale (decision 131).
 */
export function leadChangeRoutes(desk: Desk) {
  const { config, store, now, at } = desk

  /** The lead a versioned change is about, or the answer refusing it (404, or 409 when stale). */
  async function target(c: Context, id: string, version: number) {
    const lead = await desk.lead(id)
    if (!lead) return noSuchLead(c)
    if (lead.version !== version) return staleChange(c, store, lead.id, version, at())
    return lead
  }

  /** Moves a lead to a stage as part of the change that made version `next`, and records it. */
  async function moveStage(
    tx: Queryable,
    c: Context,
    leadId: string,
    stage: LeadStage,
    reason: string | null,
    next: number,
  ): Promise<LeadStage | null> {
    const from = await setStage(tx, leadId, stage, reason, at())
    // A not-fit reason is kept on the lead (and erased with it), never in the audit log.
    await audit(tx, {
      actor: desk.actor(c),
      action: 'stage',
      leadId,
      detail: { from, to: stage, version: next },
      at: at(),
    })
    return from
  }

  /**
   * Runs a change of a lead based on `version` in one transaction that first takes the next version:
   * undefined when another change took it (nothing of this one is kept), null when `fn` declined
   * (nothing kept either), else what `fn` returned.
   */
  async function changeLead<T>(
    leadId: string,
    version: number,
    fn: (tx: Queryable, next: number) => Promise<T | null>,
  ): Promise<T | null | undefined> {
    try {
      return await desk.inTransaction(async (tx) => {
        const next = await takeVersion(tx, leadId, version)
        if (next === null) throw new StaleVersion()
        const result = await fn(tx, next)
        if (result === null) throw new Declined()
        return result
      })
    } catch (error) {
      if (error instanceof StaleVersion) return undefined
      if (error instanceof Declined) return null
      throw error
    }
  }

  /** Queues the prospect's and the staff copy of an invitation (stored first, then the outbox). */
  async function queueInvitation(
    tx: Queryable,
    lead: Lead,
    booking: { uid: string; sequence: number; date: string; slot: string; timezone: string; consultationType: string },
    method: 'REQUEST' | 'CANCEL',
    change: 'confirmed' | 'rescheduled' | 'cancelled',
    email: string,
  ) {
    const mails = bookingMails(
      {
        uid: booking.uid,
        sequence: booking.sequence,
        method,
        booking,
        prospect: { name: leadName(lead.data) ?? email, email, phone: leadContact(lead.data).phone },
        // The team mailbox staff read (LEADS_TO), where replies to the invitation go, not the sender.
        organizer: { name: config.mailFrom.name, address: config.leadsTo[0] ?? config.mailFrom.address },
        stamp: at(),
      },
      change,
      { from: config.mailFrom, staff: config.leadsTo },
      lead.id,
    )
    for (const mail of mails)
      await enqueueMail(tx, {
        id: mail.id,
        leadId: lead.id,
        message: mail.message as Record<string, unknown>,
        at: at(),
      })
  }

  return new Hono()
    .post('/api/submissions/:id/stage', deskBodyLimit(8192), jsonBody, valid('json', stageBody), byId, async (c) => {
      const { version, stage, reason } = c.req.valid('json')
      const lead = await target(c, c.req.valid('param').id, version)
      if (lead instanceof Response) return lead
      // Back to New only for a lead never contacted: a contacted one's due clock stopped for good.
      const refused = stageMoveProblem(lead.stage, stage, stage === 'new' && (await wasContacted(store, lead.id)))
      if (refused) return jsonError(c, 409, refused)
      const changed = await changeLead(lead.id, version, async (tx, next) => {
        const from = await moveStage(tx, c, lead.id, stage, stageNeedsReason(stage) ? reason : null, next)
        return { previous: from, version: next }
      })
      if (!changed) return staleChange(c, store, lead.id, version, at())
      return c.json({ id: lead.id, stage, ...changed }, 200)
    })

    .post('/api/submissions/:id/owner', deskBodyLimit(4096), jsonBody, valid('json', ownerBody), byId, async (c) => {
      const { version, owner } = c.req.valid('json')
      const lead = await target(c, c.req.valid('param').id, version)
      if (lead instanceof Response) return lead
      const newOwner = owner === null ? null : await findStaffById(store, owner.toLowerCase())
      if (owner !== null && (!newOwner || newOwner.disabled))
        return jsonError(c, 400, 'That member of staff does not exist or is disabled.')
      const changed = await changeLead(lead.id, version, async (tx, next) => {
        if (!(await setOwner(tx, lead.id, newOwner?.id ?? null))) return null
        // Names as well as ids, so the history reads "gave it to Kim Lee" after an account is gone.
        await audit(tx, {
          actor: desk.actor(c),
          action: 'owner',
          leadId: lead.id,
          detail: {
            from: lead.ownerId,
            fromName: lead.ownerId ? lead.ownerName : null,
            to: newOwner?.id ?? null,
            toName: newOwner?.name ?? null,
            version: next,
          },
          at: at(),
        })
        return { version: next }
      })
      if (changed === undefined) return staleChange(c, store, lead.id, version, at())
      if (changed === null) return jsonError(c, 400, 'That member of staff does not exist or is disabled.')
      return c.json({ id: lead.id, owner: newOwner?.id ?? null, version: changed.version }, 200)
    })

    .post('/api/submissions/:id/notes', deskBodyLimit(16_384), jsonBody, valid('json', noteBody), byId, async (c) => {
      const { text, key } = c.req.valid('json')
      const lead = await desk.lead(c.req.valid('param').id)
      if (!lead) return noSuchLead(c)
      const note = await desk.inTransaction(async (tx) => {
        const added = await addNote(tx, lead.id, c.get('session').user.id, text, at(), key?.toLowerCase())
        if (added?.created)
          await audit(tx, {
            actor: desk.actor(c),
            action: 'note',
            leadId: lead.id,
            detail: { noteId: added.id },
            at: at(),
          })
        return added
      })
      if (!note) return noSuchLead(c)
      // The key's first words were added: an answer lost on the way, then the note edited and sent again.
      if (note.body !== text)
        return jsonError(
          c,
          409,
          'Your note was already added as you first wrote it: it is under Notes. What you changed after was not added.',
          { keyTaken: true },
        )
      return c.json({ id: note.id }, note.created ? 201 : 200)
    })

    .post(
      '/api/submissions/:id/booking',
      deskBodyLimit(4096),
      jsonBody,
      valid('json', bookingBody),
      byId,
      async (c) => {
        const body = c.req.valid('json')
        const { version, slot } = body
        const lead = await target(c, c.req.valid('param').id, version)
        if (lead instanceof Response) return lead
        if (lead.form !== 'scheduling') return jsonError(c, 409, 'Only a consultation request can be booked.')
        const existing = await bookingOf(store, lead.id)
        const preferred = Array.isArray(lead.data.preferredTimeSlots) ? lead.data.preferredTimeSlots : []
        const date = body.date || String(lead.data.preferredDate ?? '')
        const rescheduling = existing?.status === 'confirmed'
        if (!rescheduling && (date !== lead.data.preferredDate || !preferred.includes(slot)))
          return jsonError(c, 400, "Choose one of the visitor's preferred time slots.")
        const timezone = lead.data.timezone
        if (!isTimezone(timezone)) return jsonError(c, 409, "The visitor's timezone is not one the desk knows.")
        const badDay = rescheduling ? bookableDateProblem(date, timezone, new Date(now())) : null
        if (badDay) return jsonError(c, 400, badDay)
        const consultationType = body.consultationType || lead.data.consultationType
        if (!isConsultationType(consultationType)) return jsonError(c, 400, 'Choose the type of consultation.')
        const time = { date, slot, timezone }
        const { start, end } = bookingInstants(time)
        if (start.toMillis() <= now()) return jsonError(c, 400, 'Choose a time that has not passed.')
        if (
          rescheduling &&
          existing.date === date &&
          existing.slot === slot &&
          existing.consultationType === consultationType
        )
          return jsonError(c, 409, 'The consultation is already booked at that time.')
        const contact = leadContact(lead.data)
        if (!contact.email) return jsonError(c, 409, 'This lead has no email address to send the invitation to.')

        const uid = existing?.uid ?? `${randomUUID()}@${config.mailFrom.address.split('@')[1] ?? 'localhost'}`
        const change = rescheduling ? 'rescheduled' : 'confirmed'
        const changed = await changeLead(lead.id, version, async (tx, next) => {
          const saved = await saveBooking(
            tx,
            lead.id,
            {
              uid,
              status: 'confirmed',
              startsAt: start.toUTC().toISO() ?? '',
              endsAt: end.toUTC().toISO() ?? '',
              date,
              slot,
              timezone,
              consultationType,
            },
            at(),
          )
          await queueInvitation(tx, lead, saved, 'REQUEST', change, contact.email as string)
          if (lead.stage !== 'booked') await moveStage(tx, c, lead.id, 'booked', null, next)
          await audit(tx, {
            actor: desk.actor(c),
            action: 'booking',
            leadId: lead.id,
            detail: { change, sequence: saved.sequence, date, slot, timezone, consultationType, version: next },
            at: at(),
          })
          return { booking: saved, version: next }
        })
        if (!changed) return staleChange(c, store, lead.id, version, at())
        void desk.outbox?.kick()
        return c.json(changed, rescheduling ? 200 : 201)
      },
    )

    .post(
      '/api/submissions/:id/booking/cancel',
      deskBodyLimit(4096),
      jsonBody,
      valid('json', versionBody),
      byId,
      async (c) => {
        const { version } = c.req.valid('json')
        const lead = await target(c, c.req.valid('param').id, version)
        if (lead instanceof Response) return lead
        const existing = await bookingOf(store, lead.id)
        if (existing?.status !== 'confirmed')
          return jsonError(c, 409, 'This lead has no booked consultation to cancel.')
        const email = leadContact(lead.data).email
        if (!email) return jsonError(c, 409, 'This lead has no email address to send the cancellation to.')
        const changed = await changeLead(lead.id, version, async (tx, next) => {
          const saved = await saveBooking(tx, lead.id, { ...existing, status: 'cancelled' }, at())
          await queueInvitation(tx, lead, saved, 'CANCEL', 'cancelled', email)
          await moveStage(tx, c, lead.id, 'contacted', null, next)
          await audit(tx, {
            actor: desk.actor(c),
            action: 'booking-cancel',
            leadId: lead.id,
            detail: { sequence: saved.sequence, version: next },
            at: at(),
          })
          return { booking: saved, version: next }
        })
        if (!changed) return staleChange(c, store, lead.id, version, at())
        void desk.outbox?.kick()
        return c.json(changed, 200)
      },
    )
}

class Declined extends Error {}
