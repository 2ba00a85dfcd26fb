import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { CounterStore } from './counters'
import type { RateDecision } from './rate-limit'

/**
 * Failed logins slow guessing down without locking staff out (docs/decisions/108-login-throttling.md):
 * a browser that has logged in before carries a signed device cookie and is throttled on its own
 * failures only; anyone else is throttled per client address, with a delay that grows per failure.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000
const FIRST_DELAY_MS = 30_000
export const DEVICE_COOKIE = 'admin_device'
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 86_400

/** Wait after `failures` failed logins: none below the limit, then 30 s, doubling, at most 15 min. */
export function loginDelayMs(failures: number, limit: number): number {
  if (failures < limit) return 0
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(failures - limit, 20), LOGIN_WINDOW_MS)
}

export function createLoginThrottle(counters: CounterStore, limit: number, now: () => number) {
  return {
    async check(key: string): Promise<RateDecision> {
      const c = await counters.get(key, LOGIN_WINDOW_MS)
      const wait = c ? c.lastAt + loginDelayMs(c.count, limit) - now() : 0
      return wait > 0 ? { allowed: false, retryAfter: Math.ceil(wait / 1000) } : { allowed: true, retryAfter: 0 }
    },
    fail: (key: string) => counters.hit(key, LOGIN_WINDOW_MS),
    succeed: (key: string) => counters.clear(key),
  }
}

/** Device cookies: `<random id>.<HMAC of the id>`, under a secret kept in the database. */
export function deviceCookies(secret: () => Promise<string>) {
  const mac = async (id: string) =>
    createHmac('sha256', await secret())
      .update(id)
      .digest('base64url')
  return {
    async issue(): Promise<string> {
      const id = randomBytes(16).toString('base64url')
      return `${id}.${await mac(id)}`
    },
    /** The device id if the cookie is one we signed, else null. */
    async verify(value: string | undefined): Promise<string | null> {
      const [id, signature, extra] = (value ?? '').split('.')
      if (!id || !signature || extra !== undefined) return null
      const expected = Buffer.from(await mac(id))
      const given = Buffer.from(signature)
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
    },
  }
}
