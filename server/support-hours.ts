import { DateTime } from 'luxon'
import { responsePromises, supportHours } from '../src/content/support-hours'

/**
 * Support-hour arithmetic in Melbourne time (docs/decisions/115). Luxon reads the zone's rules
 * through Intl, so daylight saving (AEDT) moves the hours with the clocks.
 */
export interface SupportCalendar {
  timeZone: string
  opens: number
  closes: number
  days: readonly number[]
  publicHolidays: readonly string[]
}

const holidaySets = new WeakMap<SupportCalendar, Set<string>>()
const holidays = (cal: SupportCalendar) => {
  let set = holidaySets.get(cal)
  if (!set) {
    set = new Set(cal.publicHolidays)
    holidaySets.set(cal, set)
  }
  return set
}

function isSupportDay(day: DateTime, cal: SupportCalendar): boolean {
  return cal.days.includes(day.weekday) && !holidays(cal).has(day.toISODate() ?? '')
}

/** The support windows [open, close) from the one containing or following `from`, in order. */
function* windows(from: Date, cal: SupportCalendar): Generator<[number, number]> {
  let day = DateTime.fromJSDate(from, { zone: cal.timeZone }).startOf('day')
  for (let i = 0; i < 3660; i++, day = day.plus({ days: 1 })) {
    if (!isSupportDay(day, cal)) continue
    const open = day.set({ hour: cal.opens }).toMillis()
    const close = day.set({ hour: cal.closes }).toMillis()
    if (close > from.getTime()) yield [Math.max(open, from.getTime()), close]
  }
}

/** The moment `hours` of support time after `start`. */
export function addSupportHours(start: Date, hours: number, cal: SupportCalendar = supportHours): Date {
  let left = hours * 3_600_000
  for (const [open, close] of windows(start, cal)) {
    if (close - open >= left) return new Date(open + left)
    left -= close - open
  }
  throw new Error('No support hours in the next ten years')
}

/** Support time between two moments in milliseconds: negative when `to` is before `from`. */
export function supportMsBetween(from: Date, to: Date, cal: SupportCalendar = supportHours): number {
  if (to < from) return -supportMsBetween(to, from, cal)
  let total = 0
  for (const [open, close] of windows(from, cal)) {
    if (open >= to.getTime()) break
    total += Math.min(close, to.getTime()) - open
  }
  return total
}

/** Support hours promised for a lead from this form. */
export function promisedHours(form: string): number {
  return form === 'contact' ? responsePromises.contact.hours : responsePromises.default.hours
}

/** When a lead received at `receivedAt` from `form` must have been answered. */
export function leadDueAt(form: string, receivedAt: Date): Date {
  return addSupportHours(receivedAt, promisedHours(form))
}
