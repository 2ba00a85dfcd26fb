import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest()

/** Compares a login attempt with the configured password in time independent of where they differ. */
export function passwordMatches(candidate: string, expected: string): boolean {
  // Hashing first gives equal-length buffers, as timingSafeEqual needs, without leaking the length.
  return timingSafeEqual(sha256(candidate), sha256(expected))
}

export interface Session {
  expiresAt: number
}

/**
 * Admin sessions: random tokens kept in memory (by their hash) with an expiry. A restart logs
 * everyone out, which for a single staff login is a fair price for having no session table.
 */
export class SessionStore {
  private readonly sessions = new Map<string, Session>()

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  create(): { token: string; session: Session } {
    this.sweep()
    const token = randomBytes(32).toString('base64url')
    const session = { expiresAt: this.now() + this.ttlMs }
    this.sessions.set(this.key(token), session)
    return { token, session }
  }

  get(token: string | undefined): Session | null {
    if (!token) return null
    const key = this.key(token)
    const session = this.sessions.get(key)
    if (!session) return null
    if (session.expiresAt <= this.now()) {
      this.sessions.delete(key)
      return null
    }
    return session
  }

  destroy(token: string | undefined): void {
    if (token) this.sessions.delete(this.key(token))
  }

  private key(token: string) {
    return sha256(token).toString('base64url')
  }

  private sweep() {
    const t = this.now()
    for (const [key, s] of this.sessions) if (s.expiresAt <= t) this.sessions.delete(key)
  }
}
