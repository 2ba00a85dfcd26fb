import Holidays from 'date-holidays'

/**
 * Victoria's public holidays (the office is in Melbourne), from the kept `date-holidays` rules: every
 * year, with no list to extend by hand (decision 151). Substitute days are included; so is AFL Grand
 * Final Friday, at the date the rules give until the government announces it.
 */
const victoria = new Holidays('AU', 'VIC', { types: ['public'] })

const years = new Map<number, readonly string[]>()

/** The public holidays of one year, as YYYY-MM-DD, in order, each once. */
export function victorianPublicHolidays(year: number): readonly string[] {
  let days = years.get(year)
  if (!days) {
    const found = victoria.getHolidays(year) || []
    days = [...new Set(found.map((holiday) => holiday.date.slice(0, 10)))].sort()
    years.set(year, days)
  }
  return days
}
