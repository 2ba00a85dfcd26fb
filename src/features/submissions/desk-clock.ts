import { useSyncExternalStore } from 'react'

/**
 * The desk's clock while it stays open: the due clocks the server gave count on from when they were
 * given, so "3 h left" goes down and a lead turns "soon" and then overdue without a reload. Elapsed time
 * is measured on this computer from the answer, never by its date: a computer whose clock is wrong still
 * shows the server's minutes.
 */

/** How often the open desk moves its clocks on. */
const TICK_MS = 30_000

let now = Date.now()
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | undefined

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (!timer) {
    now = Date.now()
    timer = setInterval(() => {
      now = Date.now()
      for (const l of listeners) l()
    }, TICK_MS)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && timer) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

const snapshot = () => now

/** When the desk first drew each answer's due clock (an object per answer: a new fetch, a new one). */
const drawnAt = new WeakMap<object, number>()

/** The minutes since the desk was given this due clock, moving on every TICK_MS while it is shown. */
export function useMinutesSince(clock: object | null): number {
  const tick = useSyncExternalStore(subscribe, snapshot, snapshot)
  if (!clock) return 0
  let at = drawnAt.get(clock)
  if (at === undefined) {
    at = Date.now()
    drawnAt.set(clock, at)
  }
  return Math.max(0, tick - at) / 60_000
}
