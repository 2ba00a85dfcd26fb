// @vitest-environment node
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SERVICE_INTEREST } from '../content/service-interest'
import type { LeadValues } from './descriptor'
import { CHECKBOX_VALUE, formDataFromValues, valuesFromFormData } from './form-data'
import type { PageFormKind } from './form-pages'
import { leadForms, leadKindNames } from './lead-kinds'
import { timeSlots } from './scheduling'

const pageFormKinds = leadKindNames.filter((kind): kind is PageFormKind => kind !== 'test-email')

/** A form's values posted the way the page's `<form method="post">` sends them, plus other pairs. */
function posted(values: LeadValues, extra: [string, string][] = []): URLSearchParams {
  const data = formDataFromValues(values)
  for (const [name, value] of extra) data.append(name, value)
  return data
}

describe('valuesFromFormData', () => {
  it.each(pageFormKinds)('%s: a post of the empty form reads back as the empty form', (kind: PageFormKind) => {
    const form = leadForms[kind]
    expect(valuesFromFormData(form, posted(form.empty))).toEqual(form.empty)
  })

  it.each(pageFormKinds)('%s: a post with nothing in it gives the empty form', (kind: PageFormKind) => {
    const form = leadForms[kind]
    expect(valuesFromFormData(form, new URLSearchParams())).toEqual(form.empty)
  })

  it('reads every widget as the form types it: text as sent, checkboxes by presence, slots as a list', () => {
    const values = valuesFromFormData(
      leadForms['signup-modal'],
      new URLSearchParams([
        ['firstName', '  Sam '],
        ['hasClients', 'yes'],
        ['clientCount', '12'],
        ['marketingConsent', 'on'], // any value ticks it: only the name counts
        ['additionalInfo', 'line one\r\nline two'],
      ]),
    )
    expect(values).toMatchObject({
      firstName: '  Sam ',
      hasClients: true,
      marketingConsent: true,
      clientCount: '12',
      additionalInfo: 'line one\r\nline two',
    })
  })

  it('an unticked checkbox (not sent at all) is false', () => {
    const values = valuesFromFormData(leadForms['signup-modal'], new URLSearchParams([['firstName', 'Sam']]))
    expect(values.hasClients).toBe(false)
    expect(values.marketingConsent).toBe(false)
  })

  it('a field left out gets its empty value, which is not always blank', () => {
    const signup = valuesFromFormData(leadForms['signup-modal'], new URLSearchParams([['firstName', 'Sam']]))
    expect(signup.serviceInterest).toBe(DEFAULT_SERVICE_INTEREST)
    const scheduling = valuesFromFormData(leadForms.scheduling, new URLSearchParams([['name', 'Sam']]))
    expect(scheduling.timezone).toBe('AEST')
    expect(scheduling.preferredTimeSlots).toEqual([])
  })

  it('a field sent empty stays empty (the visitor cleared it), not its starting value', () => {
    const values = valuesFromFormData(leadForms.scheduling, new URLSearchParams([['timezone', '']]))
    expect(values.timezone).toBe('')
  })

  it('takes the first value of a one-value field sent twice', () => {
    const values = valuesFromFormData(
      leadForms.contact,
      new URLSearchParams([
        ['name', 'First'],
        ['name', 'Second'],
      ]),
    )
    expect(values.name).toBe('First')
  })

  it('keeps the time slots in the slots’ own order, whatever order they were sent in', () => {
    const [nine, ten, , , , two] = timeSlots
    const values = valuesFromFormData(
      leadForms.scheduling,
      new URLSearchParams([
        ['preferredTimeSlots', two],
        ['preferredTimeSlots', nine],
        ['preferredTimeSlots', ten],
      ]),
    )
    expect(values.preferredTimeSlots).toEqual([nine, ten, two])
  })

  it('keeps slots that are not options (at the end, as sent) and doubled ones, so the schema refuses them', () => {
    const [nine, ten] = timeSlots
    const values = valuesFromFormData(
      leadForms.scheduling,
      new URLSearchParams([
        ['preferredTimeSlots', 'midnight'],
        ['preferredTimeSlots', ten],
        ['preferredTimeSlots', '5-6 AM'],
        ['preferredTimeSlots', nine],
        ['preferredTimeSlots', ten],
      ]),
    )
    expect(values.preferredTimeSlots).toEqual([nine, ten, ten, 'midnight', '5-6 AM'])
    const slots = leadForms.scheduling.schema.entries.preferredTimeSlots as v.GenericSchema
    expect(v.is(slots, values.preferredTimeSlots)).toBe(false)
    expect(v.is(slots, [nine, ten])).toBe(true)
  })

  it('reads only the form’s fields: the id, the honeypot and anything else are not values', () => {
    const form = leadForms.contact
    const values = valuesFromFormData(
      form,
      posted({ ...form.empty, name: 'Alex' }, [
        ['id', '3f2c1b6e-0000-4000-8000-000000000000'],
        ['website', 'https://spam.example'],
        ['__proto__', 'x'],
        ['to', 'attacker@example.com'],
      ]),
    )
    expect(Object.keys(values).sort()).toEqual(form.fields.map((f) => f.name).sort())
    expect(values.name).toBe('Alex')
  })
})

describe('formDataFromValues', () => {
  it('posts text as is, a ticked checkbox as its value, an unticked one not at all, and each slot', () => {
    const data = formDataFromValues({ name: 'Sam', hasClients: true, marketingConsent: false, slots: ['a', 'b'] })
    expect([...data]).toEqual([
      ['name', 'Sam'],
      ['hasClients', CHECKBOX_VALUE],
      ['slots', 'a'],
      ['slots', 'b'],
    ])
    expect(CHECKBOX_VALUE).toBe('yes')
  })
})
