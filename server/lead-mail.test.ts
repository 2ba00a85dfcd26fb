// @vitest-environment node
import nodemailer from 'nodemailer'
import { describe, expect, it } from 'vitest'
import { buildLeadMail, escapeHtml, headerSafe, leadText, replyToAddress } from './lead-mail'
import { sampleData } from './test-support'

const settings = {
  from: { name: 'Bluegum website', address: 'website@bluegum.example' },
  to: ['leads@bluegum.example'],
  cc: [],
}
const lead = {
  id: '0b6c5c1e-4a3e-4a51-9a51-1c2d3e4f5a6b',
  form: 'scheduling' as const,
  data: sampleData('scheduling'),
  subject: 'New Consultation Scheduling Request',
  receivedAt: new Date('2026-11-22T00:30:00Z'),
}

describe('lead mail', () => {
  it('is one labelled field a line', () => {
    const text = leadText({ ...lead, data: { ...lead.data, organisation: '', additionalNotes: 'one\ntwo' } })
    expect(text).toContain('Full name: Jane Citizen\n')
    expect(text).toContain('Preferred time slots: 9-10 AM, 2-3 PM\n')
    expect(text).toContain('Preferred service: Audit support\n')
    expect(text).toContain('Organisation: (not given)\n')
    expect(text).toContain('Additional notes: one\n  two\n')
    expect(text).toContain('Received: Sunday, 22 November 2026 at 11:30:00 am AEDT')
  })

  it('escapes every value in HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;')
  })

  it('never lets a control character into a header, even if one got past validation', async () => {
    const hostile = {
      ...lead,
      form: 'signup-modal' as const,
      data: { ...sampleData('signup-modal'), email: 'x@evil.example\r\nBcc: y@evil.example' },
      subject: 'New NDIS Registration Application - Audit\r\nBcc: y@evil.example',
    }
    const mail = buildLeadMail(hostile, settings)
    expect(mail.replyTo).toBeUndefined()
    expect(mail.subject).toBe('New NDIS Registration Application - Audit Bcc: y@evil.example')
    const built = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(mail)
    const head = built.message.toString().split(/\r?\n\r?\n/)[0] ?? ''
    expect(head).not.toMatch(/^bcc:/im)
    expect(built.envelope.to).toEqual(['leads@bluegum.example'])
  })

  it('strips bidi controls, zero-width characters and lone surrogates from every header it builds', async () => {
    const hostile = {
      ...lead,
      form: 'signup-modal' as const,
      data: sampleData('signup-modal'),
      // A subject stored before one-line fields refused these, or built by a future form.
      subject: 'New NDIS Registration Application - URGENT: wire $9,999 \u202Efdp.exe\u200B\u2066x\u2069\ud800',
    }
    const mail = buildLeadMail(hostile, {
      ...settings,
      from: { name: 'Bluegum\u200F website\uFEFF', address: 'website@bluegum.example' },
    })
    expect(mail.subject).toBe('New NDIS Registration Application - URGENT: wire $9,999 fdp.exex')
    expect(mail.from).toEqual({ name: 'Bluegum website', address: 'website@bluegum.example' })
    const built = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(mail)
    const head = built.message.toString().split(/\r?\n\r?\n/)[0] ?? ''
    expect(head).toContain('fdp.exex')
    expect(headerSafe('🦘'.repeat(150), 201)).toBe('🦘'.repeat(100)) // never cuts an emoji in half
  })

  it('takes Reply-To only from a single valid address', () => {
    expect(replyToAddress({ email: 'jane@example.com' })).toBe('jane@example.com')
    expect(replyToAddress({ email: 'a@x.example, b@x.example' })).toBeNull()
    expect(replyToAddress({ email: 42 })).toBeNull()
    expect(replyToAddress({})).toBeNull()
    expect(headerSafe('a\u0000b\u2028c\td')).toBe('a b c d')
    expect(headerSafe('Audit\u0085Support\u0080\u009f!')).toBe('Audit Support !')
  })
})
