import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import { officeTimeZone } from '../src/content/support-hours'
import type { LeadKind } from '../src/forms/lead-kinds'
import type { LeadStageName as LeadStage } from '../src/lib/lead-stages'
import type { Queryable } from './store'
import { leadDueAt } from './support-hours'

export type LeadStatus = 'pending' | 'sent'

/** Where a lead is in the consultancy's workflow (decision 116), from the one list (decision 132). */
export { isLeadStage, type LeadStageName as LeadStage } from '../src/lib/lead-stages'

export interface Lead {
  id: string
  form: LeadKind
  data: Record<string, unknown>
  subject: string
  receivedAt: Date
  status: LeadStatus
  attempts: number
  lastError: string | null
  nextAttemptAt: Date
  sentAt: Date | null
  stage: LeadStage
  notFitReason: string | null
  ownerId: string | null
  ownerName: string | null
  dueAt: Date | null
  archivedAt: Date | null
  queueKey: string
  /** Goes up by one with every change of stage, owner or booking (decision 131); notes leave it. */
  version: number
  /** The lead's dated follow-up (decision 210), or null. */
  followUp: LeadFollowUp | null
}

export interface LeadFollowUp {
  /** YYYY-MM-DD, in support-hours time (AEST). */
  date: string
  /** HH:MM (AEST), or null for "some time that day". */
  time: string | null
  note: string | null
  /** When it falls due: the day at its time, or at the start of support hours. */
  at: Date
  setById: string | null
}

export interface NewLead {
  id: string
  form: LeadKind
  data: Record<string, unknown>
  subject: string
  receivedAt: Date
  clientAddress: string | null
}

const COLUMNS =
  'id, form, data, subject, received_at, status, attempts, last_error, next_attempt_at, sent_at, stage, ' +
  'not_fit_reason, owner_id, due_at, archived_at, queue_key, version'
const QUALIFIED_COLUMNS = `${COLUMNS.split(', ')
  .map((c) => `leads.${c}`)
  .join(', ')}, to_char(leads.follow_up_on, 'YYYY-MM-DD') AS follow_up_on, leads.follow_up_time,
  leads.follow_up_at, leads.follow_up_note, leads.follow_up_by`
/** With the owner's name, for the desk. */
export const DESK_COLUMNS = `${QUALIFIED_COLUMNS}, staff_users.name AS owner_name`
export const DESK_FROM = 'leads LEFT JOIN staff_users ON staff_users.id = leads.owner_id'

/**
 * What the desk's search looks in: name, email, phone (as typed, digits only, and in the national form:
 * "+61 491 570 156" also as "0491570156") and organisation, lower-cased. Kept in a column so a search
 * reads one short text per lead. `nationalPhone` is the same rule for the searched text.
 */
export const SEARCH_TEXT_SQL = `lower(concat_ws(' ', data->>'name', data->>'firstName', data->>'lastName',
  data->>'email', data->>'phone', regexp_replace(coalesce(data->>'phone', ''), '[^0-9+]', '', 'g'),
  regexp_replace(regexp_replace(coalesce(data->>'phone', ''), '[^0-9+]', '', 'g'), '^(\\+|00)61', '0'),
  data->>'organisation', data->>'businessName'))`

/** An Australian number in its national form: "+61491570156" and "0061491570156" as "0491570156". */
export const nationalPhone = (digits: string) => digits.replace(/^(\+|00)61/, '0')

/**
 * The desk's order as one number, so a keyset page is one index range (decision 116): leads still
 * waiting for a first contact by when they are due (overdue first), then every other lead newest
 * first. `stage` is the SQL of the lead's new stage (a parameter in an UPDATE).
 */
const LATER = '20000000000000'
export const queueKeySql = (stage: string) =>
  `CASE WHEN ${stage} = 'new' AND due_at IS NOT NULL THEN (extract(epoch FROM due_at) * 1000)::bigint
   ELSE ${LATER} - (extract(epoch FROM received_at) * 1000)::bigint END`

export function toLead(row: Record<string, unknown>): Lead {
  return {
    id: String(row.id),
    form: row.form as LeadKind,
    data: row.data as Record<string, unknown>,
    subject: String(row.subject),
    receivedAt: new Date(row.received_at as Date),
    status: row.status as LeadStatus,
    attempts: Number(row.attempts),
    lastError: (row.last_error as string | null) ?? null,
    nextAttemptAt: new Date(row.next_attempt_at as Date),
    sentAt: row.sent_at ? new Date(row.sent_at as Date) : null,
    stage: (row.stage as LeadStage) ?? 'new',
    notFitReason: (row.not_fit_reason as string | null) ?? null,
    ownerId: row.owner_id ? String(row.owner_id) : null,
    ownerName: (row.owner_name as string | null | undefined) ?? null,
    dueAt: row.due_at ? new Date(row.due_at as Date) : null,
    archivedAt: row.archived_at ? new Date(row.archived_at as Date) : null,
    queueKey: String(row.queue_key ?? ''),
    version: Number(row.version ?? 1),
    followUp: row.follow_up_at
      ? {
          date: String(row.follow_up_on),
          time: (row.follow_up_time as string | null) ?? null,
          note: (row.follow_up_note as string | null) ?? null,
          at: new Date(row.follow_up_at as Date),
          setById: row.follow_up_by ? String(row.follow_up_by) : null,
        }
      : null,
  }
}

