import { randomUUID } from 'node:crypto'
import { contactStages, keepsNotFitReason } from '../src/lib/lead-stages'
import { type LeadStage, queueKeySql } from './leads'
import type { Queryable } from './store'

/** The workflow's SQL (decision 116): stage, owner, notes, bookings, and the privacy requests (119). */

export interface Note {
  id: string
  body: string
  authorName: string | null
  createdAt: string
}

/** Moves a lead to a stage. Returns the stage it left, or null when there is no such lead. */
export async function setStage(
  db: Queryable,
  id: string,
  stage: LeadStage,
  reason: string | null,
  at: Date,
): Promise<LeadStage | null> {
  const { rows } = await db.query<{ previous: LeadStage }>(
    `UPDATE leads SET stage = $2,
       not_fit_reason = CASE WHEN $2 = 'not-fit' THEN $3 WHEN $5::boolean THEN not_fit_reason ELSE NULL END,
       stage_changed_at = $4::timestamptz,
       archived_at = CASE WHEN $2 = 'archived' THEN $4::timestamptz ELSE NULL END,
       queue_key = ${queueKeySql('$2')}
     FROM (SELECT stage AS previous FROM leads WHERE id = $1 FOR UPDATE) old
     WHERE id = $1 RETURNING old.previous`,
    [id, stage, reason, at.toISOString(), keepsNotFitReason(stage)],
  )
  return rows[0]?.previous ?? null
}

/**
 * Whether a lead was ever contacted: moved to contacted, booked or won (a reply and a booking move it so
 * too), by its audit log, as the promise report reads a first contact. Its due clock stopped for good then.
 */
export async function wasContacted(db: Queryable, leadId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM audit_log WHERE lead_id = $1 AND action = 'stage' AND detail->>'to' = ANY($2::text[]) LIMIT 1`,
    [leadId, [...contactStages]],
  )
  return rows.length > 0
}

/** Gives a lead to an enabled staff user, or to nobody. False when the lead or user is not there. */
export async function setOwner(db: Queryable, id: string, ownerId: string | null): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE leads SET owner_id = $2::uuid WHERE id = $1
       AND ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM staff_users WHERE id = $2::uuid AND disabled_at IS NULL))
     RETURNING id`,
    [id, ownerId],
  )
  return rows.length === 1
}

/**
 * Adds a note, once per `key` (a UUID the desk makes for each note it sends): a repeat of the same key
 * on the same lead stores nothing and gives the first note (`created: false`), however close together
 * the two arrive (a unique constraint, not a look-up first). Null when there is no such lead.
 */
export async function addNote(
  db: Queryable,
  leadId: string,
  authorId: string,
  body: string,
  at: Date,
  key?: string,
): Promise<{ id: string; body: string; created: boolean } | null> {
  const { rows } = await db.query<{ id: string }>(
    // FOR KEY SHARE: a lead being erased meanwhile is waited for and then not found (a 404), where the
    // insert would otherwise pass the lead and fail its foreign key at the erasure's commit (a 500).
    `INSERT INTO lead_notes (id, lead_id, author_id, body, created_at, client_key)
     SELECT $1, id, $3, $4, $5::timestamptz, $6::uuid FROM leads WHERE id = $2 FOR KEY SHARE
     ON CONFLICT (lead_id, client_key) DO NOTHING RETURNING id`,
    [randomUUID(), leadId, authorId, body, at.toISOString(), key ?? null],
  )
  if (rows[0]) return { id: String(rows[0].id), body, created: true }
  if (!key) return null
  const { rows: earlier } = await db.query<{ id: string; body: string }>(
    'SELECT id, body FROM lead_notes WHERE lead_id = $1 AND client_key = $2::uuid',
    [leadId, key],
  )
  return earlier[0] ? { id: String(earlier[0].id), body: String(earlier[0].body), created: false } : null
}

export async function notesOf(db: Queryable, leadId: string): Promise<Note[]> {
  const { rows } = await db.query(
    `SELECT n.id, n.body, n.created_at, u.name FROM lead_notes n LEFT JOIN staff_users u ON u.id = n.author_id
     WHERE n.lead_id = $1 ORDER BY n.created_at, n.id`,
    [leadId],
  )
  return rows.map((r) => ({
    id: String(r.id),
    body: String(r.body),
    authorName: (r.name as string | null) ?? null,
    createdAt: new Date(r.created_at as Date).toISOString(),
  }))
}

export interface Booking {
  uid: string
  sequence: number
  status: 'confirmed' | 'cancelled'
  startsAt: string
  endsAt: string
  date: string
  slot: string
  timezone: string
  consultationType: string
}

