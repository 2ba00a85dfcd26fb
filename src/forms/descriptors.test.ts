import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { isShown, resetValues, wireData } from './descriptor'
import { leadForms, leadKindNames, subjectFor } from './lead-kinds'

describe('lead form descriptors', () => {
  it('are the seven kinds of spec §7 and our enquiries, each registered under its own kind', () => {
    expect(leadKindNames.sort()).toEqual(
      ['buy-business', 'contact', 'download-guide', 'scheduling', 'sell-business', 'signup-modal', 'test-email'].sort(),
    )
    for (const kind of leadKindNames) expect(leadForms[kind].kind).toBe(kind)
  })

  for (const kind of leadKindNames) {
    const form = leadForms[kind]
    it(`${kind}: every schema entry is a field and every field an entry, and the empty values fit them`, () => {
      expect(form.fields.map((f) => f.name).sort()).toEqual(Object.keys(form.schema.entries).sort())
      expect(Object.keys(form.empty).sort()).toEqual(Object.keys(form.schema.entries).sort())
      // A new form is not valid until the visitor fills it in (the test email is filled by the page).
      if (kind !== 'test-email') expect(v.safeParse(form.schema, form.empty).success).toBe(false)
      for (const field of form.fields.filter((f) => f.required))
        expect(field.label, `${kind}.${field.name} has a label`).not.toBe('')
    })
  }

  it('subjects are those of spec §7; the signup names the chosen service, or the default one', () => {
    expect(subjectFor('scheduling', {})).toBe('New Consultation Scheduling Request')
    expect(subjectFor('contact', {})).toBe('New Contact Enquiry')
    expect(subjectFor('test-email', {})).toBe('Test Email Triggered')
    expect(subjectFor('signup-modal', { serviceInterest: 'NDIS Audit Support' })).toBe(
      'New NDIS Registration Application - NDIS Audit Support',
    )
    expect(subjectFor('signup-modal', {})).toBe('New NDIS Registration Application - NDIS Registration Services')
    expect(subjectFor('signup-modal', { serviceInterest: 'A\r\nBcc: x@evil.example' })).toBe(
      'New NDIS Registration Application - A Bcc: x@evil.example',
    )
  })

  it('the signup sends its client count only while "has clients" is ticked (spec §3)', () => {
    const signup = leadForms['signup-modal']
    const clientCount = signup.fields.find((f) => f.name === 'clientCount')
    expect(clientCount && isShown(clientCount, { hasClients: false })).toBe(false)
    expect(wireData(signup, { ...signup.empty, hasClients: false, clientCount: '12' })).not.toHaveProperty(
      'clientCount',
    )
    expect(wireData(signup, { ...signup.empty, hasClients: true, clientCount: '12' })).toMatchObject({
      clientCount: '12',
    })
  })

  it('after a success every field resets (booleans false) except the service being applied for (spec §4)', () => {
    const signup = leadForms['signup-modal']
    const filled = { ...signup.empty, firstName: 'Ava', hasClients: true, serviceInterest: 'NDIS Audit Support' }
    expect(resetValues(signup, filled)).toEqual({ ...signup.empty, serviceInterest: 'NDIS Audit Support' })
    const contact = leadForms.contact
    expect(resetValues(contact, { ...contact.empty, name: 'Mia' })).toEqual(contact.empty)
  })
})