/** Inserts a lead unless its id is taken. `inserted: false` means an earlier request already stored it. */
export async function insertLead(db: Queryable, lead: NewLead): Promise<{ inserted: boolean }> {
  const received = lead.receivedAt.toISOString()
  const { rows } = await db.query(
    `INSERT INTO leads (id, form, data, subject, received_at, next_attempt_at, client_address, due_at,
       queue_key, search_text, email_key)
     SELECT v.*, ${queueKeySql("'new'")}, ${SEARCH_TEXT_SQL}, lower(data->>'email')
     FROM (SELECT $1::uuid AS id, $2::text AS form, $3::jsonb AS data, $4::text AS subject,
             $5::timestamptz AS received_at, $5::timestamptz AS next_attempt_at, $6::text AS client_address,
             $7::timestamptz AS due_at) v
     ON CONFLICT (id) DO NOTHING
     RETURNING id`,
    [
      lead.id,
      lead.form,
      JSON.stringify(lead.data),
      lead.subject,
      received,
      lead.clientAddress,
      leadDueAt(lead.form, lead.receivedAt).toISOString(),
    ],
  )
  return { inserted: rows.length === 1 }
}

export async function findLead(db: Queryable, id: string): Promise<Lead | null> {
  const { rows } = await db.query(`SELECT ${DESK_COLUMNS} FROM ${DESK_FROM} WHERE leads.id = $1`, [id])
  return rows[0] ? toLead(rows[0]) : null
}

/** Newest first. */
export async function listLeads(db: Queryable, options: { form?: LeadKind; limit?: number } = {}): Promise<Lead[]> {
  const limit = options.limit ?? 1000
  const where = options.form ? 'WHERE leads.form = $2' : ''
  const { rows } = await db.query(
    `SELECT ${DESK_COLUMNS} FROM ${DESK_FROM} ${where} ORDER BY leads.received_at DESC, leads.id DESC LIMIT $1`,
    options.form ? [limit, options.form] : [limit],
  )
  return rows.map(toLead)
}

/** Where a newest-first keyset page starts: strictly older than this lead (or at it, with `inclusive`). */
export interface LeadCursor {
  receivedAt: Date
  id: string
  inclusive?: boolean
}

/** The desk's filters (all optional), shared by its list and the CSV export of the same set. */
export interface LeadFilter {
  form?: LeadKind
  /** A stage; unset: every stage but archived. */
  stage?: LeadStage
  /** A staff user's id, or 'none' for leads nobody owns. */
  owner?: string
  /** Name, email, phone or organisation contains this (any case). */
  search?: string
  /** Received on or after this day, and on or before that day (YYYY-MM-DD, Melbourne). */
  from?: string
  to?: string
}

const melbourneDayStart = (day: string) =>
  DateTime.fromISO(day, { zone: officeTimeZone }).startOf('day').toUTC().toISO() ?? day

/** Search text as a LIKE pattern that matches it literally anywhere. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function filterSql(filter: LeadFilter, params: unknown[]): string[] {
  const where: string[] = []
  const param = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  if (filter.form) where.push(`leads.form = ${param(filter.form)}`)
  if (filter.stage) where.push(`leads.stage = ${param(filter.stage)}`)
  else where.push(`leads.stage <> 'archived'`)
  if (filter.owner === 'none') where.push('leads.owner_id IS NULL')
  else if (filter.owner) where.push(`leads.owner_id = ${param(filter.owner)}::uuid`)
  if (filter.search) {
    const text = filter.search.trim()
    const digits = text.replace(/[\s().-]/g, '')
    // "0491 570 157" finds "0491570157" too, and "+61 491 570 157" finds "0491 570 157": phones are also
    // kept as digits and in the national form (SEARCH_TEXT_SQL).
    const patterns = /^\+?\d{3,}$/.test(digits) ? [...new Set([text, digits, nationalPhone(digits)])] : [text]
    where.push(`(${patterns.map((p) => `leads.search_text LIKE ${param(containsPattern(p))}`).join(' OR ')})`)
  }
  if (filter.from) where.push(`leads.received_at >= ${param(melbourneDayStart(filter.from))}::timestamptz`)
  if (filter.to) {
    const next = DateTime.fromISO(filter.to).plus({ days: 1 }).toISODate() ?? filter.to
    where.push(`leads.received_at < ${param(melbourneDayStart(next))}::timestamptz`)
  }
  return where
}

function pageFilter(options: LeadFilter & { before?: LeadCursor }, params: unknown[]): string {
  const where = filterSql(options, params)
  if (options.before) {
    params.push(options.before.receivedAt.toISOString(), options.before.id)
    const op = options.before.inclusive ? '<=' : '<'
    const [at, id] = [`$${params.length - 1}::timestamptz`, `$${params.length}::uuid`]
    // The plain received_at bound lets the received_at index serve the row comparison.
    where.push(`leads.received_at <= ${at} AND (leads.received_at, leads.id) ${op} (${at}, ${id})`)
  }
  return where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''
}

/**
 * One page of leads, newest first, older than `before`: a keyset page (no OFFSET), so reading every
 * lead is many short queries that other requests can run between.
 */
