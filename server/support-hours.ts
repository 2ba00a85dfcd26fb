import { DateTime, IANAZone } from 'luxon'
import { responsePromises, supportHours } from '../src/content/support-hours'
import { victorianPublicHolidays } from './victorian-holidays'

/**
 * Support-hour arithmetic on the clock the label names: "Mon-Fri 8AM-6PM AEST" is 8 to 18 at UTC+10
 * all year (decision 151), whatever the clocks in Melbourne say. Public holidays come from a function
 * of the year (Victoria's, from `date-holidays`), so the calendar has no end date.
 */
export interface SupportCalendar {
  timeZone: string
  opens: number
  closes: number
  days: readonly number[]
  /** The public holidays of a year, as YYYY-MM-DD. */
  holidaysOf(year: number): readonly string[]
}

export const supportCalendar: SupportCalendar = { ...supportHours, holidaysOf: victorianPublicHolidays }

/** Support time is counted from this year on; holidays before it are not looked at. */
const FIRST_YEAR = 1970

interface HolidayIndex {
  /** Holidays of a year, and those of them on a support day (the only ones that take hours away). */
  year(year: number): { all: Set<string>; onSupportDays: string[] }
  /** Holidays on support days in the years from FIRST_YEAR up to (not including) `year`. */
  before(year: number): number
}

const holidayIndexes = new WeakMap<SupportCalendar, HolidayIndex>()
function holidayIndex(cal: SupportCalendar): HolidayIndex {
  let index = holidayIndexes.get(cal)
  if (!index) {
    const perYear = new Map<number, { all: Set<string>; onSupportDays: string[] }>()
    const cumulative: number[] = [0]
    const year = (y: number) => {
      let entry = perYear.get(y)
      if (!entry) {
        const all = new Set(cal.holidaysOf(y))
        const onSupportDays = [...all].filter((day) => cal.days.includes(DateTime.fromISO(day).weekday)).sort()
        entry = { all, onSupportDays }
        perYear.set(y, entry)
      }
      return entry
    }
    const before = (y: number) => {
      const i = y - FIRST_YEAR
      if (i <= 0) return 0
      while (cumulative.length <= i) {
        const last = cumulative.length - 1
        cumulative.push((cumulative[last] ?? 0) + year(FIRST_YEAR + last).onSupportDays.length)
      }
      return cumulative[i] ?? 0
    }
    index = { year, before }
    holidayIndexes.set(cal, index)
  }
  return index
}
const isHoliday = (cal: SupportCalendar, date: string) =>
  holidayIndex(cal)
    .year(Number(date.slice(0, 4)))
    .all.has(date)

function isSupportDay(day: DateTime, cal: SupportCalendar): boolean {
  return cal.days.includes(day.weekday) && !isHoliday(cal, day.toISODate() ?? '')
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
export function addSupportHours(start: Date, hours: number, cal: SupportCalendar = supportCalendar): Date {
  let left = hours * 3_600_000
  for (const [open, close] of windows(start, cal)) {
    if (close - open >= left) return new Date(open + left)
    left -= close - open
  }
  throw new Error('No support hours in the next ten years')
}

/** Support time between two moments in milliseconds: negative when `to` is before `from`. */
export function supportMsBetween(from: Date, to: Date, cal: SupportCalendar = supportCalendar): number {
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
  const index = holidayIndex(cal)
  const year = Number(date.slice(0, 4))
  days -= index.before(year)
  for (const holiday of index.year(year).onSupportDays) {
    if (holiday >= date) break
    days--
  }
  const dayMs = (cal.closes - cal.opens) * 3_600_000
  const isoWeekday = local.getUTCDay() === 0 ? 7 : local.getUTCDay()
  let partial = 0
  if (cal.days.includes(isoWeekday) && !isHoliday(cal, date)) {
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
export function supportMsWalked(from: Date, to: Date, cal: SupportCalendar = supportCalendar): number {
  let total = 0
  for (const [open, close] of windows(from, cal)) {
    if (open >= to.getTime()) break
    total += Math.min(close, to.getTime()) - open
  }
  return total
}

/** The promise's hours for a lead from this form: support hours for an enquiry, clock hours otherwise. */
export function promisedHours(form: string): number {
  return form === 'contact' ? responsePromises.contact.hours : responsePromises.default.hours
}

const HOUR_MS = 3_600_000
/** Fewer support hours than this inside the 24 clock hours, and "within 24 hours" cannot be kept. */
export const LEAST_SUPPORT_HOURS_FOR_A_DAY = 2

/** The end of the first support day that opens at or after `from`: a whole day to answer in. */
function closeOfNextWholeSupportDay(from: Date, cal: SupportCalendar): Date {
  for (const [open, close] of windows(from, cal)) {
    const wholeDayOpen = DateTime.fromMillis(close, { zone: cal.timeZone }).set({ hour: cal.opens }).toMillis()
    if (open === wholeDayOpen && open >= from.getTime()) return new Date(close)
  }
  throw new Error('No support hours in the next ten years')
}

/**
 * When a lead received at `receivedAt` from `form` must have been answered (decision 152): never later
 * than the promise the visitor read. "Within 24 hours" is due at the end of the last support hour inside
 * those 24 clock hours. When they hold fewer than two support hours (a Friday-evening lead, a weekend),
 * the promise cannot be kept as written: the lead is due at the close of the next whole support day, and
 * the visitor is told so (`replyExpectedBy`). An enquiry is also due within 4 support hours.
 */
export function leadDueAt(form: string, receivedAt: Date, cal: SupportCalendar = supportCalendar): Date {
  const clockDeadline = new Date(receivedAt.getTime() + responsePromises.default.hours * HOUR_MS)
  const supportInside = supportMsBetween(receivedAt, clockDeadline, cal)
  let due =
    supportInside >= LEAST_SUPPORT_HOURS_FOR_A_DAY * HOUR_MS
      ? addSupportHours(receivedAt, supportInside / HOUR_MS, cal)
      : closeOfNextWholeSupportDay(receivedAt, cal)
  if (form === 'contact') {
    const emailReply = addSupportHours(receivedAt, responsePromises.contact.hours, cal)
    if (emailReply < due) due = emailReply
  }
  return due
}

/**
 * When the visitor should expect the reply, if "within 24 hours" cannot be kept as written (the lead's
 * due time is later than 24 clock hours after it was received); null when the promise holds.
 */
export function replyExpectedBy(form: string, receivedAt: Date, cal: SupportCalendar = supportCalendar): Date | null {
  const due = leadDueAt(form, receivedAt, cal)
  return due.getTime() > receivedAt.getTime() + responsePromises.default.hours * HOUR_MS ? due : null
}
