import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { privacyPage } from '../../content/pages/privacy'
import { deskCopy, dueClock } from './desk-copy'
import type { SubmissionSummary } from './desk-types'
import { DuePill } from './lead-badges'

describe('the due clock in the desk (issue 25)', () => {
  it('shows the due date and time and the clock hours left, not support hours', () => {
    // Received Friday 27 November 2026, 5 PM AEST; due Monday 30 November, 6 PM AEST: 73 clock hours on,
    // though only 11 support hours are left.
    const due = {
      dueAt: '2026-11-30T08:00:00.000Z',
      promiseHours: 24,
      supportMinutesLeft: 660,
      minutesLeft: 73 * 60,
      minutesUntilSoon: 71 * 60,
    }
    expect(dueClock(due)).toEqual({ text: 'Due Mon, 30 Nov, 6:00 pm AEST, 73 h left', tone: 'fine' })
  })

  it('says how long overdue, and when it was due', () => {
    const due = {
      dueAt: '2026-11-25T08:00:00.000Z',
      promiseHours: 4,
      supportMinutesLeft: -30,
      minutesLeft: -150,
      minutesUntilSoon: 0,
    }
    expect(dueClock(due)).toEqual({ text: 'Overdue by 2 h 30 min (due Wed, 25 Nov, 6:00 pm AEST)', tone: 'overdue' })
  })

  it('is "soon" with two support hours or less left', () => {
    const due = {
      dueAt: '2026-11-25T08:00:00.000Z',
      promiseHours: 24,
      supportMinutesLeft: 90,
      minutesLeft: 90,
      minutesUntilSoon: 0,
    }
    expect(dueClock(due).tone).toBe('soon')
  })

  it('counts on from when the desk was told, without asking again: "left" goes down, then "soon", then overdue', () => {
    const due = {
      dueAt: '2026-11-24T03:00:00.000Z',
      promiseHours: 4,
      supportMinutesLeft: 240,
      minutesLeft: 240,
      minutesUntilSoon: 120,
    }
    expect(dueClock(due, 60)).toEqual({ text: 'Due Tue, 24 Nov, 1:00 pm AEST, 3 h left', tone: 'fine' })
    expect(dueClock(due, 120).tone).toBe('soon')
    expect(dueClock(due, 245)).toEqual({ text: 'Overdue by 5 min (due Tue, 24 Nov, 1:00 pm AEST)', tone: 'overdue' })
  })
})

describe('the due pill left open on the desk', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('turns overdue by itself when the due time passes, with no reload', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    vi.setSystemTime(new Date('2026-11-24T02:55:00.000Z'))
    const submission = {
      due: {
        dueAt: '2026-11-24T03:00:00.000Z',
        promiseHours: 4,
        supportMinutesLeft: 5,
        minutesLeft: 5,
        minutesUntilSoon: 0,
      },
    } as SubmissionSummary
    render(<DuePill submission={submission} />)
    expect(screen.getByText('Due Tue, 24 Nov, 1:00 pm AEST, 5 min left')).toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(7 * 60_000)
    })
    expect(screen.getByText('Overdue by 2 min (due Tue, 24 Nov, 1:00 pm AEST)')).toBeInTheDocument()
  })
})

describe('what the desk tells staff about an erasure', () => {
  it('says how long the backups keep it, the same number of days as the privacy policy', () => {
    const policyDays = /backups of the enquiry system for no longer than (\d+) days/.exec(
      JSON.stringify(privacyPage),
    )?.[1]
    expect(policyDays).toBeDefined()
    expect(deskCopy.privacyHelp).toContain(`backups as they expire, within ${policyDays} days`)
    expect(deskCopy.privacyHelp).not.toMatch(/deleted for good\./)
  })
})
