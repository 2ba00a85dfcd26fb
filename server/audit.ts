import type { Queryable } from './store'

/**
 * The audit log (decision 118): who viewed, exported, changed or erased which lead, and when. Its
 * detail holds codes, ids and counts, never what a prospect wrote: an erasure leaves its record here
 * without the personal data it removed. Staff names are kept (they are the actors).
 */
export type AuditAction =
  | 'login'
  | 'login-failed'
  | 'login-code-sent'
  | 'logout'
  | 'logout-everywhere'
  | 'view'
  | 'export'
  | 'stage'
  | 'owner'
  | 'note'
  | 'booking'
  | 'booking-cancel'
  | 'follow-up'
  | 'report-export'
  | 'privacy-export'
  | 'read-limit'
  | 'erase'
  | 'purge'
  | 'staff-add'
  | 'staff-disable'
  | 'staff-enable'
  | 'staff-reset'
  /** A reply written in the desk (issue 27): the reply's id and template, never its text (decision 192). */
  | 'reply'
  /** The visitor's automatic acknowledgement was queued (decision 191). */
  | 'acknowledge'
  /** A staff member turned their reminders on or off (decision 193). */
  | 'reminders'

export interface Actor {
  id: string | null
  name: string
}

export const SYSTEM_ACTOR: Actor = { id: null, name: 'System' }
/** Account changes made with `npm run staff` on the server's own machine: no staff member is logged in. */
export const STAFF_COMMAND_ACTOR: Actor = { id: null, name: 'npm run staff' }
/** A failed login naming an address that is no account: the address itself may be anyone's, so it is not kept. */
export const UNKNOWN_ACCOUNT_ACTOR: Actor = { id: null, name: 'Unknown account' }

export interface AuditEntry {
  id: string
  at: string
  actorName: string
  action: AuditAction
  leadId: string | null
  detail: Record<string, unknown>
}

export async function audit(
  db: Queryable,
  entry: { actor: Actor; action: AuditAction; leadId?: string | null; detail?: Record<string, unknown>; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (at, actor_id, actor_name, action, lead_id, detail)
     VALUES ($1::timestamptz, $2, $3, $4, $5, $6::jsonb)`,
    [
      entry.at.toISOString(),
      entry.actor.id,
      entry.actor.name,
      entry.action,
      entry.leadId ?? null,
      JSON.stringify(entry.detail ?? {}),
    ],
  )
}

/** Whether this staff member has an entry on this lead (a view, a change, a note) since `since`. */
export async function actedOnRecently(db: Queryable, leadId: string, actorId: string, since: Date): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM audit_log WHERE lead_id = $1 AND actor_id = $2 AND at >= $3::timestamptz LIMIT 1',
    [leadId, actorId, since.toISOString()],
  )
  return rows.length > 0
}

/** Newest first, a keyset page before entry `before`; only one lead's entries with `leadId`. */
export async function auditPage(
  db: Queryable,
  options: { leadId?: string; before?: string; limit: number },
): Promise<AuditEntry[]> {
  const params: unknown[] = []
  const where: string[] = []
  if (options.leadId) {
    params.push(options.leadId)
    where.push(`lead_id = $${params.length}::uuid`)
  }
  if (options.before) {
    params.push(options.before)
    where.push(`id < $${params.length}::bigint`)
  }
  params.push(options.limit)
  const { rows } = await db.query(
    `SELECT id, at, actor_name, action, lead_id, detail FROM audit_log
     ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT $${params.length}`,
    params,
  )
  return rows.map((row) => ({
    id: String(row.id),
    at: new Date(row.at as Date).toISOString(),
    actorName: String(row.actor_name),
    action: row.action as AuditAction,
    leadId: row.lead_id ? String(row.lead_id) : null,
    detail: (row.detail as Record<string, unknown>) ?? {},
  }))
}
