import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { StaffUser } from './staff'
import type { Queryable } from './store'

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest()

/** Compares two secrets in time independent of where they differ (and of their lengths). */
export function secretsMatch(candidate: string, expected: string): boolean {
  // Hashing first gives equal-length buffers, as timingSafeEqual needs, without leaking the length.
  return timingSafeEqual(sha256(candidate), sha256(expected))
}

export interface Session {
  user: Pick<StaffUser, 'id' | 'email' | 'name'>
  /** The absolute end; the idle end moves with use. */
  expiresAt: number
  idleExpiresAt: number
  /** Sent back in X-CSRF-Token by every request that changes something. */
  csrfToken: string
}

/**
 * Staff sessions, in the store (decisions 109, 115): every instance on one database shares them. A
 * random token in an HttpOnly cookie, kept only as its hash; an idle and an absolute expiry; a
 * disabled user's sessions stop working at once.
 */
export interface Sessions {
  /** A new session with a new token (the id is never carried over from before the login). */
  create(userId: string): Promise<{ token: string; session: Session }>
  get(token: string | undefined): Promise<Session | null>
  destroy(token: string | undefined): Promise<void>
  /** "Log out everywhere": every session of this user. Returns how many ended. */
  destroyAll(userId: string): Promise<number>
}

const newToken = () => randomBytes(32).toString('base64url')
const tokenKey = (token: string) => sha256(token).toString('base64url')
/** Writing last_seen_at on every request would make every read a write; a minute is precise enough. */
const TOUCH_AFTER_MS = 60_000

export interface SessionLimits {
  /** Absolute lifetime from login. */
  ttlMs: number
  /** Ends after this long without a request. */
  idleMs: number
}

export function sqlSessions(db: Queryable, limits: SessionLimits, now: () => number = Date.now): Sessions {
  return {
    async create(userId) {
      const t = now()
      await db.query('DELETE FROM admin_sessions WHERE expires_at <= $1 OR last_seen_at <= $2', [t, t - limits.idleMs])
      const token = newToken()
      const csrfToken = randomBytes(24).toString('base64url')
      const { rows } = await db.query<{ email: string; name: string }>(
        `INSERT INTO admin_sessions (token_hash, expires_at, user_id, created_at, last_seen_at, csrf_token)
         SELECT $1, $2, id, $3, $3, $4 FROM staff_users WHERE id = $5 AND disabled_at IS NULL
         RETURNING (SELECT email FROM staff_users WHERE id = $5) AS email,
                   (SELECT name FROM staff_users WHERE id = $5) AS name`,
        [tokenKey(token), t + limits.ttlMs, t, csrfToken, userId],
      )
      const row = rows[0]
      if (!row) throw new Error('No enabled user with that id')
      return {
        token,
        session: {
          user: { id: userId, email: String(row.email), name: String(row.name) },
          expiresAt: t + limits.ttlMs,
          idleExpiresAt: t + limits.idleMs,
          csrfToken,
        },
      }
    },
    async get(token) {
      if (!token) return null
      const t = now()
      const key = tokenKey(token)
      const { rows } = await db.query(
        `SELECT s.expires_at, s.last_seen_at, s.csrf_token, u.id, u.email, u.name
         FROM admin_sessions s JOIN staff_users u ON u.id = s.user_id
         WHERE s.token_hash = $1 AND s.expires_at > $2 AND s.last_seen_at > $3 AND u.disabled_at IS NULL`,
        [key, t, t - limits.idleMs],
      )
      const row = rows[0]
      if (!row) return null
      let lastSeen = Number(row.last_seen_at)
      if (t - lastSeen >= TOUCH_AFTER_MS) {
        await db.query('UPDATE admin_sessions SET last_seen_at = $2 WHERE token_hash = $1', [key, t])
        lastSeen = t
      }
      const expiresAt = Number(row.expires_at)
      return {
        user: { id: String(row.id), email: String(row.email), name: String(row.name) },
        expiresAt,
        idleExpiresAt: Math.min(expiresAt, lastSeen + limits.idleMs),
        csrfToken: String(row.csrf_token),
      }
    },
    async destroy(token) {
      if (token) await db.query('DELETE FROM admin_sessions WHERE token_hash = $1', [tokenKey(token)])
    },
    async destroyAll(userId) {
      const { rows } = await db.query('DELETE FROM admin_sessions WHERE user_id = $1 RETURNING token_hash', [userId])
      return rows.length
    },
  }
}
