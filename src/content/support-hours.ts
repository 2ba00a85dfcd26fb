/**
 * When the consultancy answers leads, and so when a lead's due clock runs (docs/decisions/115).
 * Support hours are Monday to Friday, 8 AM to 6 PM in Melbourne (Australia/Melbourne: AEST, or AEDT
 * in summer). The clock stops outside them, at weekends and on the public holidays below.
 */
export const supportHours = {
  timeZone: 'Australia/Melbourne',
  /** 24-hour clock, Melbourne time. */
  opens: 8,
  closes: 18,
  /** ISO weekdays (1 = Monday). */
  days: [1, 2, 3, 4, 5],
  /**
   * Victorian public holidays that fall on a weekday (the office is in Melbourne), as published by
   * Business Victoria. Add each year's dates, including the AFL Grand Final Friday once it is
   * announced; a day missing here is counted as a normal support day.
   */
  publicHolidays: [
    '2025-12-25',
    '2025-12-26',
    '2026-01-01',
    '2026-01-26',
    '2026-03-09',
    '2026-04-03',
    '2026-04-06',
    '2026-06-08',
    '2026-11-03',
    '2026-12-25',
    '2026-12-28',
    '2027-01-01',
    '2027-01-26',
    '2027-03-08',
    '2027-03-26',
    '2027-03-29',
    '2027-06-14',
    '2027-11-02',
    '2027-12-27',
    '2027-12-28',
  ] as readonly string[],
}

/** The promise made to a prospect on each form, in support hours (spec §8 and the contact card). */
export const responsePromises = {
  /** The contact card promises "an email response within 4 hours". */
  contact: { hours: 4, label: 'Email response within 4 support hours' },
  /** Bookings, applications, guide requests and business enquiries: "within 24 hours". */
  default: { hours: 24, label: 'Contact within 24 support hours' },
} as const
