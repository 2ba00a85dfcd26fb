// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formPrivacy } from '../src/content/form-privacy'
import { privacyPage } from '../src/content/pages/privacy'
import { site } from '../src/content/site'
import { leadForms, leadKindNames } from '../src/forms/lead-kinds'
import { acknowledges } from './acknowledgements'
import { addresses, headerText, outboxMails, type ParsedMail } from './mail-check'
import { createTestServer, jsonPost, leadRequest, sampleData, storePerFile, testConfig } from './test-support'

/** Tuesday 1 December 2026, 10 AM AEST (UTC+10). */
const TUESDAY_10AM = Date.parse('2026-12-01T00:00:00Z')
/** Friday 4 December 2026, 7 PM AEST: after support hours, before a weekend. */
const FRIDAY_7PM = Date.parse('2026-12-04T09:00:00Z')
/** Friday 4 December 2026, 4:30 PM AEST: inside support hours, but only 1.5 of them before the weekend. */
const FRIDAY_430PM = Date.parse('2026-12-04T06:30:00Z')

const held = storePerFile()

function server(now: number, overrides: Parameters<typeof testConfig>[0] = {}) {
  const config = testConfig(overrides)
  return { ...createTestServer(held.store, config, { now: () => now }), config }
}

/** A booking from a visitor in Perth, everything typed distinctive enough to be found if echoed. */
const booking = (email: string, name = 'Jane Quokkabottom') => ({
  ...sampleData('scheduling'),
  name,
  email,
  phone: '0491 570 199',
  organisation: 'Wattlebird Supports Pty Ltd',
  preferredDate: '2026-12-09',
  preferredTimeSlots: ['9-10 AM', '2-3 PM'],
  timezone: 'AWST',
  additionalNotes: 'Please ring after school pickup',
})

const acks = (mails: ParsedMail[]) => mails.filter((m) => m.messageId?.startsWith('<ack-'))

async function submit(s: ReturnType<typeof server>, form: Parameters<typeof leadRequest>[0], data: object, extra = {}) {
  const body = { ...leadRequest(form, data as Record<string, unknown>), ...extra }
  const res = await s.app.request('/api/send-email', jsonPost(body))
  await s.outbox.drain()
  return { res, id: body.id }
}

