// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { leadSummary } from './lead-views'
import type { Lead } from './leads'

/** A wall-clock time in AEST as an instant. */
const aest = (local: string) => new Date(`${local}:00+10:00`)

const lead = (form: Lead['form'], receivedAt: Date, dueAt: Date): Lead => ({
  id: '11111111-1111-4111-8111-111111111111',
  form,
  data: { name: 'Jo', email: 'jo@example.com' },
  subject: 'New lead',
  receivedAt,
  status: 'sent',
  attempts: 1,
  lastError: null,
  nextAttemptAt: receivedAt,
  sentAt: receivedAt,
  stage: 'new',
  notFitReason: null,
  ownerId: null,
  ownerName: null,
  dueAt,
  archivedAt: null,
  queueKey: '0',
  version: 1,
  followUp: null,
})

describe('the due clock a lead is listed with (decision 152)', () => {
  it('says in clock minutes when two support hours will be left, so the desk turns it "soon" then by itself', () => {
    // An enquiry received Tuesday 9 AM is due at 1 PM; two support hours are left from 11 AM.
    const enquiry = lead('contact', aest('2026-11-24T09:00'), aest('2026-11-24T13:00'))
    expect(leadSummary(enquiry, aest('2026-11-24T09:00')).due).toMatchObject({
      minutesLeft: 240,
      supportMinutesLeft: 240,
      minutesUntilSoon: 120,
    })
    // Friday 5 PM, due Monday 6 PM: 11 support hours left, two of them from Monday 4 PM, 71 clock hours on.
    const weekend = lead('scheduling', aest('2026-11-27T17:00'), aest('2026-11-30T18:00'))
    expect(leadSummary(weekend, aest('2026-11-27T17:00')).due).toMatchObject({
      supportMinutesLeft: 660,
      minutesUntilSoon: 71 * 60,
    })
    // Already within two support hours, or overdue: "soon" (or overdue) now.
    expect(leadSummary(enquiry, aest('2026-11-24T11:30')).due?.minutesUntilSoon).toBe(0)
    expect(leadSummary(enquiry, aest('2026-11-24T14:00')).due?.minutesUntilSoon).toBe(0)
  })
})
