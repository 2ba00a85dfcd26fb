import { createHash } from 'node:crypto'
import type { Queryable } from './store'

/** One key's events in a fixed window. Times are epoch milliseconds. */
export interface Counter {
  count: number
  windowStart: number
  lastAt: number
}

/**
 * Counted events per key (submissions per address, failed logins). In memory for one process; in
 * the database when several instances share one PostgreSQL, so that they count together
 * (docs/decisions/109-shared-limits-and-sessions.md).
 */
export interface CounterStore {
  /** Counts one event; a window older than `windowMs` starts afresh. */
  hit(key: string, windowMs: number): Promise<Counter>
  /** The key's current window, or null if none is running. */
  get(key: string, windowMs: number): Promise<Counter | null>
  clear(key: string): Promise<void>
  /**
   * Counts one event only if the key's backoff lets it through now, in one atomic step, so requests
   * racing each other (or other instances) cannot all pass one check before any is counted.
   */
  take(key: string, windowMs: number, backoff: Backoff): Promise<boolean>
  /** Gives back one taken event (the request was refused for another reason before being tried). */
  release(key: string): Promise<void>
}

/** `free` events per window, then each further one only `firstMs`·2^n after the last (at most `maxMs`). */
export interface Backoff {
  free: number
  firstMs: number
  maxMs: number
}

/** How long after its last event the key must wait for its next one. */
export function backoffMs(count: number, b: Backoff): number {
  if (count < b.free) return 0
  return Math.min(b.firstMs * 2 ** Math.min(count - b.free, 20), b.maxMs)
}

export function memoryCounters(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, Counter>()
  let lastSweep = 0
  const live = (key: string, windowMs: number, t: number) => {
    const c = windows.get(key)
    return c && t - c.windowStart < windowMs ? c : null
  }
  const store: CounterStore = {
    async hit(key, windowMs) {
      const t = now()
      // Drop stale windows now and then so a flood of addresses cannot grow the map without bound.
      if (t - lastSweep >= windowMs) {
        lastSweep = t
        for (const [k, c] of windows) if (t - c.windowStart >= windowMs) windows.delete(k)
      }
      const c = live(key, windowMs, t) ?? { count: 0, windowStart: t, lastAt: t }
      c.count++
      c.lastAt = t
      windows.set(key, c)
      return { ...c }
    },
    async get(key, windowMs) {
      const c = live(key, windowMs, now())
      return c ? { ...c } : null
    },
    async clear(key) {
      windows.delete(key)
    },
    async take(key, windowMs, backoff) {
      const t = now()
      const c = live(key, windowMs, t)
      if (c && t < c.lastAt + backoffMs(c.count, backoff)) return false
      await store.hit(key, windowMs)
      return true
    },
    async release(key) {
      const c = windows.get(key)
      if (c && c.count > 0) c.count--
    },
  }
  return store
}

const DAY_MS = 86_400_000

/** Keys hold client addresses: the table keeps only their hashes. */
const hashed = (key: string) => createHash('sha256').update(key).digest('base64url')

/** Counts one event for key $1 at $2; a window that started at or before $3 starts afresh. */
const COUNT_ONE = `INSERT INTO counters (key, window_start, count, last_at) VALUES ($1, $2, 1, $2)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN counters.window_start <= $3 THEN 1 ELSE counters.count + 1 END,
    window_start = CASE WHEN counters.window_start <= $3 THEN EXCLUDED.window_start ELSE counters.window_start END,
    last_at = EXCLUDED.last_at`

export function sqlCounters(db: Queryable, now: () => number = Date.now): CounterStore {
  let lastSweep = 0
  const toCounter = (row: Record<string, unknown>): Counter => ({
    count: Number(row.count),
    windowStart: Number(row.window_start),
    lastAt: Number(row.last_at),
  })
  const sweep = async (t: number) => {
    if (t - lastSweep < DAY_MS / 24) return
    lastSweep = t
    await db.query('DELETE FROM counters WHERE last_at < $1', [t - DAY_MS])
  }
  return {
    async hit(key, windowMs) {
      const t = now()
      await sweep(t)
      // One statement, so concurrent instances never lose a count.
      const { rows } = await db.query(`${COUNT_ONE} RETURNING count, window_start, last_at`, [
        hashed(key),
        t,
        t - windowMs,
      ])
      return toCounter(rows[0] as Record<string, unknown>)
    },
    async get(key, windowMs) {
      const { rows } = await db.query(
        'SELECT count, window_start, last_at FROM counters WHERE key = $1 AND window_start > $2',
        [hashed(key), now() - windowMs],
      )
      return rows[0] ? toCounter(rows[0]) : null
    },
    async clear(key) {
      await db.query('DELETE FROM counters WHERE key = $1', [hashed(key)])
    },
    async take(key, windowMs, b) {
      const t = now()
      await sweep(t)
      // The same rule as backoffMs, checked against the row as locked by ON CONFLICT: no row back
      // means the key must still wait, and nothing was counted.
      const { rows } = await db.query(
        `${COUNT_ONE}
         WHERE counters.window_start <= $3 OR counters.count < $4::int
            OR counters.last_at + LEAST(($5::bigint * power(2, LEAST(counters.count - $4::int, 20)))::bigint, $6::bigint) <= $2
         RETURNING count`,
        [hashed(key), t, t - windowMs, b.free, b.firstMs, b.maxMs],
      )
      return rows.length > 0
    },
    async release(key) {
      await db.query('UPDATE counters SET count = GREATEST(count - 1, 0) WHERE key = $1', [hashed(key)])
    },
  }
}
