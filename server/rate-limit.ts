export interface RateDecision {
  allowed: boolean
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number
}

/**
 * Fixed-window counters in memory. Per process: behind several instances each one counts on its own,
 * which still bounds abuse (see docs/decisions/106-in-memory-rate-limits-and-sessions.md).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>()
  private lastSweep = 0

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one event for `key` if it is within `limit`. */
  consume(key: string, limit: number): RateDecision {
    const w = this.current(key)
    if (w.count >= limit) return { allowed: false, retryAfter: this.retryAfter(w.start) }
    w.count++
    return { allowed: true, retryAfter: 0 }
  }

  /** Whether `key` has used up `limit`, without counting. */
  check(key: string, limit: number): RateDecision {
    const w = this.windows.get(key)
    const t = this.now()
    if (!w || t - w.start >= this.windowMs || w.count < limit) return { allowed: true, retryAfter: 0 }
    return { allowed: false, retryAfter: this.retryAfter(w.start) }
  }

  reset(key: string): void {
    this.windows.delete(key)
  }

  private current(key: string) {
    const t = this.now()
    this.sweep(t)
    let w = this.windows.get(key)
    if (!w || t - w.start >= this.windowMs) {
      w = { start: t, count: 0 }
      this.windows.set(key, w)
    }
    return w
  }

  private retryAfter(start: number): number {
    return Math.max(1, Math.ceil((start + this.windowMs - this.now()) / 1000))
  }

  // Drop expired windows now and then so a flood of addresses cannot grow the map without bound.
  private sweep(t: number) {
    if (t - this.lastSweep < this.windowMs) return
    this.lastSweep = t
    for (const [key, w] of this.windows) if (t - w.start >= this.windowMs) this.windows.delete(key)
  }
}
