// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { confirmationCopy } from '../src/content/lead-form-pages'
import {
  addSupportHours,
  leadDueAt,
  promisedHours,
  replyExpectedBy,
  supportMsBetween,
  supportMsWalked,
} from './support-hours'
import { victorianPublicHolidays } from './victorian-holidays'

const H = 3_600_000
/** A wall-clock time as an instant: `at('2026-11-24T09:00', '+10:00')`. */
const at = (local: string, offset: string) => new Date(`${local}:00${offset}`)

describe('support hours (Mon-Fri 8 AM-6 PM AEST, UTC+10 all year; Victorian public holidays off)', () => {
  it('counts within one day', () => {
    // Tuesday 24 November 2026, 9 AM AEST (UTC+10)
    expect(addSupportHours(at('2026-11-24T09:00', '+10:00'), 4)).toEqual(at('2026-11-24T13:00', '+10:00'))
  })

  it('stops overnight and over the weekend', () => {
    // Friday 4 PM + 4 h: 2 h on Friday, 2 h from Monday 8 AM.
    expect(addSupportHours(at('2026-11-27T16:00', '+10:00'), 4)).toEqual(at('2026-11-30T10:00', '+10:00'))
    // Saturday: the clock starts on Monday at 8.
    expect(addSupportHours(at('2026-11-28T12:00', '+10:00'), 4)).toEqual(at('2026-11-30T12:00', '+10:00'))
  })

  it('skips public holidays (Melbourne Cup day, Christmas, Boxing Day)', () => {
    // Monday 2 November 2026, 5 PM + 4 h: 1 h Monday, Tuesday 3rd is Cup day, 3 h on Wednesday.
    expect(addSupportHours(at('2026-11-02T17:00', '+10:00'), 4)).toEqual(at('2026-11-04T11:00', '+10:00'))
    // Thursday 24 December 2026, 5 PM + 2 h: 25th and 28th (Boxing Day observed) are holidays.
    expect(addSupportHours(at('2026-12-24T17:00', '+10:00'), 2)).toEqual(at('2026-12-29T09:00', '+10:00'))
  })

  it('knows the holidays of every year, from the date-holidays rules: Melbourne Cup 2028 and 2035 (issue 25)', () => {
    // Monday 6 November 2028, 5 PM + 2 h: Tuesday 7th is Cup day, so 1 h Monday and 1 h on Wednesday.
    expect(addSupportHours(at('2028-11-06T17:00', '+10:00'), 2)).toEqual(at('2028-11-08T09:00', '+10:00'))
    // Monday 5 November 2035, 5 PM + 2 h: Tuesday 6th is Cup day.
    expect(addSupportHours(at('2035-11-05T17:00', '+10:00'), 2)).toEqual(at('2035-11-07T09:00', '+10:00'))
    expect(victorianPublicHolidays(2028)).toContain('2028-11-07')
    expect(victorianPublicHolidays(2031)).toContain('2031-12-25')
  })

  it('counts the hours as labelled, in AEST all year: 8 AM is 22:00 UTC in summer and in winter (issue 25)', () => {
    expect(addSupportHours(new Date('2026-11-23T12:00:00Z'), 1).toISOString()).toBe('2026-11-23T23:00:00.000Z')
    expect(addSupportHours(new Date('2026-06-15T12:00:00Z'), 1).toISOString()).toBe('2026-06-15T23:00:00.000Z')
    // 5:30 PM in Melbourne in summer (AEDT) is 4:30 PM AEST: 1.5 support hours are left that day.
    expect(supportMsBetween(new Date('2026-11-24T06:30:00Z'), new Date('2026-11-24T12:00:00Z'))).toBe(1.5 * H)
  })

  it('measures support time left, negative when overdue', () => {
    const due = at('2026-11-30T10:00', '+10:00')
    expect(supportMsBetween(at('2026-11-27T16:00', '+10:00'), due)).toBe(4 * H)
    expect(supportMsBetween(at('2026-11-30T12:00', '+10:00'), due)).toBe(-2 * H)
    expect(supportMsBetween(at('2026-11-28T12:00', '+10:00'), at('2026-11-29T12:00', '+10:00'))).toBe(0)
  })
})

