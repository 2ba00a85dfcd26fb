// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { isBookingZone, localSlotsNote, slotHours } from './booking-zones'
import { leadForms } from './lead-kinds'
import { timeSlots } from './scheduling'

/** Melbourne in summer: AEDT, UTC+11. */
const daylightSaving = () => 660

describe('the booking time slots as hours', () => {
  it('reads every slot the form offers, noon included', () => {
    expect(timeSlots.map(slotHours)).toEqual([
      [9, 10],
      [10, 11],
      [11, 12],
      [12, 13],
      [13, 14],
      [14, 15],
      [15, 16],
      [16, 17],
    ])
    // Written with one AM/PM for both ends, a slot that crosses noon still starts before it ends.
    expect(slotHours('11-12 PM')).toEqual([11, 12])
  })

  it('refuses text that is not a slot, even with a slot inside it', () => {
    for (const text of ['9-10 AM please', 'from 9-10 AM', 'morning', '']) {
      expect(() => slotHours(text), text).toThrow(`Not a time slot: ${text}`)
    }
  })

  it('leaves a slot the form does not offer out of the note, and still reads the others', () => {
    expect(localSlotsNote('2026-12-10', 'AEST', ['whenever', '9-10 AM'], daylightSaving)).toBe(
      '9-10 AM AEST is 10-11 AM your time.',
    )
  })

  it('says which day only when the slot falls on another day on the visitor’s clock', () => {
    // Perth, two hours behind: the same morning.
    expect(localSlotsNote('2026-12-10', 'AEST', ['9-10 AM'], () => 480)).toBe('9-10 AM AEST is 7-8 AM your time.')
    // UTC+1: the slot starts at midnight, still the same day.
    expect(localSlotsNote('2026-12-10', 'AEST', ['9-10 AM'], () => 60)).toBe('9-10 AM AEST is 12-1 AM your time.')
  })

  it('shows no note while the date is not a whole date', () => {
    for (const date of ['2026-12-100', '02026-12-10', '2026-12-1']) {
      expect(localSlotsNote(date, 'AEST', ['9-10 AM'], daylightSaving), date).toBeNull()
    }
  })

  it('the booking form reads the note from the date, zone and slots the visitor chose', () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-660) // Melbourne in summer
    const slots = leadForms.scheduling.fields.find((f) => f.name === 'preferredTimeSlots')
    const note = slots && 'localNote' in slots ? slots.localNote : undefined
    expect(note?.({ preferredDate: '2026-12-10', timezone: 'AEST', preferredTimeSlots: ['9-10 AM'] })).toBe(
      '9-10 AM AEST is 10-11 AM your time.',
    )
    expect(note?.({ preferredDate: '2026-12-10', timezone: 'AEST' })).toBeNull()
    vi.restoreAllMocks()
  })

  it('takes only its three zones as a zone', () => {
    expect(['AEST', 'ACST', 'AWST'].every(isBookingZone)).toBe(true)
    for (const other of ['AEDT', 'Australia/Sydney', '', 600, null])
      expect(isBookingZone(other), String(other)).toBe(false)
  })
})
