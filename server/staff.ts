import { randomUUID } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import * as v from 'valibot'
import { type AuditAction, audit, STAFF_COMMAND_ACTOR } from './audit'
import { weakPasswordReason } from './password-strength'
import type { Queryable } from './store'

/**
 * Staff accounts (decision 115): named users, each with an argon2id password hash. Created, disabled
 * and reset with `npm run staff` (scripts/staff.ts); ADMIN_PASSWORD only opens the very first one.
 */
export interface StaffUser {
  id: string
  email: string
  name: string
  disabled: boolean
}

export const MIN_PASSWORD_LENGTH = 12
// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane), @node-rs/argon2's defaults made explicit.
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules).
const ARGON2 = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export const hashPassword = (password: string) => hash(password, ARGON2)

/** A hash of nothing anyone can type: an unknown email costs as long as a wrong password. */
let dummyHash: Promise<string> | null = null

const emailSchema = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254))

/** The address as kept (trimmed, lower case), or null when it is not one. */
export function normaliseEmail(value: unknown): string | null {
  const result = v.safeParse(emailSchema, value)
  return result.success ? result.output : null
}

/** Why a new password is refused, or null. `knownWords`: the person's email and name. */
export async function passwordProblem(password: string, knownWords: string[] = []): Promise<string | null> {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`
  if (password.length > 256) return 'The password must be at most 256 characters.'
  const weak = await weakPasswordReason(password, knownWords)
  return weak
    ? `The password is too easy to guess: it ${weak}. A passphrase of three or four unrelated words is best.`
    : null
}

const toUser = (row: Record<string, unknown>): StaffUser => ({
  id: String(row.id),
  email: String(row.email),
  name: String(row.name),
  disabled: row.disabled_at !== null && row.disabled_at !== undefined,
})

export async function countStaff(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_users')
  return Number(rows[0]?.n ?? 0)
}

export async function listStaff(db: Queryable): Promise<StaffUser[]> {
  const { rows } = await db.query('SELECT id, email, name, disabled_at FROM staff_users ORDER BY name, email')
  return rows.map(toUser)
}

export async function findStaff(db: Queryable, email: string): Promise<StaffUser | null> {
  const { rows } = await db.query('SELECT id, email, name, disabled_at FROM staff_users WHERE email = $1', [
    email.toLowerCase(),
  ])
  return rows[0] ? toUser(rows[0]) : null
}

export async function findStaffById(db: Queryable, id: string): Promise<StaffUser | null> {
  const { rows } = await db.query('SELECT id, email, name, disabled_at FROM staff_users WHERE id = $1', [id])
  return rows[0] ? toUser(rows[0]) : null
}

export class StaffError extends Error {}

/** Every account change is in the audit log (decision 118): the account's id and name, never its email. */
const recordChange = (db: Queryable, action: AuditAction, user: StaffUser, at: Date, detail = {}) =>
  audit(db, { actor: STAFF_COMMAND_ACTOR, action, detail: { staffId: user.id, staffName: user.name, ...detail }, at })

/** Adds a user; refuses a taken email, an invalid address or a weak password. */
export async function addStaff(
  db: Queryable,
  input: { email: string; name: string; password: string },
  now = new Date(),
): Promise<StaffUser> {
  const email = normaliseEmail(input.email)
  if (!email) throw new StaffError(`"${input.email}" is not an email address.`)
  const name = input.name.trim()
  if (!name || name.length > 100) throw new StaffError('Give the person a name of 1 to 100 characters.')
  const problem = await passwordProblem(input.password, [email, name])
  if (problem) throw new StaffError(problem)
  const { rows } = await db.query(
    `INSERT INTO staff_users (id, email, name, password_hash, created_at, role)
     SELECT $1, $2, $3, $4, $5::timestamptz,
            CASE WHEN EXISTS (SELECT 1 FROM staff_users) THEN 'staff' ELSE 'owner' END
     ON CONFLICT (email) DO NOTHING RETURNING id, email, name, disabled_at`,
    [randomUUID(), email, name, await hashPassword(input.password), now.toISOString()],
  )
  if (!rows[0]) throw new StaffError(`There is already a user with the email ${email}.`)
  const user = toUser(rows[0])
  await recordChange(db, 'staff-add', user, now)
  return user
}

/** Disables a user and ends every session they have. */
export async function disableStaff(db: Queryable, email: string, now = new Date()): Promise<StaffUser> {
  const { rows } = await db.query(
    `UPDATE staff_users SET disabled_at = coalesce(disabled_at, $2::timestamptz) WHERE email = $1
     RETURNING id, email, name, disabled_at`,
    [email.toLowerCase(), now.toISOString()],
  )
  if (!rows[0]) throw new StaffError(`There is no user with the email ${email}.`)
  await db.query('DELETE FROM admin_sessions WHERE user_id = $1', [rows[0].id])
  const user = toUser(rows[0])
  await recordChange(db, 'staff-disable', user, now)
  return user
}

/** Whether this user is an owner (decision 129): the first account, and whoever an owner makes one. */
export async function isOwner(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM staff_users WHERE id = $1 AND role = 'owner'`, [userId])
  return rows.length > 0
}

