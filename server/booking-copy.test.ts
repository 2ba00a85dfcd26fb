// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { bookingCopy } from '../src/content/booking'
import { contactSection } from '../src/content/home'
import { hero } from '../src/content/home-hero'
import { bookingMails, type Invitation, invitationIcs } from './booking'

const invitation: Invitation = {
  uid: 'b1@bluegum.example',
  sequence: 0,
  method: 'REQUEST',
  booking: { date: '2026-12-02', slot: '9-10 AM', timezone: 'AEST', consultationType: 'phone' },
  prospect: { name: 'Sam Lee', email: 'sam@example.com', phone: '0491 570 156' },
  organizer: { name: 'Bluegum desk', address: 'desk@bluegum.example' },
  stamp: new Date('2026-11-30T00:00:00Z'),
}
const settings = { from: { name: 'Bluegum', address: 'website@bluegum.example' }, staff: ['desk@bluegum.example'] }

describe('the booking mails and invitation say what src/content/booking.ts says (decision 313)', () => {
  it('the prospect reads the content module’s words, and staff the same under their own subject', () => {
    const [prospect, staff] = bookingMails(invitation, 'confirmed', settings, 'lead-1')
    const text = String(prospect?.message.text)
    expect(text).toContain(
      'Hello Sam Lee,\n\nThank you for booking a free consultation with Bluegum Provider Consulting.',
    )
    expect(text).toContain('Phone call. We will call you on 0491 570 156.')
    expect(text.trimEnd().split('\n').slice(-3)).toEqual(bookingCopy.text('confirmed', '', '', '').slice(-3))
    expect(staff?.message.subject).toBe(bookingCopy.staffSubject(String(prospect?.message.subject)))
    expect(invitationIcs(invitation)).toContain(`SUMMARY:${bookingCopy.summary}`)
  })

  it('server/booking.ts writes none of the words itself', () => {
    const source = readFileSync(new URL('./booking.ts', import.meta.url), 'utf8')
    for (const words of [
      'Hello ',
      'Thank you',
      'Free consultation',
      'We will',
      'Questions or',
      'Staff copy',
      'attached',
    ])
      expect(source, words).not.toContain(words)
  })
})

describe('the consultation the home page promises is the one the invitation books (decision 314)', () => {
  it('is as long as the home page says, from the start of the confirmed slot, and the mail says so', () => {
    const promised = [hero.reassurance, contactSection.scheduleText].map((text) =>
      Number(/(\d+)-minute/.exec(text)?.[1]),
    )
    const ics = invitationIcs(invitation).replace(/\r?\n[ \t]/g, '')
    const start = /DTSTART;TZID=Australia\/Brisbane:20261202T(\d\d)(\d\d)00/.exec(ics)
    const end = /DTEND;TZID=Australia\/Brisbane:20261202T(\d\d)(\d\d)00/.exec(ics)
    const minutes = (m: RegExpExecArray | null) => Number(m?.[1]) * 60 + Number(m?.[2])
    expect(minutes(start)).toBe(9 * 60)
    expect(promised).toEqual([minutes(end) - minutes(start), minutes(end) - minutes(start)])
    const [prospect] = bookingMails(invitation, 'confirmed', settings, 'lead-1')
    expect(prospect?.message.subject).toBe(
      'Your consultation is booked: Wednesday 2 December 2026, 9-9:30 AM Australian Eastern Standard Time (AEST), UTC+10',
    )
  })
})
