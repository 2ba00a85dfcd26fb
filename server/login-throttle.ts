import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { type Backoff, backoffMs, type CounterStore } from './counters'
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

const backoff = (limit: number): Backoff => ({ free: limit, firstMs: FIRST_DELAY_MS, maxMs: LOGIN_WINDOW_MS })

/** Wait after `failures` failed logins: none below the limit, then 30 s, doubling, at most 15 min. */
export const loginDelayMs = (failures: number, limit: number): number => backoffMs(failures, backoff(limit))

/**
 * A try takes a slot *before* the password is checked (one atomic step per key, in the store, so
 * parallel guesses and other instances see it at once); the slot stays as the failure, and a
 * success clears the key. So at most `limit` guesses per key are ever checked in a window.
 */
export function createLoginThrottle(counters: CounterStore, limit: number, now: () => number) {
  return {
    /** Takes a slot on every key, or none: refused with how long to wait. */
    async take(keys: string[]): Promise<RateDecision & { refusedBy?: string }> {
      for (const [n, key] of keys.entries()) {
        if (await counters.take(key, LOGIN_WINDOW_MS, backoff(limit))) continue
        for (const taken of keys.slice(0, n)) await counters.release(taken)
        const c = await counters.get(key, LOGIN_WINDOW_MS)
        const wait = c ? c.lastAt + loginDelayMs(c.count, limit) - now() : 0
        return { allowed: false, retryAfter: Math.max(1, Math.ceil(wait / 1000)), refusedBy: key }
      }
      return { allowed: true, retryAfter: 0 }
    },
    succeed: (key: string) => counters.clear(key),
  }
}

/**
 * Device cookies: `<random id>.<HMAC of the id and the account>`, under a secret kept in the database.
 * A cookie vouches for its browser only at the account that logged in there (decision 250): one
 * account's cookies never buy guesses at another's password. The account is in the HMAC, not the cookie.
 */
export function deviceCookies(secret: () => Promise<string>) {
  const mac = async (id: string, account: string) =>
    createHmac('sha256', await secret())
      .update(`${id}\n${account}`)
      .digest('base64url')
  return {
    async issue(account: string): Promise<string> {
      const id = randomBytes(16).toString('base64url')
      return `${id}.${await mac(id, account)}`
    },
    /** The device id if the cookie is one we signed for this account, else null. */
    async verify(value: string | undefined, account: string): Promise<string | null> {
      const [id, signature, extra] = (value ?? '').split('.')
      if (!id || !signature || extra !== undefined) return null
      const expected = Buffer.from(await mac(id, account))
      const given = Buffer.from(signature)
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
    },
  }
}
