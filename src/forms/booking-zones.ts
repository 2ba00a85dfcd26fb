/**
 * The booking form's three zones, each the fixed offset its label names (decision 150): AEST is UTC+10
 * all year (Brisbane's clock), ACST UTC+9:30 (Darwin's), AWST UTC+8 (Perth's). None of them has
 * daylight saving, so a slot means the same instant in January and in July. Plain arithmetic, no zone
 * database: the browser and the server both use it.
 */
export const bookingZones = {
  AEST: { offsetMinutes: 600, ianaZone: 'Australia/Brisbane' },
  ACST: { offsetMinutes: 570, ianaZone: 'Australia/Darwin' },
  AWST: { offsetMinutes: 480, ianaZone: 'Australia/Perth' },
} as const

export type BookingZone = keyof typeof bookingZones

export const isBookingZone = (value: unknown): value is BookingZone =>
  typeof value === 'string' && Object.hasOwn(bookingZones, value)

/** How far ahead a consultation may be booked, by the visitor or by staff. */
export const BOOKING_YEARS_AHEAD = 2

/** YYYY-MM-DD of `now` on the zone's clock (AEST when the zone is not one of ours). */
export function todayInZone(zone: string, now: Date): string {
  const offset = isBookingZone(zone) ? bookingZones[zone].offsetMinutes : bookingZones.AEST.offsetMinutes
  return new Date(now.getTime() + offset * 60_000).toISOString().slice(0, 10)
}

/** The last date that may be booked from `today` (YYYY-MM-DD): the same day, `BOOKING_YEARS_AHEAD` on. */
export function latestBookableDate(today: string): string {
  const year = Number(today.slice(0, 4)) + BOOKING_YEARS_AHEAD
  // 29 February two years on is 28 February.
  return today.slice(5) === '02-29' ? `${year}-02-28` : `${year}${today.slice(4)}`
}

/** '9-10 AM' → [9, 10]; '11 AM-12 PM' → [11, 12]; '1-2 PM' → [13, 14]. */
export function slotHours(slot: string): [number, number] {
  const match = /^(\d{1,2})(?: (AM|PM))?-(\d{1,2}) (AM|PM)$/.exec(slot)
  if (!match) throw new Error(`Not a time slot: ${slot}`)
  const hour = (h: string, meridiem: string) => (Number(h) % 12) + (meridiem === 'PM' ? 12 : 0)
  const end = hour(match[3]!, match[4]!)
  let start = hour(match[1]!, match[2] ?? match[4]!)
  // "12-1 PM" is noon to one; "11-12 PM" would not be written, but keep start before end anyway.
  if (start > end) start -= 12
  return [start, end]
}

/** The slot's start as an instant (epoch ms), read on the zone's clock. */
export function slotStart(date: string, slot: string, zone: BookingZone): number {
  const [from] = slotHours(slot)
  return Date.parse(`${date}T00:00:00Z`) + from * 3_600_000 - bookingZones[zone].offsetMinutes * 60_000
}

/**
 * The chosen slots that had started by `at` (epoch ms) on the zone's clock: every one of a date before
 * that day. Slots that are not ours, or an unknown zone, are left out.
 */
export function startedSlots(date: string, zone: string, slots: readonly string[], at: number): string[] {
  if (!isBookingZone(zone) || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return []
  return slots.filter((slot) => {
    try {
      return slotStart(date, slot, zone) <= at
    } catch {
      return false
    }
  })
}

/** "9-10 AM", "9-10 AM and 2-3 PM", "9-10 AM, 10-11 AM and 2-3 PM". */
export const slotList = (slots: readonly string[]): string =>
  slots.length > 1 ? `${slots.slice(0, -1).join(', ')} and ${slots.at(-1)}` : (slots[0] ?? '')

/** "9-10 AM has already started today. …", naming each slot, for the slots field. */
export function startedSlotsMessage(slots: readonly string[]): string {
  return `${slotList(slots)} ${slots.length > 1 ? 'have' : 'has'} already started today. Choose a later time or another day.`
}

/** "9 AM", "12:30 PM" for minutes since midnight (wrapping past midnight). */
function clockText(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440
  const h = Math.floor(m / 60)
  const rest = m % 60
  const twelve = h % 12 === 0 ? 12 : h % 12
  return `${twelve}${rest ? `:${String(rest).padStart(2, '0')}` : ''} ${h < 12 ? 'AM' : 'PM'}`
}

/** "9-10 AM", "9-9:30 AM", "11:30 AM-12:30 PM" for minutes since midnight: the half of the day said once when shared. */
export function clockRange(fromMinutes: number, toMinutes: number): string {
  const start = clockText(fromMinutes)
  const end = clockText(toMinutes)
  return start.slice(-2) === end.slice(-2) ? `${start.slice(0, -3)}-${end}` : `${start}-${end}`
}

/**
 * What the chosen slots are on the visitor's own clock, when that differs from the zone they chose:
 * "9-10 AM AEST is 10-11 AM your time". `localOffsetAt` is the visitor's UTC offset in minutes at an
 * instant (the browser's, east positive). Null when every slot reads the same, or nothing is chosen.
 */
export function localSlotsNote(
  date: string,
  zone: string,
  slots: readonly string[],
  localOffsetAt: (instant: number) => number,
): string | null {
  if (!isBookingZone(zone) || slots.length === 0 || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null
  const parts: string[] = []
  for (const slot of slots) {
    let startsAt: number
    try {
      startsAt = slotStart(date, slot, zone)
    } catch {
      continue
    }
    const difference = localOffsetAt(startsAt) - bookingZones[zone].offsetMinutes
    if (difference === 0) continue
    const [from, to] = slotHours(slot)
    const local = clockRange(from * 60 + difference, to * 60 + difference)
    const startMinutes = from * 60 + difference
    const day = startMinutes < 0 ? ' the day before' : startMinutes >= 1440 ? ' the next day' : ''
    parts.push(`${slot} ${zone} is ${local} your time${day}`)
  }
  return parts.length > 0 ? `${parts.join('; ')}.` : null
}

/** The browser's UTC offset in minutes at an instant, east positive. */
export const browserOffsetAt = (instant: number): number => -new Date(instant).getTimezoneOffset()