export async function leadsPage(
  db: Queryable,
  options: LeadFilter & { before?: LeadCursor; limit: number },
): Promise<Lead[]> {
  const params: unknown[] = []
  const where = pageFilter(options, params)
  params.push(options.limit)
  const { rows } = await db.query(
    `SELECT ${DESK_COLUMNS} FROM ${DESK_FROM} ${where}
     ORDER BY leads.received_at DESC, leads.id DESC LIMIT $${params.length}`,
    params,
  )
  return rows.map(toLead)
}

/** Where a desk page starts: after this lead in the desk's order. */
export interface QueueCursor {
  queueKey: string
  id: string
}

/** One page of the desk: due first, then newest first (see queueKeySql), after `after`. */
export async function deskPage(
  db: Queryable,
  options: LeadFilter & { after?: QueueCursor; limit: number },
): Promise<Lead[]> {
  const params: unknown[] = []
  const where = filterSql(options, params)
  if (options.after) {
    params.push(options.after.queueKey, options.after.id)
    const [key, id] = [`$${params.length - 1}::bigint`, `$${params.length}::uuid`]
    where.push(`leads.queue_key >= ${key} AND (leads.queue_key, leads.id) > (${key}, ${id})`)
  }
  params.push(options.limit)
  const { rows } = await db.query(
    `SELECT ${DESK_COLUMNS} FROM ${DESK_FROM} ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY leads.queue_key, leads.id LIMIT $${params.length}`,
    params,
  )
  return rows.map(toLead)
}

