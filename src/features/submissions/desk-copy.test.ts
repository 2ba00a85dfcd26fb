import { describe, expect, it } from 'vitest'
import { dueClock } from './desk-copy'

describe('the due clock in the desk (issue 25)', () => {
  it('shows the due date and time and the clock hours left, not support hours', () => {
    // Received Friday 27 November 2026, 5 PM AEST; due Monday 30 November, 6 PM AEST: 73 clock hours on,
    // though only 11 support hours are left.
    const due = { dueAt: '2026-11-30T08:00:00.000Z', promiseHours: 24, supportMinutesLeft: 660, minutesLeft: 73 * 60 }
    expect(dueClock(due)).toEqual({ text: 'Due Mon, 30 Nov, 6:00 pm AEST, 73 h left', tone: 'fine' })
  })

  it('says how long overdue, and when it was due', () => {
    const due = { dueAt: '2026-11-25T08:00:00.000Z', promiseHours: 4, supportMinutesLeft: -30, minutesLeft: -150 }
    expect(dueClock(due)).toEqual({ text: 'Overdue by 2 h 30 min (due Wed, 25 Nov, 6:00 pm AEST)', tone: 'overdue' })
  })

  it('is "soon" with two support hours or less left', () => {
    const due = { dueAt: '2026-11-25T08:00:00.000Z', promiseHours: 24, supportMinutesLeft: 90, minutesLeft: 90 }
    expect(dueClock(due).tone).toBe('soon')
  })
})
