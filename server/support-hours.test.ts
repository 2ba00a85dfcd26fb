// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { addSupportHours, leadDueAt, promisedHours, supportMsBetween, supportMsWalked } from './support-hours'

const H = 3_600_000
/** Melbourne wall-clock time as an instant: `at('2026-11-24T09:00', '+11:00')`. */
const at = (local: string, offset: string) => new Date(`${local}:00${offset}`)

describe('support hours (Mon-Fri 8 AM-6 PM Melbourne, Victorian public holidays off)', () => {
  it('counts within one day', () => {
    // Tuesday 24 November 2026, 9 AM AEDT (UTC+11)
    expect(addSupportHours(at('2026-11-24T09:00', '+11:00'), 4)).toEqual(at('2026-11-24T13:00', '+11:00'))
  })

  it('stops overnight and over the weekend', () => {
    // Friday 4 PM + 4 h: 2 h on Friday, 2 h from Monday 8 AM.
    expect(addSupportHours(at('2026-11-27T16:00', '+11:00'), 4)).toEqual(at('2026-11-30T10:00', '+11:00'))
    // Saturday: the clock starts on Monday at 8.
    expect(addSupportHours(at('2026-11-28T12:00', '+11:00'), 4)).toEqual(at('2026-11-30T12:00', '+11:00'))
  })

  it('reads 24 hours as 24 support hours: two days and four hours of a 10-hour day', () => {
    expect(addSupportHours(at('2026-11-24T08:00', '+11:00'), 24)).toEqual(at('2026-11-26T12:00', '+11:00'))
  })

  it('skips public holidays (Melbourne Cup day, Christmas, Boxing Day)', () => {
    // Monday 2 November 2026, 5 PM + 4 h: 1 h Monday, Tuesday 3rd is Cup day, 3 h on Wednesday.
    expect(addSupportHours(at('2026-11-02T17:00', '+11:00'), 4)).toEqual(at('2026-11-04T11:00', '+11:00'))
    // Thursday 24 December 2026, 5 PM + 2 h: 25th and 28th (Boxing Day observed) are holidays.
    expect(addSupportHours(at('2026-12-24T17:00', '+11:00'), 2)).toEqual(at('2026-12-29T09:00', '+11:00'))
  })

  it('follows daylight saving: 8 AM is 22:00 UTC in summer and 23:00 UTC in winter', () => {
    expect(addSupportHours(new Date('2026-11-23T12:00:00Z'), 1).toISOString()).toBe('2026-11-23T22:00:00.000Z') // AEDT
    expect(addSupportHours(new Date('2026-06-15T12:00:00Z'), 1).toISOString()).toBe('2026-06-15T23:00:00.000Z') // AEST
    // Across the change on Sunday 4 October 2026: Friday 5 PM + 2 h ends Monday 9 AM AEDT.
    expect(addSupportHours(at('2026-10-02T17:00', '+10:00'), 2)).toEqual(at('2026-10-05T09:00', '+11:00'))
  })

  it('measures support time left, negative when overdue', () => {
    const due = at('2026-11-30T10:00', '+11:00')
    expect(supportMsBetween(at('2026-11-27T16:00', '+11:00'), due)).toBe(4 * H)
    expect(supportMsBetween(at('2026-11-30T12:00', '+11:00'), due)).toBe(-2 * H)
    expect(supportMsBetween(at('2026-11-28T12:00', '+11:00'), at('2026-11-29T12:00', '+11:00'))).toBe(0)
  })

  it('promises 4 hours for an enquiry (email response) and 24 for every other form', () => {
    expect(promisedHours('contact')).toBe(4)
    for (const form of ['scheduling', 'signup-modal', 'download-guide', 'sell-business', 'buy-business'])
      expect(promisedHours(form)).toBe(24)
    expect(leadDueAt('contact', at('2026-11-24T09:00', '+11:00'))).toEqual(at('2026-11-24T13:00', '+11:00'))
  })
})

describe('support time over long spans', () => {
  it('counts the same as walking every day, and quickly', () => {
    const from = new Date('2025-11-20T03:17:00Z')
    for (const days of [15, 16, 23, 40, 365, 800]) {
      const to = new Date(from.getTime() + days * 86_400_000 + 5 * H)
      expect(supportMsBetween(from, to), `${days} days`).toBe(supportMsWalked(from, to))
    }
    const start = performance.now()
    for (let i = 0; i < 50; i++) supportMsBetween(new Date('2025-12-01T00:00:00Z'), new Date('2027-12-01T00:00:00Z'))
    expect(performance.now() - start).toBeLessThan(500) // a page of 50 leads two years overdue
  })
})
