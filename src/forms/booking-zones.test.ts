import { describe, expect, it } from 'vitest'
import { latestBookableDate, localSlotsNote, slotStart, todayInZone } from './booking-zones'

const fixedOffset = (minutes: number) => () => minutes
/** Melbourne's offset at an instant: AEDT (UTC+11) from the first Sunday of October to the first of April. */
const melbourne = (instant: number) =>
  new Date(instant).getUTCMonth() >= 9 || new Date(instant).getUTCMonth() < 3 ? 660 : 600

describe('booking zones mean what their labels say (issue 25)', () => {
  it('reads AEST as UTC+10, ACST as UTC+9:30 and AWST as UTC+8, in summer as in winter', () => {
    for (const date of ['2026-12-10', '2026-06-10']) {
      expect(new Date(slotStart(date, '9-10 AM', 'AEST')).toISOString()).toBe(
        `${date}T23:00:00.000Z`.replace(date, previousDay(date)),
      )
      expect(new Date(slotStart(date, '9-10 AM', 'ACST')).toISOString()).toBe(`${previousDay(date)}T23:30:00.000Z`)
      expect(new Date(slotStart(date, '9-10 AM', 'AWST')).toISOString()).toBe(`${date}T01:00:00.000Z`)
    }
  })

  it("gives today on the chosen zone's clock, whatever the runtime's zone", () => {
    // 23:48 AEDT on 25 November is 22:48 AEST: still the 25th; 14:30 UTC is the 26th in AEST and ACST.
    expect(todayInZone('AEST', new Date('2026-11-25T12:48:00Z'))).toBe('2026-11-25')
    expect(todayInZone('AEST', new Date('2026-11-25T14:30:00Z'))).toBe('2026-11-26')
    expect(todayInZone('ACST', new Date('2026-11-25T14:30:00Z'))).toBe('2026-11-26')
    expect(todayInZone('AWST', new Date('2026-11-25T14:30:00Z'))).toBe('2026-11-25')
    expect(latestBookableDate('2026-11-25')).toBe('2028-11-25')
    expect(latestBookableDate('2028-02-29')).toBe('2030-02-28')
  })

  it('tells a visitor in Melbourne in summer what the AEST slots are on their own clock', () => {
    expect(localSlotsNote('2026-12-10', 'AEST', ['9-10 AM', '11 AM-12 PM'], melbourne)).toBe(
      '9-10 AM AEST is 10-11 AM your time; 11 AM-12 PM AEST is 12-1 PM your time.',
    )
    expect(localSlotsNote('2026-12-10', 'ACST', ['4-5 PM'], melbourne)).toBe('4-5 PM ACST is 5:30-6:30 PM your time.')
  })

  it('says nothing when the visitor is on the chosen clock, or has chosen nothing', () => {
    expect(localSlotsNote('2026-06-10', 'AEST', ['9-10 AM'], melbourne)).toBeNull() // winter: AEST in Melbourne
    expect(localSlotsNote('2026-12-10', 'AWST', ['9-10 AM'], fixedOffset(480))).toBeNull() // Perth
    expect(localSlotsNote('2026-12-10', 'AEST', [], melbourne)).toBeNull()
    expect(localSlotsNote('', 'AEST', ['9-10 AM'], melbourne)).toBeNull()
  })

  it('crosses noon and midnight in words: a Perth slot read in Sydney, a slot read in London', () => {
    expect(localSlotsNote('2026-12-10', 'AWST', ['10-11 AM'], fixedOffset(660))).toBe(
      '10-11 AM AWST is 1-2 PM your time.',
    )
    expect(localSlotsNote('2026-12-10', 'AEST', ['9-10 AM'], fixedOffset(0))).toBe(
      '9-10 AM AEST is 11 PM-12 AM your time the day before.',
    )
  })
})

function previousDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
}
