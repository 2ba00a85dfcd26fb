/**
 * The quiet-host gate of `npm run bench -- --baseline` (decision 124): before each timed run the bench
 * waits until the 1-minute load average is below BENCH_QUIET_LOAD (default 1.0), at most
 * BENCH_QUIET_WAIT_S (default 300) each time. Once a wait has run out the host counts as busy for the
 * whole comparison, which then gives no verdict; later runs stop waiting (their figures are information
 * either way) but their load is still recorded. The clock and the load average are injected, so
 * `quiet-host.test.ts` runs it without waiting.
 */
import { loadavg } from 'node:os'
import { round2 } from './bench-format'

export interface QuietSettings {
  /** Quiet means a 1-minute load average below this. */
  maxLoad: number
  /** The longest one wait may last. */
  waitMs: number
  /** How often the load average is read while waiting (Linux updates it every 5 s). */
  pollMs: number
}

export interface HostClock {
  loadavg: () => number
  now: () => number
  sleep: (ms: number) => Promise<void>
}

/** One reading before a timed run: the load it started at, whether that was quiet, how long it waited. */
export interface QuietCheck {
  label: string
  load: number
  quiet: boolean
  waitedMs: number
}

export const systemClock: HostClock = {
  loadavg: () => loadavg()[0] ?? 0,
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}

export function quietSettings(env: NodeJS.ProcessEnv = process.env): QuietSettings {
  const number = (name: string, fallback: number) => {
    const value = Number.parseFloat(env[name] ?? '')
    return Number.isFinite(value) && value >= 0 ? value : fallback
  }
  return { maxLoad: number('BENCH_QUIET_LOAD', 1), waitMs: number('BENCH_QUIET_WAIT_S', 300) * 1000, pollMs: 5000 }
}

export function createQuietGate(settings: QuietSettings, clock: HostClock = systemClock, log = (_: string) => {}) {
  const checks: QuietCheck[] = []
  let gaveUp = false
  return {
    checks,
    /** True once any timed run started on a busy host: the comparison can give no verdict. */
    get busy() {
      return checks.some((c) => !c.quiet)
    },
    /** The load average now, without waiting (recorded with each tap). */
    readLoad: () => round2(clock.loadavg()),
    /** Waits (bounded) for a quiet host before the run named `label`, and records the load it starts at. */
    async before(label: string): Promise<QuietCheck> {
      const start = clock.now()
      let load = clock.loadavg()
      if (load >= settings.maxLoad && !gaveUp)
        log(
          `load average ${load.toFixed(2)} ≥ ${settings.maxLoad}: waiting up to ${settings.waitMs / 1000} s for a quiet host before ${label}`,
        )
      while (load >= settings.maxLoad && !gaveUp) {
        const left = settings.waitMs - (clock.now() - start)
        if (left <= 0) {
          gaveUp = true
          log(
            `the host stayed busy (load average ${load.toFixed(2)}): no verdict from this comparison; measuring on for information, without waiting`,
          )
          break
        }
        await clock.sleep(Math.min(settings.pollMs, left))
        load = clock.loadavg()
      }
      const check = { label, load: round2(load), quiet: load < settings.maxLoad, waitedMs: clock.now() - start }
      checks.push(check)
      return check
    },
  }
}

export type QuietGate = ReturnType<typeof createQuietGate>
