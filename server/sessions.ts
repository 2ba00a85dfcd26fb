import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Queryable } from './store'

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest()

/** Compares a login attempt with the configured password in time independent of where they differ. */
export function passwordMatches(candidate: string, expected: string): boolean {
  // Hashing first gives equal-length buffers, as timingSafeEqual needs, without leaking the length.
  return timingSafeEqual(sha256(candidate), sha256(expected))
}

export interface Session {
  expiresAt: number
}

/** Admin sessions: random tokens, kept only as their hash, with an expiry. */
export interface Sessions {
  create(): Promise<{ token: string; session: Session }>
  get(token: string | undefined): Promise<Session | null>
  destroy(token: string | undefined): Promise<void>
}

const newToken = () => randomBytes(32).toString('base64url')
const tokenKey = (token: string) => sha256(token).toString('base64url')

/** One process: a restart logs everyone out, a fair price for a single staff login on a laptop. */
export function memorySessions(ttlMs: number, now: () => number = Date.now): Sessions {
  const sessions = new Map<string, Session>()
  return {
    async create() {
      const t = now()
      for (const [key, s] of sessions) if (s.expiresAt <= t) sessions.delete(key)
      const token = newToken()
      const session = { expiresAt: t + ttlMs }
      sessions.set(tokenKey(token), session)
      return { token, session }
    },
    async get(token) {
      if (!token) return null
      const session = sessions.get(tokenKey(token))
      return session && session.expiresAt > now() ? session : null
    },
    async destroy(token) {
      if (token) sessions.delete(tokenKey(token))
    },
  }
}

/** In the database: a session made on one instance works on every other. */
export function sqlSessions(db: Queryable, ttlMs: number, now: () => number = Date.now): Sessions {
  return {
    async create() {
      const t = now()
      await db.query('DELETE FROM admin_sessions WHERE expires_at <= $1', [t])
      const token = newToken()
      const session = { expiresAt: t + ttlMs }
      await db.query('INSERT INTO admin_sessions (token_hash, expires_at) VALUES ($1, $2)', [
        tokenKey(token),
        session.expiresAt,
      ])
      return { token, session }
    },
    async get(token) {
      if (!token) return null
      const { rows } = await db.query<{ expires_at: string }>(
        'SELECT expires_at FROM admin_sessions WHERE token_hash = $1 AND expires_at > $2',
        [tokenKey(token), now()],
      )
      return rows[0] ? { expiresAt: Number(rows[0].expires_at) } : null
    },
    async destroy(token) {
      if (token) await db.query('DELETE FROM admin_sessions WHERE token_hash = $1', [tokenKey(token)])
    },
  }
}
