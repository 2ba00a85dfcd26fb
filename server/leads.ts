import { randomBytes } from 'node:crypto'
import type { LeadKind } from '../src/forms/lead-kinds'
import type { Queryable } from './store'

export type LeadStatus = 'pending' | 'sent'

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
}

export interface NewLead {
  id: string
  form: LeadKind
  data: Record<string, unknown>
  subject: string
  receivedAt: Date
  clientAddress: string | null
}

const COLUMNS = 'id, form, data, subject, received_at, status, attempts, last_error, next_attempt_at, sent_at'
const QUALIFIED_COLUMNS = COLUMNS.split(', ')
  .map((c) => `leads.${c}`)
  .join(', ')

function toLead(row: Record<string, unknown>): Lead {
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
  }
}

/** Inserts a lead unless its id is taken. `inserted: false` means an earlier request already stored it. */
export async function insertLead(db: Queryable, lead: NewLead): Promise<{ inserted: boolean }> {
  const received = lead.receivedAt.toISOString()
  const { rows } = await db.query(
    `INSERT INTO leads (id, form, data, subject, received_at, next_attempt_at, client_address)
     VALUES ($1, $2, $3::jsonb, $4, $5::timestamptz, $5::timestamptz, $6)
     ON CONFLICT (id) DO NOTHING
     RETURNING id`,
    [lead.id, lead.form, JSON.stringify(lead.data), lead.subject, received, lead.clientAddress],
  )
  return { inserted: rows.length === 1 }
}

export async function findLead(db: Queryable, id: string): Promise<Lead | null> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM leads WHERE id = $1`, [id])
  return rows[0] ? toLead(rows[0]) : null
}

/** Newest first. */
export async function listLeads(db: Queryable, options: { form?: LeadKind; limit?: number } = {}): Promise<Lead[]> {
  const limit = options.limit ?? 1000
  const { rows } = options.form
    ? await db.query(`SELECT ${COLUMNS} FROM leads WHERE form = $1 ORDER BY received_at DESC, id DESC LIMIT $2`, [
        options.form,
        limit,
      ])
    : await db.query(`SELECT ${COLUMNS} FROM leads ORDER BY received_at DESC, id DESC LIMIT $1`, [limit])
  return rows.map(toLead)
}

/** Where a newest-first keyset page starts: strictly older than this lead (or at it, with `inclusive`). */
export interface LeadCursor {
  receivedAt: Date
  id: string
  inclusive?: boolean
}

function pageFilter(options: { form?: LeadKind; before?: LeadCursor }, params: unknown[]): string {
  const where: string[] = []
  if (options.form) {
    params.push(options.form)
    where.push(`form = $${params.length}`)
  }
  if (options.before) {
    params.push(options.before.receivedAt.toISOString(), options.before.id)
    const op = options.before.inclusive ? '<=' : '<'
    const [at, id] = [`$${params.length - 1}::timestamptz`, `$${params.length}::uuid`]
    // The plain received_at bound lets the received_at index serve the row comparison.
    where.push(`received_at <= ${at} AND (received_at, id) ${op} (${at}, ${id})`)
  }
  return where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''
}

/**
 * One page of leads, newest first, older than `before`: a keyset page (no OFFSET), so reading every
 * lead is many short queries that other requests can run between.
 */
export async function leadsPage(
  db: Queryable,
  options: { form?: LeadKind; before?: LeadCursor; limit: number },
): Promise<Lead[]> {
  const params: unknown[] = []
  const where = pageFilter(options, params)
  params.push(options.limit)
  const { rows } = await db.query(
    `SELECT ${COLUMNS} FROM leads ${where} ORDER BY received_at DESC, id DESC LIMIT $${params.length}`,
    params,
  )
  return rows.map(toLead)
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
  options: { form?: LeadKind; before?: LeadCursor; limit: number },
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
 * Claims up to `limit` pending leads that are due, locking each until `lockUntil`, and returns them
 * (`exclude`: leads already tried in this pass, so a failing mail server cannot keep a pass spinning).
 * Two deliverers (processes, serverless instances) never claim the same lead: SKIP LOCKED keeps them
 * off each other's rows, and the outer WHERE is re-checked against a row another claim just updated.
 * The MATERIALIZED CTE runs the LIMIT once: as an `IN (subquery)` the planner, without table
 * statistics (PGlite always, a new PostgreSQL database until autovacuum), re-ran it per row and
 * claimed every due lead at once.
 */
export async function claimDueLeads(
  db: Queryable,
  options: { now: Date; lockUntil: Date; limit: number; exclude?: string[] },
): Promise<Lead[]> {
  const { rows } = await db.query(
    `WITH due AS MATERIALIZED (
       SELECT id FROM leads
       WHERE status = 'pending' AND next_attempt_at <= $1::timestamptz
         AND (locked_until IS NULL OR locked_until < $1::timestamptz)
         AND NOT (id = ANY($4::uuid[]))
       ORDER BY next_attempt_at, received_at
       LIMIT $3
       FOR UPDATE SKIP LOCKED
     )
     UPDATE leads SET locked_until = $2::timestamptz
     FROM due
     WHERE leads.id = due.id
       AND leads.status = 'pending' AND (leads.locked_until IS NULL OR leads.locked_until < $1::timestamptz)
     RETURNING ${QUALIFIED_COLUMNS}`,
    [options.now.toISOString(), options.lockUntil.toISOString(), options.limit, options.exclude ?? []],
  )
  return rows.map(toLead)
}

/** Keeps a claim alive while its mail is still being sent. */
export async function extendClaim(db: Queryable, id: string, lockUntil: Date): Promise<void> {
  await db.query(`UPDATE leads SET locked_until = $2::timestamptz WHERE id = $1 AND status = 'pending'`, [
    id,
    lockUntil.toISOString(),
  ])
}

export async function markSent(db: Queryable, id: string, sentAt: Date): Promise<void> {
  await db.query(
    `UPDATE leads SET status = 'sent', sent_at = $2::timestamptz, attempts = attempts + 1,
       last_error = NULL, locked_until = NULL
     WHERE id = $1 AND status = 'pending'`,
    [id, sentAt.toISOString()],
  )
}

export async function markFailed(db: Queryable, id: string, error: string, nextAttemptAt: Date): Promise<void> {
  await db.query(
    `UPDATE leads SET attempts = attempts + 1, last_error = $2, next_attempt_at = $3::timestamptz,
       locked_until = NULL
     WHERE id = $1 AND status = 'pending'`,
    [id, error.slice(0, 1000), nextAttemptAt.toISOString()],
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
