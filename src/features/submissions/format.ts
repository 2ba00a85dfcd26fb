const melbourne = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Melbourne',
  dateStyle: 'medium',
  timeStyle: 'short',
})

/** A time as the Melbourne office reads it, e.g. "22 Nov 2026, 10:41 am". */
export function formatMelbourneTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : melbourne.format(date)
}