/** How many leads the desk's filters match (the list's `total`), whatever page is shown. */
export async function countDeskLeads(db: Queryable, filter: LeadFilter): Promise<number> {
  const params: unknown[] = []
  const where = filterSql(filter, params)
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM leads ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}`,
    params,
  )
  return Number(rows[0]?.n ?? 0)
}

export interface LeadKeys {
  id: string
  receivedAt: Date
  form: LeadKind
  keys: string[]
}

/** The same pages with only each lead's field names: what an export needs to choose its columns. */
export async function leadKeysPage(
  db: Queryable,
  options: LeadFilter & { before?: LeadCursor; limit: number },
): Promise<LeadKeys[]> {
  const params: unknown[] = []
  const where = pageFilter(options, params)
  params.push(options.limit)
  const { rows } = await db.query(
    `SELECT id, received_at, form, ARRAY(SELECT jsonb_object_keys(data)) AS keys
     FROM leads ${where} ORDER BY received_at DESC, id DESC LIMIT $${params.length}`,
    params,
  )
  return rows.map((row) => ({
    id: String(row.id),
    receivedAt: new Date(row.received_at as Date),
    form: row.form as LeadKind,
    keys: (row.keys as string[]) ?? [],
  }))
}

export async function countLeads(db: Queryable, status?: LeadStatus): Promise<number> {
  const { rows } = status
    ? await db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads WHERE status = $1', [status])
    : await db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads')
  return Number(rows[0]?.n ?? 0)
}

/**
 * The two delivery queues: leads (each mailed to the consultancy) and `mail_queue` (other messages,
 * such as booking invitations). Both have the same delivery columns, so one set of SQL serves both.
 */
export type DeliveryQueue = 'leads' | 'mail_queue'
const QUEUE_RETURNING: Record<DeliveryQueue, string> = {
  leads: QUALIFIED_COLUMNS,
  mail_queue: 'mail_queue.id, mail_queue.message, mail_queue.attempts',
}

/**
 * Claims up to `limit` pending rows of a queue that are due, locking each until `lockUntil`, and
 * returns them (`exclude`: rows already tried in this pass, so a failing mail server cannot keep a
 * pass spinning). Two deliverers (processes, serverless instances) never claim the same row: SKIP
 * LOCKED keeps them off each other's rows, and the outer WHERE is re-checked against a row another
 * claim just updated. The MATERIALIZED CTE runs the LIMIT once: as an `IN (subquery)` the planner,
 * without table statistics (PGlite always, a new PostgreSQL database until autovacuum), re-ran it
 * per row and claimed every due lead at once.
 */
export async function claimDue(
  db: Queryable,
  queue: DeliveryQueue,
  options: { now: Date; lockUntil: Date; limit: number; exclude?: string[] },
): Promise<Record<string, unknown>[]> {
  const order = queue === 'leads' ? 'next_attempt_at, received_at' : 'next_attempt_at, created_at'
  const { rows } = await db.query(
    `WITH due AS MATERIALIZED (
       SELECT id FROM ${queue}
       WHERE status = 'pending' AND next_attempt_at <= $1::timestamptz
         AND (locked_until IS NULL OR locked_until < $1::timestamptz)
         AND NOT (id = ANY($4::uuid[]))
       ORDER BY ${order}
       LIMIT $3
       FOR UPDATE SKIP LOCKED
     )
     UPDATE ${queue} SET locked_until = $2::timestamptz
     FROM due
     WHERE ${queue}.id = due.id
       AND ${queue}.status = 'pending' AND (${queue}.locked_until IS NULL OR ${queue}.locked_until < $1::timestamptz)
     RETURNING ${QUEUE_RETURNING[queue]}`,
    [options.now.toISOString(), options.lockUntil.toISOString(), options.limit, options.exclude ?? []],
  )
  return rows
}

export async function claimDueLeads(
  db: Queryable,
  options: { now: Date; lockUntil: Date; limit: number; exclude?: string[] },
): Promise<Lead[]> {
  return (await claimDue(db, 'leads', options)).map(toLead)
}

/** Keeps a claim alive while its mail is still being sent. */
export async function extendClaim(db: Queryable, id: string, lockUntil: Date, queue: DeliveryQueue = 'leads') {
  await db.query(`UPDATE ${queue} SET locked_until = $2::timestamptz WHERE id = $1 AND status = 'pending'`, [
    id,
    lockUntil.toISOString(),
  ])
}

export async function markSent(db: Queryable, id: string, sentAt: Date, queue: DeliveryQueue = 'leads') {
  await db.query(
    `UPDATE ${queue} SET status = 'sent', sent_at = $2::timestamptz, attempts = attempts + 1,
       last_error = NULL, locked_until = NULL
     WHERE id = $1 AND status = 'pending'`,
    [id, sentAt.toISOString()],
  )
}

export async function markFailed(
  db: Queryable,
  id: string,
  error: string,
  nextAttemptAt: Date,
  queue: DeliveryQueue = 'leads',
) {
  await db.query(
    `UPDATE ${queue} SET attempts = attempts + 1, last_error = $2, next_attempt_at = $3::timestamptz,
       locked_until = NULL
     WHERE id = $1 AND status = 'pending'`,
    [id, error.slice(0, 1000), nextAttemptAt.toISOString()],
  )
}

/** A message for the outbox to deliver (stored first, like a lead; decision 117). */
export async function enqueueMail(
  db: Queryable,
  mail: { id: string; leadId: string | null; message: Record<string, unknown>; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO mail_queue (id, lead_id, message, created_at, next_attempt_at)
     VALUES ($1, $2, $3::jsonb, $4::timestamptz, $4::timestamptz) ON CONFLICT (id) DO NOTHING`,
    [mail.id, mail.leadId, JSON.stringify(mail.message), mail.at.toISOString()],
  )
}

/**
 * A random key kept in the database, so client addresses can be stored as keyed hashes that stay
 * comparable across restarts and instances but cannot be reversed by hashing every IPv4 address.
 */
export const ADDRESS_HASH_KEY = 'address_hash_key'
export const addressHashKey = (db: Queryable) => secretSetting(db, ADDRESS_HASH_KEY)

/** A random secret made once per database and shared by every instance using it. */
export async function secretSetting(db: Queryable, key: string): Promise<string> {
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    key,
    randomBytes(32).toString('base64url'),
  ])
  const { rows } = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key])
  return String(rows[0]?.value)
}

/** `secretSetting` read once and kept; a failed read is not kept, so the next call tries again. */
export function keptSecretSetting(db: Queryable, key: string): () => Promise<string> {
  let value: Promise<string> | null = null
  return () => {
    value ??= secretSetting(db, key).catch((error) => {
      value = null
      throw error
    })
    return value
  }
}