describe('the due time keeps the promise the visitor read (issue 25)', () => {
  const forms = ['scheduling', 'signup-modal', 'download-guide', 'sell-business', 'buy-business']

  it('is never later than 24 clock hours when those hours hold support time', () => {
    // Tuesday 9 AM: due Wednesday 9 AM, 24 hours on, not 24 support hours (Thursday 1 PM).
    for (const form of forms)
      expect(leadDueAt(form, at('2026-11-24T09:00', '+10:00'))).toEqual(at('2026-11-25T09:00', '+10:00'))
    // Tuesday 8 PM: due Wednesday 6 PM, the end of the last support hour inside the 24.
    expect(leadDueAt('scheduling', at('2026-11-24T20:00', '+10:00'))).toEqual(at('2026-11-25T18:00', '+10:00'))
    // Friday 3 PM: 3 support hours inside the 24, so due Friday 6 PM.
    expect(leadDueAt('signup-modal', at('2026-11-27T15:00', '+10:00'))).toEqual(at('2026-11-27T18:00', '+10:00'))
    expect(replyExpectedBy('signup-modal', at('2026-11-27T15:00', '+10:00'))).toBeNull()
  })

  it('a Friday 5 PM lead is due by Monday 6 PM, not Wednesday 11 AM, and the visitor is told when', () => {
    const friday = at('2026-11-27T17:00', '+10:00')
    expect(leadDueAt('scheduling', friday)).toEqual(at('2026-11-30T18:00', '+10:00'))
    expect(replyExpectedBy('scheduling', friday)).toEqual(at('2026-11-30T18:00', '+10:00'))
    // Christmas Eve, 7 PM: 25th, 26th, 27th and 28th are holidays or a weekend; due Tuesday 29th at 6 PM.
    expect(leadDueAt('scheduling', at('2026-12-24T19:00', '+10:00'))).toEqual(at('2026-12-29T18:00', '+10:00'))
  })

  it('an enquiry is also due within 4 support hours (the contact card), whichever comes first', () => {
    expect(promisedHours('contact')).toBe(4)
    for (const form of forms) expect(promisedHours(form)).toBe(24)
    expect(leadDueAt('contact', at('2026-11-24T09:00', '+10:00'))).toEqual(at('2026-11-24T13:00', '+10:00'))
    const friday = at('2026-11-27T17:00', '+10:00')
    expect(leadDueAt('contact', friday)).toEqual(at('2026-11-30T11:00', '+10:00'))
    expect(replyExpectedBy('contact', friday)).toEqual(at('2026-11-30T11:00', '+10:00'))
  })

  it('no lead over a year of arrivals is due later than 24 hours on, unless the visitor is told when', () => {
    for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2027-01-01T00:00:00Z'); t += 37 * 60_000 * 7) {
      const received = new Date(t)
      for (const form of ['scheduling', 'contact']) {
        const due = leadDueAt(form, received)
        const told = replyExpectedBy(form, received)
        if (told) expect(told).toEqual(due)
        else expect(due.getTime() - t).toBeLessThanOrEqual(24 * H)
        expect(due.getTime()).toBeGreaterThan(t)
      }
    }
  })
})

describe("the confirmation page's reply timing says when a lead is late, for every arrival (decision 300)", () => {
  /** The day, weekday and hour of an instant on the support hours' clock (AEST, UTC+10 all year). */
  const aest = (t: number) => {
    const d = new Date(t + 10 * H)
    return { date: d.toISOString().slice(0, 10), weekday: d.getUTCDay() || 7, hour: d.getUTCHours() }
  }
  const holiday = (date: string) => victorianPublicHolidays(Number(date.slice(0, 4))).includes(date)
  const supportDay = (t: number) => aest(t).weekday <= 5 && !holiday(aest(t).date)
  /** The close (6 PM AEST) of the first support day after the day of `t`. */
  const nextWorkingDayClose = (t: number) => {
    let day = t + 24 * H
    while (!supportDay(day)) day += 24 * H
    return Date.parse(`${aest(day).date}T18:00:00+10:00`)
  }
  /** Which of the page's cases an arrival is, in the page's own words. */
  const caseOf = (t: number): RegExp | null => {
    const { weekday, hour } = aest(t)
    if (weekday >= 6) return /at a weekend/
    if (!supportDay(t)) return /on a public holiday/
    if (hour >= 16 && weekday === 5) return /after 4 PM AEST on a Friday/
    if (hour >= 16 && !supportDay(t + 24 * H))
      return /after 4 PM AEST on a Friday or on the day before a public holiday/
    return null
  }

  it('names every case in which the reply comes later than 24 hours on, and the reply is by 6 PM on the next working day', () => {
    const seen = new Set<string>()
    // Every hour at half past, so 4:30 and 5:30 PM on each Friday and each holiday's eve are among them.
    for (let t = Date.parse('2026-01-01T00:30:00+10:00'); t < Date.parse('2027-01-01T00:00:00+10:00'); t += H) {
      const late = replyExpectedBy('scheduling', new Date(t))
      if (!late) continue
      const named = caseOf(t)
      expect(named, `a lead at ${new Date(t).toISOString()} is late, in no case the page names`).not.toBeNull()
      if (!named) continue
      seen.add(String(named))
      expect(confirmationCopy.replyTiming, `the page does not say ${named}`).toMatch(named)
      expect(late.getTime(), new Date(t).toISOString()).toBeLessThanOrEqual(nextWorkingDayClose(t))
    }
    // Every case happened in 2026 (Good Friday's eve, Labour Day morning and the rest).
    expect(seen.size).toBe(4)
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
