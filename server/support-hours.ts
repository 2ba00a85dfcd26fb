import { DateTime, IANAZone } from 'luxon'
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

const holidaySets = new WeakMap<SupportCalendar, { all: Set<string>; onSupportDays: string[] }>()
/** The holidays, and those that fall on a support day (the only ones that take hours away). */
function holidayIndex(cal: SupportCalendar) {
  let index = holidaySets.get(cal)
  if (!index) {
    const all = new Set(cal.publicHolidays)
    const onSupportDays = [...all].filter((day) => cal.days.includes(DateTime.fromISO(day).weekday)).sort()
    index = { all, onSupportDays }
    holidaySets.set(cal, index)
  }
  return index
}
const holidays = (cal: SupportCalendar) => holidayIndex(cal).all

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
  return supportMsBefore(to, cal) - supportMsBefore(from, cal)
}

const DAY_MS = 86_400_000
/** Monday 5 January 1970: support days are counted from here. */
const ANCHOR_DAY = Date.UTC(1970, 0, 5) / DAY_MS

/**
 * Support time from the anchor to `t`, in arithmetic rather than by walking the days, so a page of
 * leads months overdue costs two time-zone conversions each. Exact because every support day is a
 * whole one (opens to closes on the wall clock; the clocks change at night on a Sunday).
 */
function supportMsBefore(t: Date, cal: SupportCalendar): number {
  // The zone's offset at that instant (Intl, through luxon), then plain UTC arithmetic on the shifted
  // time: far cheaper than a zoned DateTime, and the desk does this once per listed lead.
  const local = new Date(t.getTime() + zoneOffsetMinutes(cal.timeZone, t.getTime()) * 60_000)
  const day = Math.floor(local.getTime() / DAY_MS) - ANCHOR_DAY
  const weeks = Math.floor(day / 7)
  let days = weeks * cal.days.length
  for (let weekday = 1; weekday <= day - weeks * 7; weekday++) if (cal.days.includes(weekday)) days++
  const date = local.toISOString().slice(0, 10)
  for (const holiday of holidayIndex(cal).onSupportDays) {
    if (holiday >= date) break
    days--
  }
  const dayMs = (cal.closes - cal.opens) * 3_600_000
  const isoWeekday = local.getUTCDay() === 0 ? 7 : local.getUTCDay()
  let partial = 0
  if (cal.days.includes(isoWeekday) && !holidayIndex(cal).all.has(date)) {
    const sinceMidnight = local.getTime() - Math.floor(local.getTime() / DAY_MS) * DAY_MS
    partial = Math.min(Math.max(sinceMidnight - cal.opens * 3_600_000, 0), dayMs)
  }
  return days * dayMs + partial
}

const QUARTER_HOUR = 900_000
const offsets = new Map<string, number>()
/** A zone's UTC offset, kept per quarter hour: zones change their clocks on a quarter hour at most. */
function zoneOffsetMinutes(zone: string, ms: number): number {
  const quarter = Math.floor(ms / QUARTER_HOUR)
  const key = `${zone} ${quarter}`
  let offset = offsets.get(key)
  if (offset === undefined) {
    if (offsets.size > 50_000) offsets.clear()
    offset = IANAZone.create(zone).offset(quarter * QUARTER_HOUR)
    offsets.set(key, offset)
  }
  return offset
}

/** The same by walking every support window (`from` before `to`): exact, and slow over months. */
export function supportMsWalked(from: Date, to: Date, cal: SupportCalendar = supportHours): number {
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
