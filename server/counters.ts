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
}

export function memoryCounters(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, Counter>()
  let lastSweep = 0
  const live = (key: string, windowMs: number, t: number) => {
    const c = windows.get(key)
    return c && t - c.windowStart < windowMs ? c : null
  }
  return {
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
  }
}

const DAY_MS = 86_400_000

/** Keys hold client addresses: the table keeps only their hashes. */
const hashed = (key: string) => createHash('sha256').update(key).digest('base64url')

export function sqlCounters(db: Queryable, now: () => number = Date.now): CounterStore {
  let lastSweep = 0
  const toCounter = (row: Record<string, unknown>): Counter => ({
    count: Number(row.count),
    windowStart: Number(row.window_start),
    lastAt: Number(row.last_at),
  })
  return {
    async hit(key, windowMs) {
      const t = now()
      if (t - lastSweep >= DAY_MS / 24) {
        lastSweep = t
        await db.query('DELETE FROM counters WHERE last_at < $1', [t - DAY_MS])
      }
      // One statement, so concurrent instances never lose a count.
      const { rows } = await db.query(
        `INSERT INTO counters (key, window_start, count, last_at) VALUES ($1, $2, 1, $2)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN counters.window_start <= $3 THEN 1 ELSE counters.count + 1 END,
           window_start = CASE WHEN counters.window_start <= $3 THEN EXCLUDED.window_start
                               ELSE counters.window_start END,
           last_at = EXCLUDED.last_at
         RETURNING count, window_start, last_at`,
        [hashed(key), t, t - windowMs],
      )
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
  }
}
