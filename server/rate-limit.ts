import type { CounterStore } from './counters'

export interface RateDecision {
  allowed: boolean
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number
}

/** Fixed-window limits over a counter store (in memory, or shared by instances in the database). */
export class RateLimiter {
  constructor(
    private readonly counters: CounterStore,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one event for `key`; allowed while the window's count is within `limit`. If the shared
   * counters cannot be reached, the request is allowed: the database is down for the lead itself
   * too, and storing it is what answers 503 with Retry-After.
   */
  async consume(key: string, limit: number): Promise<RateDecision> {
    const c = await this.counters.hit(key, this.windowMs).catch(() => null)
    if (c === null) return { allowed: true, retryAfter: 0 }
    if (c.count <= limit) return { allowed: true, retryAfter: 0 }
    return { allowed: false, retryAfter: Math.max(1, Math.ceil((c.windowStart + this.windowMs - this.now()) / 1000)) }
  }
}