/** Enables a disabled user again: the only way back in after `disableStaff`. */
export async function enableStaff(db: Queryable, email: string, now = new Date()): Promise<StaffUser> {
  const { rows } = await db.query(
    'UPDATE staff_users SET disabled_at = NULL WHERE email = $1 RETURNING id, email, name, disabled_at',
    [email.toLowerCase()],
  )
  if (!rows[0]) throw new StaffError(`There is no user with the email ${email}.`)
  const user = toUser(rows[0])
  await recordChange(db, 'staff-enable', user, now)
  return user
}

/** Sets a new password; every session they had ends. A disabled user stays disabled. */
export async function resetStaffPassword(
  db: Queryable,
  email: string,
  password: string,
  now = new Date(),
): Promise<StaffUser> {
  const problem = await passwordProblem(password, [email])
  if (problem) throw new StaffError(problem)
  const { rows } = await db.query(
    `UPDATE staff_users SET password_hash = $2 WHERE email = $1
     RETURNING id, email, name, disabled_at`,
    [email.toLowerCase(), await hashPassword(password)],
  )
  if (!rows[0]) throw new StaffError(`There is no user with the email ${email}.`)
  await db.query('DELETE FROM admin_sessions WHERE user_id = $1', [rows[0].id])
  const user = toUser(rows[0])
  await recordChange(db, 'staff-reset', user, now)
  return user
}

/**
 * The enabled user with this email and password, or null. Always runs one argon2 verification, so
 * the answer takes as long for an unknown or disabled account as for a wrong password.
 */
export async function authenticateStaff(db: Queryable, email: string, password: string): Promise<StaffUser | null> {
  const { rows } = await db.query(
    'SELECT id, email, name, disabled_at, password_hash FROM staff_users WHERE email = $1',
    [email.toLowerCase()],
  )
  const row = rows[0]
  dummyHash ??= hashPassword('no account has this password')
  const stored = row ? String(row.password_hash) : await dummyHash
  const matches = await verify(stored, password).catch(() => false)
  if (!row || !matches) return null
  const user = toUser(row)
  return user.disabled ? null : user
}

/**
 * The bootstrap (issue 13): while no user exists, ADMIN_PASSWORD logs in once and makes the first
 * account with the email given, under that password. From then on ADMIN_PASSWORD opens nothing.
 */
export async function bootstrapFirstUser(
  db: Queryable,
  input: { email: string; password: string },
  now = new Date(),
): Promise<StaffUser | null> {
  const email = normaliseEmail(input.email)
  if (!email) return null
  const { rows } = await db.query(
    // NOT EXISTS sees only what was committed when the statement began; the unique index on `bootstrap`
    // (migration 13) is what stops a second first account made at the same moment.
    `INSERT INTO staff_users (id, email, name, password_hash, created_at, role, bootstrap)
     SELECT $1, $2, $3, $4, $5::timestamptz, 'owner', true WHERE NOT EXISTS (SELECT 1 FROM staff_users)
     ON CONFLICT DO NOTHING RETURNING id, email, name, disabled_at`,
    [randomUUID(), email, 'Administrator', await hashPassword(input.password), now.toISOString()],
  )
  if (!rows[0]) return null
  const user = toUser(rows[0])
  await audit(db, {
    actor: user,
    action: 'staff-add',
    detail: { staffId: user.id, staffName: user.name, bootstrap: true },
    at: now,
  })
  return user
}
