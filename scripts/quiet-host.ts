/**
 * The quiet-host gate of `npm run bench -- --baseline` (decision 124): before each timed run the bench
 * waits until nothing else is using the CPU: the share of CPU time spent busy, over all cores, during a
 * short sample (BENCH_QUIET_SAMPLE_S, default 3 s) is below BENCH_QUIET_CPU (default 0.15), at most
 * BENCH_QUIET_WAIT_S (default 300) each time. Once a wait has run out the host counts as busy for the
 * whole comparison, which then gives no verdict; later runs stop waiting (their figures are information
 * either way) but what they started at is still recorded, with the 1-minute load average.
 *
 * Why not the load average alone: it is a one-minute decaying mean, so the bench's own Lighthouse run
 * kept it above 1 for about a minute after it ended, on a host with nothing else running. Waiting for it
 * after each of 112 runs made a full side-by-side run take hours. A CPU sample says whether anything is
 * running now. The host's readings are injected, so `quiet-host.test.ts` runs it without waiting.
 */
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { round2 } from './bench-format'

export interface QuietSettings {
  /** Quiet means less than this share (0-1) of all cores busy during a sample. */
  maxBusy: number
  /** How long one CPU sample lasts. */
  sampleMs: number
  /** The longest one wait may last. */
  waitMs: number
}

export interface HostClock {
  /** The share (0-1) of all cores' time spent busy during the next `ms`. */
  busyShare: (ms: number) => Promise<number>
  loadavg: () => number
  now: () => number
}

/** One reading before a timed run: what it started at, whether that was quiet, how long it waited. */
export interface QuietCheck {
  label: string
  /** The share of the CPU busy in the last sample before the run. */
  busy: number
  /** The 1-minute load average then, for information. */
  load: number
  quiet: boolean
  waitedMs: number
}

/** Busy and total jiffies over all cores, from /proc/stat's first line (idle and iowait count as idle). */
function cpuTimes(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? []
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0)
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0)
  return { busy: total - idle, total }
}

export const systemClock: HostClock = {
  busyShare: async (ms) => {
    const start = cpuTimes()
    await new Promise((resolve) => setTimeout(resolve, ms))
    const end = cpuTimes()
    const total = end.total - start.total
    return total > 0 ? (end.busy - start.busy) / total : 0
  },
  loadavg: () => loadavg()[0] ?? 0,
  now: () => Date.now(),
}

export function quietSettings(env: NodeJS.ProcessEnv = process.env): QuietSettings {
  const number = (name: string, fallback: number) => {
    const value = Number.parseFloat(env[name] ?? '')
    return Number.isFinite(value) && value >= 0 ? value : fallback
  }
  return {
    maxBusy: number('BENCH_QUIET_CPU', 0.15),
    sampleMs: number('BENCH_QUIET_SAMPLE_S', 3) * 1000,
    waitMs: number('BENCH_QUIET_WAIT_S', 300) * 1000,
  }
}

const percent = (share: number) => `${Math.round(share * 100)} %`

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
    /** Waits (bounded) for a quiet host before the run named `label`, and records what it starts at. */
    async before(label: string): Promise<QuietCheck> {
      const start = clock.now()
      let busy = await clock.busyShare(settings.sampleMs)
      if (busy >= settings.maxBusy && !gaveUp)
        log(
          `CPU ${percent(busy)} busy (quiet: below ${percent(settings.maxBusy)}): waiting up to ${settings.waitMs / 1000} s for a quiet host before ${label}`,
        )
      while (busy >= settings.maxBusy && !gaveUp) {
        if (clock.now() - start >= settings.waitMs) {
          gaveUp = true
          log(
            `the host stayed busy (CPU ${percent(busy)} busy): no verdict from this comparison; measuring on for information, without waiting`,
          )
          break
        }
        busy = await clock.busyShare(settings.sampleMs)
      }
      const check = {
        label,
        busy: round2(busy),
        load: round2(clock.loadavg()),
        quiet: busy < settings.maxBusy,
        waitedMs: clock.now() - start,
      }
      checks.push(check)
      return check
    },
  }
}

export type QuietGate = ReturnType<typeof createQuietGate>
