/**
 * Which days a follow-up may be set for (decision 210), one rule for the desk's form and the server:
 * from today on the support hours' clock (an overdue follow-up keeps its own day when only its time or
 * note changes), and at most this many years ahead.
 */
export const FOLLOW_UP_YEARS_AHEAD = 2

export type FollowUpDateProblem = 'past' | 'too-far'

/** What is wrong with `date` (YYYY-MM-DD) as a follow-up day, `today` being the support clock's. */
export function followUpDateProblem(date: string, today: string, keptDate?: string | null): FollowUpDateProblem | null {
  if (date < today && date !== keptDate) return 'past'
  const latest = `${Number(today.slice(0, 4)) + FOLLOW_UP_YEARS_AHEAD}${today.slice(4)}`
  return date > latest ? 'too-far' : null
}