describe('the visitor’s acknowledgement (issue 27)', () => {
  it('is on for bookings and applications only, by their descriptors', () => {
    expect(leadKindNames.filter(acknowledges)).toEqual(['scheduling', 'signup-modal'])
  })

  it('sends one short mail, threaded and from the consultancy, with the due time on the visitor’s clock and nothing they typed but a first name', async () => {
    const s = server(TUESDAY_10AM)
    const { res, id } = await submit(s, 'scheduling', booking('jane.quokka@example.com'))
    expect(res.status).toBe(201)
    const [ack, ...more] = acks(await outboxMails(s.config.dataDir))
    expect(more).toHaveLength(0)
    if (!ack) throw new Error('no acknowledgement')
    expect(addresses(ack.from)).toEqual([{ name: site.name, address: 'website@bluegum.example' }])
    expect(addresses(ack.to)).toEqual([{ name: '', address: 'jane.quokka@example.com' }])
    expect(addresses(ack.replyTo)).toEqual([{ name: '', address: 'leads@bluegum.example' }])
    expect(ack.messageId).toBe(`<ack-${id}@bluegum.example>`)
    expect(headerText(ack, 'auto-submitted')).toBe('auto-replied')
    expect(headerText(ack, 'x-lead-id')).toBe(id)
    expect(ack.subject).toBe(`We have your consultation request – ${site.name}`)
    const text = ack.text ?? ''
    const html = String(ack.html)
    for (const part of [text, html]) {
      expect(part).toContain('Hello Jane,')
      // Received 10 AM AEST = 8 AM in Perth; due 24 clock hours on, within support hours.
      expect(part).toContain('on Tuesday 1 December 2026 (AWST)')
      expect(part).toContain('by 8:00 AM on Wednesday 2 December 2026 (AWST) at the latest')
      expect(part).toContain(site.phone.display)
      expect(part).toMatch(/see, correct or delete/)
      expect(part).toContain(`${site.url}/privacy-policy`)
    }
    // Nothing typed or chosen on the form is repeated: not the surname, phone, organisation, notes, date or slots.
    const everything = [text, html, ack.subject, ...[...ack.headers.values()].map(String)].join('\n')
    for (const typed of [
      'Quokkabottom',
      '0491 570 199',
      'Wattlebird',
      'school pickup',
      '2026-12-09',
      '9-10 AM',
      '2-3 PM',
    ])
      expect(everything).not.toContain(typed)
  })

  it('says the real time when the promise cannot be kept as written (a Friday-evening booking)', async () => {
    const s = server(FRIDAY_7PM)
    await submit(s, 'scheduling', booking('late.booker@example.com', 'Lee Late'))
    const [ack] = acks(await outboxMails(s.config.dataDir))
    // Monday's close, 6 PM AEST, is 4 PM in Perth.
    expect(ack?.text).toContain('We reply during our support hours (Mon-Fri 8AM-6PM AEST)')
    expect(ack?.text).toContain('by 4:00 PM on Monday 7 December 2026 (AWST)')
  })

  it('does not tell a visitor who sent it inside support hours that they sent it outside them (Friday 4:30 PM)', async () => {
    const s = server(FRIDAY_430PM)
    await submit(s, 'signup-modal', { ...sampleData('signup-modal'), email: 'friday.afternoon@example.com' })
    const [ack] = acks(await outboxMails(s.config.dataDir))
    if (!ack) throw new Error('no acknowledgement')
    for (const part of [ack.text ?? '', String(ack.html)]) {
      // 4:30 PM on a Friday is a support hour; fewer than 2 of them follow before the weekend, so the reply is Monday's.
      expect(part).toContain('received it at 4:30 PM on Friday 4 December 2026 (AEST)')
      expect(part).not.toMatch(/outside our support hours/)
      expect(part).toContain('by 6:00 PM on Monday 7 December 2026 (AEST)')
    }
  })

  it('is sent at most once per address per day, and not for a form that does not acknowledge', async () => {
    const s = server(TUESDAY_10AM)
    await submit(s, 'scheduling', booking('twice@example.com'))
    await submit(s, 'signup-modal', { ...sampleData('signup-modal'), email: 'TWICE@example.com' })
    await submit(s, 'contact', { ...sampleData('contact'), email: 'enquiry.only@example.com' })
    const sent = acks(await outboxMails(s.config.dataDir)).flatMap((m) => addresses(m.to).map((a) => a.address))
    expect(sent).toEqual(['twice@example.com'])
    // The next day the same address is acknowledged again.
    const tomorrow = server(TUESDAY_10AM + 86_400_000)
    await submit(tomorrow, 'signup-modal', { ...sampleData('signup-modal'), email: 'twice@example.com' })
    expect(acks(await outboxMails(tomorrow.config.dataDir))).toHaveLength(1)
  })

  it('is not sent for a lead the honeypot or the rate limit stopped', async () => {
    const s = server(TUESDAY_10AM, { rateLimitPerMinute: 1 })
    const trap = await submit(s, 'scheduling', booking('honeypot@example.com'), { website: 'https://spam.example' })
    expect(trap.res.status).toBe(200) // answered as accepted, nothing kept
    const first = await submit(s, 'signup-modal', { ...sampleData('signup-modal'), email: 'first@example.com' })
    expect(first.res.status).toBe(201)
    const limited = await submit(s, 'signup-modal', { ...sampleData('signup-modal'), email: 'limited@example.com' })
    expect(limited.res.status).toBe(429)
    const sent = acks(await outboxMails(s.config.dataDir)).flatMap((m) => addresses(m.to).map((a) => a.address))
    expect(sent).toEqual(['first@example.com'])
  })

  it('greets without a name when the name does not read as one', async () => {
    const s = server(TUESDAY_10AM)
    await submit(s, 'scheduling', booking('spammy@example.com', 'www.cheap-pills.example buy now'))
    const [ack] = acks(await outboxMails(s.config.dataDir))
    expect(ack?.text?.startsWith('Hello,\n')).toBe(true)
    expect(`${ack?.text}${ack?.html}`).not.toContain('cheap-pills')
  })

  it('is in the privacy policy, for the forms that send it (decision 155)', () => {
    const policy = JSON.stringify(privacyPage)
    expect(policy).toMatch(/confirm we received it/)
    for (const kind of leadKindNames.filter(acknowledges)) {
      expect(formPrivacy.find((notice) => notice.kind === kind)?.purpose ?? '', leadForms[kind].name).toMatch(
        /email you once/,
      )
    }
  })
})
