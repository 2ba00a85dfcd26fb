/**
 * When the consultancy answers leads, and so when a lead's due clock runs (decisions 116 and 151).
 * Support hours are the site's label, "Mon-Fri 8AM-6PM AEST", counted as it reads: 8 AM to 6 PM at
 * UTC+10 all year (Brisbane's clock, which has no daylight saving), so 9 AM to 7 PM in Melbourne while
 * it is on AEDT. Victorian public holidays (the office is in Melbourne) are not support days; the
 * server reads them from the `date-holidays` rules, for every year.
 */
export const supportHours = {
  /** AEST, UTC+10 without daylight saving. */
  timeZone: 'Australia/Brisbane',
  /** 24-hour clock, AEST. */
  opens: 8,
  closes: 18,
  /** ISO weekdays (1 = Monday). */
  days: [1, 2, 3, 4, 5],
}

/** The office's clock (Melbourne: AEST, AEDT in summer): the desk's days for received dates. */
export const officeTimeZone = 'Australia/Melbourne'

/**
 * The promises made to a prospect (spec §8 and the contact card). Each lead is due no later than the
 * promise the visitor read (decision 152): "within 24 hours" is 24 clock hours, answered in the support
 * hours inside them; the contact card's email response is 4 support hours.
 */
export const responsePromises = {
  /** The contact card: an email response within 4 hours during support hours. */
  contact: { hours: 4, label: 'An email reply within 4 support hours' },
  /** Every form's success notice: "within 24 hours". */
  default: { hours: 24, label: 'Contact within 24 hours' },
} as const