export async function bookingOf(db: Queryable, leadId: string): Promise<Booking | null> {
  const { rows } = await db.query('SELECT * FROM bookings WHERE lead_id = $1', [leadId])
  const r = rows[0]
  return r
    ? {
        uid: String(r.uid),
        sequence: Number(r.sequence),
        status: r.status as Booking['status'],
        startsAt: new Date(r.starts_at as Date).toISOString(),
        endsAt: new Date(r.ends_at as Date).toISOString(),
        date: String(r.slot_date),
        slot: String(r.slot),
        timezone: String(r.timezone),
        consultationType: String(r.consultation_type),
      }
    : null
}

/** Saves a booking; SEQUENCE goes up by one on every change after the first (RFC 5546). */
export async function saveBooking(
  db: Queryable,
  leadId: string,
  booking: Omit<Booking, 'sequence'>,
  at: Date,
): Promise<Booking> {
  await db.query(
    `INSERT INTO bookings (lead_id, uid, sequence, status, starts_at, ends_at, slot_date, slot, timezone,
       consultation_type, updated_at)
     VALUES ($1, $2, 0, $3, $4::timestamptz, $5::timestamptz, $6, $7, $8, $9, $10::timestamptz)
     ON CONFLICT (lead_id) DO UPDATE SET sequence = bookings.sequence + 1, status = EXCLUDED.status,
       starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at, slot_date = EXCLUDED.slot_date,
       slot = EXCLUDED.slot, timezone = EXCLUDED.timezone, consultation_type = EXCLUDED.consultation_type,
       updated_at = EXCLUDED.updated_at`,
    [
      leadId,
      booking.uid,
      booking.status,
      booking.startsAt,
      booking.endsAt,
      booking.date,
      booking.slot,
      booking.timezone,
      booking.consultationType,
      at.toISOString(),
    ],
  )
  return (await bookingOf(db, leadId)) as Booking
}

/**
 * Everything held about one email address (APP 12): the leads, their notes, bookings, the replies staff
 * wrote to the person (their words, as sent) and the messages queued about them.
 */
export async function personalData(db: Queryable, emailKey: string) {
  const { rows: leads } = await db.query(
    `SELECT id, form, data, subject, received_at, status, sent_at, stage, not_fit_reason, archived_at,
       follow_up_on, follow_up_time, follow_up_note,
       client_address IS NOT NULL AS has_address
     FROM leads WHERE email_key = $1 ORDER BY received_at`,
    [emailKey],
  )
  const ids = leads.map((l) => String(l.id))
  const [notes, bookings, replies, mails] = await Promise.all([
    db.query('SELECT lead_id, body, created_at FROM lead_notes WHERE lead_id = ANY($1::uuid[]) ORDER BY created_at', [
      ids,
    ]),
    db.query('SELECT * FROM bookings WHERE lead_id = ANY($1::uuid[])', [ids]),
    db.query(
      'SELECT lead_id, subject, body, created_at FROM lead_replies WHERE lead_id = ANY($1::uuid[]) ORDER BY created_at',
      [ids],
    ),
    db.query(
      `SELECT lead_id, message->>'subject' AS subject, created_at, status FROM mail_queue
       WHERE lead_id = ANY($1::uuid[]) ORDER BY created_at`,
      [ids],
    ),
  ])
  return { leads, notes: notes.rows, bookings: bookings.rows, replies: replies.rows, messages: mails.rows }
}

export interface Deleted {
  leadIds: string[]
  /** The ids of their queued messages, whose mail files go too. */
  mailIds: string[]
}

async function deleteLeads(db: Queryable, where: string, params: unknown[]): Promise<Deleted> {
  const { rows } = await db.query<{ id: string; mail_ids: string[] }>(
    `DELETE FROM leads WHERE ${where}
     RETURNING id, ARRAY(SELECT m.id::text FROM mail_queue m WHERE m.lead_id = leads.id) AS mail_ids`,
    params,
  )
  return { leadIds: rows.map((r) => String(r.id)), mailIds: rows.flatMap((r) => r.mail_ids ?? []) }
}

/** Deletes every lead with this email (notes, bookings and queued mail go with them: an erasure request, APP 11.2). */
export const eraseByEmail = (db: Queryable, emailKey: string) => deleteLeads(db, 'email_key = $1', [emailKey])

/** Deletes leads archived before `before` (decision 119). */
export const purgeArchived = (db: Queryable, before: Date) =>
  deleteLeads(db, `stage = 'archived' AND archived_at < $1::timestamptz`, [before.toISOString()])
