// @vitest-environment node
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { leadFormCases } from '../../machines/models/lead-form-cases'
import { formPages } from '../content/lead-form-pages'
import { notices } from '../content/notices'
import { DEFAULT_SERVICE_INTEREST } from '../content/service-interest'
import { todayInZone } from './booking-zones'
import { type FieldSpec, isShown, type LeadFormDescriptor, type LeadValues, resetValues, wireData } from './descriptor'
import { validatorFor } from './fields'
import { formPageOf } from './form-pages'
import {
  createLeadKinds,
  isLeadKind,
  type LeadKind,
  leadForms,
  leadKindNames,
  leadKinds,
  subjectFor,
} from './lead-kinds'
import { createSchedulingSchema, isoDate } from './scheduling'

/**
 * The descriptors as the visitor, the staff and the server meet them: every text they read is there,
 * every field is backed by the schema, a field marked required is one the schema requires, every
 * offered option is accepted and nothing else is. The expectations come from the spec (the kinds,
 * subjects and the model's cases), not from the descriptors.
 */

const inAMonth = () => isoDate(new Date(Date.now() + 30 * 86_400_000))

/** A complete, valid lead of each kind, as a visitor would send it. */
const valid: Record<LeadKind, () => Record<string, unknown>> = {
  scheduling: () => ({
    name: 'Sam Lee',
    email: 'sam@example.com',
    phone: '03 5550 1234',
    organisation: 'Lee Care',
    preferredService: 'audit-support',
    preferredDate: inAMonth(),
    preferredTimeSlots: ['9-10 AM', '2-3 PM'],
    timezone: 'AWST',
    consultationType: 'phone',
    additionalNotes: 'Mornings\nsuit us.',
  }),
  'signup-modal': () => ({
    firstName: 'Ava',
    lastName: 'Nguyen',
    email: 'ava@example.com',
    phone: '0491 570 156',
    businessName: 'Nguyen Supports',
    businessType: 'company',
    currentStatus: 'not-registered',
    serviceInterest: 'NDIS Audit Support',
    budget: '2500-5000',
    timeline: '3-months',
    hasClients: true,
    clientCount: '12',
    additionalInfo: 'Day programs.',
    marketingConsent: true,
  }),
  contact: () => ({
    name: 'Mia Nguyen',
    phone: '0491 570 156',
    email: 'mia@example.com',
    organisation: '',
    message: 'We want to register for SIL.',
  }),
  'test-email': () => ({ at: '2026-11-23T10:00:00.000Z', page: 'home' }),
  'download-guide': () => ({
    name: 'Leo Park',
    email: 'leo@example.com',
    guide: 'registration-readiness-checklist',
  }),
  'sell-business': () => ({
    name: 'Kai Brown',
    email: 'kai@example.com',
    phone: '0491 570 158',
    businessName: 'Brown Disability Services',
    state: 'VIC',
    registrationGroups: 'Daily personal activities',
    message: '',
  }),
  'buy-business': () => ({
    name: 'Noor Ali',
    email: 'noor@example.com',
    phone: '0491 570 159',
    state: 'NSW',
    budget: 'Up to $400,000',
    message: 'A small SIL provider.',
  }),
}

/** The subjects of spec §7 (the signup names its service). */
const subjects: Record<LeadKind, string> = {
  scheduling: 'New Consultation Scheduling Request',
  'signup-modal': 'New NDIS Registration Application - NDIS Audit Support',
  contact: 'New Contact Enquiry',
  'test-email': 'Test Email Triggered',
  'download-guide': 'New Free Guide Download',
  'sell-business': 'New Enquiry - Sell an NDIS Business',
  'buy-business': 'New Enquiry - Buy an NDIS Business',
}

/** Autofill tokens of the HTML standard that these forms may use. */
const autofillTokens = new Set(['name', 'given-name', 'family-name', 'email', 'tel', 'organization'])

/** The values a form starts with other than blank (spec §3, §4 and the test email of §4). */
const startsWith: Partial<Record<LeadKind, Record<string, unknown>>> = {
  scheduling: { timezone: 'AEST' },
  'signup-modal': { serviceInterest: DEFAULT_SERVICE_INTEREST },
  'download-guide': { guide: 'registration-readiness-checklist' },
  'test-email': { page: 'home' },
}

/** The widgets the generic renderer draws. */
const widgets = ['text', 'email', 'tel', 'date', 'textarea', 'select', 'radio', 'checkbox', 'slots', 'shown', 'hidden']
/** How the model's cases fill an entry, and the widgets that take it. */
const entryWidgets: Record<string, string[]> = {
  text: ['text', 'email', 'tel', 'date', 'textarea'],
  select: ['select'],
  checkboxes: ['slots'],
  radio: ['radio'],
}

const entries = Object.entries(leadForms) as [LeadKind, LeadFormDescriptor][]
const emptyValueOf = (field: FieldSpec): unknown =>
  field.widget === 'slots' ? [] : field.widget === 'checkbox' ? false : ''
const hasOptions = (field: FieldSpec): field is FieldSpec & { options: readonly { value: string; label: string }[] } =>
  'options' in field

describe('the lead form registry', () => {
  it('holds the seven kinds of the spec, each under its own wire name', () => {
    expect([...leadKindNames].sort()).toEqual(
      ['buy-business', 'contact', 'download-guide', 'scheduling', 'sell-business', 'signup-modal', 'test-email'].sort(),
    )
    for (const [kind, form] of entries) expect(form.kind).toBe(kind)
  })

  it('gives every form a visitor sends its page entry, and its dialog if it opens in one', () => {
    for (const [kind, form] of entries) {
      expect(form.page, kind).toBe(formPageOf(kind) ?? null)
      expect(form.page === null, kind).toBe(form.presentation === 'automatic')
      expect(form.page?.dialog !== undefined, kind).toBe(form.presentation === 'dialog')
      // A dialog opens with its own page's heading and intro.
      if (form.page?.dialog) expect(form.page.ownPage, kind).toBeDefined()
    }
    expect(formPages.map((page) => page.kind).sort()).toEqual(
      entries
        .filter(([, form]) => form.page)
        .map(([kind]) => kind)
        .sort(),
    )
  })

  it('knows its kinds and nothing else', () => {
    for (const kind of leadKindNames) expect(isLeadKind(kind)).toBe(true)
    const pretending = { toString: () => 'contact' }
    for (const other of [
      '',
      'Contact',
      'toString',
      'constructor',
      'hasOwnProperty',
      42,
      null,
      undefined,
      {},
      pretending,
    ])
      expect(isLeadKind(other)).toBe(false)
  })

  it('gives staff a distinct, readable name for each kind', () => {
    const names = entries.map(([, form]) => form.name)
    for (const name of names) expect(name.trim()).not.toBe('')
    expect(new Set(names).size).toBe(names.length)
  })

  it("the server validates each kind with the form's own schema", () => {
    for (const kind of leadKindNames) {
      const { schema } = leadKinds[kind]
      expect(v.safeParse(schema, valid[kind]()).success, kind).toBe(true)
      expect(v.safeParse(schema, {}).success, kind).toBe(false)
    }
  })

  it("the server's scheduling schema takes its earliest date from the server's clock, or none", () => {
    const kinds = createLeadKinds(null)
    const yesterday = isoDate(new Date(Date.now() - 86_400_000))
    expect(v.safeParse(kinds.scheduling.schema, { ...valid.scheduling(), preferredDate: yesterday }).success).toBe(true)
    expect(v.safeParse(leadKinds.scheduling.schema, { ...valid.scheduling(), preferredDate: yesterday }).success).toBe(
      false,
    )
    expect(kinds.contact.schema).toBe(leadForms.contact.schema)
  })
})

describe.each(entries)('%s descriptor', (kind, form) => {
  const validate = validatorFor(form.schema)
  const testCase = leadFormCases.find((c) => c.kind === kind)

  it('accepts a complete lead and starts from values the schema knows', () => {
    expect(validate(valid[kind]())).toEqual({})
    expect(Object.keys(form.empty).sort()).toEqual(Object.keys(form.schema.entries).sort())
  })

  it('has one field per schema entry, each labelled for the visitor', () => {
    expect(form.fields.map((f) => f.name).sort()).toEqual(Object.keys(form.schema.entries).sort())
    const labels = form.fields.map((f) => f.label)
    for (const label of labels) expect(label.trim()).not.toBe('')
    expect(new Set(labels).size).toBe(labels.length)
    for (const field of form.fields) {
      if (field.staffLabel !== undefined) expect(field.staffLabel.trim()).not.toBe('')
      if (field.hint !== undefined) expect(field.hint.trim()).not.toBe('')
      if ('autoComplete' in field && field.autoComplete !== undefined)
        expect(autofillTokens, `${field.name} autocomplete`).toContain(field.autoComplete)
      if ('placeholder' in field && typeof field.placeholder === 'string') expect(field.placeholder.trim()).not.toBe('')
    }
  })

  it('fields the visitor types their contact details in are marked for autofill', () => {
    for (const field of form.fields) {
      if (field.widget === 'email') expect('autoComplete' in field && field.autoComplete).toBe('email')
      if (field.widget === 'tel') expect('autoComplete' in field && field.autoComplete).toBe('tel')
    }
  })

  it('marks a field required exactly when the schema refuses it empty, with a message to show', () => {
    for (const field of form.fields) {
      if (field.widget === 'hidden' || field.widget === 'shown') continue
      const errors = validate({ ...valid[kind](), [field.name]: emptyValueOf(field) })
      if (field.required) {
        expect(errors[field.name], `${field.name} empty`).toMatch(/\S/)
      } else {
        expect(errors[field.name], `${field.name} empty`).toBeUndefined()
      }
    }
  })

  it('starts blank, except the defaults a visitor can see or the page sets', () => {
    const defaults = startsWith[kind] ?? {}
    for (const field of form.fields) {
      const start = form.empty[field.name]
      if (field.name in defaults) expect(start, field.name).toEqual(defaults[field.name])
      else expect(start, field.name).toEqual(emptyValueOf(field))
    }
  })

  it('stores an optional field the visitor left out as blank', () => {
    for (const field of form.fields) {
      if (field.required || field.widget === 'hidden' || field.widget === 'shown') continue
      const { [field.name]: _, ...rest } = valid[kind]()
      const parsed = v.safeParse(form.schema, rest)
      expect(parsed.success, field.name).toBe(true)
      if (parsed.success)
        expect((parsed.output as Record<string, unknown>)[field.name], field.name).toEqual(emptyValueOf(field))
    }
  })

  it('says what is wrong when a field is missing or of the wrong type', () => {
    for (const field of form.fields) {
      const wrong = validate({ ...valid[kind](), [field.name]: 42 })
      expect(wrong[field.name], `${field.name}=42`).toMatch(/\S/)
      if (!field.required) continue
      const { [field.name]: _, ...missing } = valid[kind]()
      expect(validate(missing)[field.name], `${field.name} missing`).toMatch(/\S/)
    }
  })

  it('shows each field with a widget the renderer knows, fit for what the schema takes', () => {
    for (const field of form.fields) {
      expect(widgets, field.name).toContain(field.widget)
      const sample = valid[kind]()[field.name]
      if (typeof sample !== 'string' || sample === '') continue
      const twoLines = validate({ ...valid[kind](), [field.name]: 'Line one\nline two' })[field.name]
      if (field.widget === 'textarea') expect(twoLines, `${field.name} takes lines`).toBeUndefined()
      if (['text', 'email', 'tel', 'date'].includes(field.widget))
        expect(twoLines, `${field.name} is one line`).toBeDefined()
    }
    for (const entry of testCase?.entries ?? []) {
      const field = form.fields.find((f) => f.label === entry.label)
      expect(field, entry.label).toBeDefined()
      expect(entryWidgets[entry.widget], entry.label).toContain(field?.widget)
    }
    const byName = (name: string) => form.fields.find((f) => f.name === name)?.widget
    if ('email' in form.empty) expect(byName('email')).toBe('email')
    if ('phone' in form.empty) expect(byName('phone')).toBe('tel')
  })

  it('offers options with distinct labels, accepts each of them and refuses anything else', () => {
    for (const field of form.fields.filter(hasOptions)) {
      const labels = field.options.map((o) => o.label)
      const values = field.options.map((o) => o.value)
      for (const label of labels) expect(label.trim()).not.toBe('')
      expect(new Set(labels).size).toBe(labels.length)
      expect(new Set(values).size).toBe(values.length)
      for (const value of values) {
        const chosen = field.widget === 'slots' ? [value] : value
        expect(validate({ ...valid[kind](), [field.name]: chosen }), `${field.name}=${value}`).toEqual({})
      }
      const other = field.widget === 'slots' ? ['midnight'] : 'not-an-option'
      const errors = validate({ ...valid[kind](), [field.name]: other })
      // A slot is checked one by one: its error is the list's first wrong entry (`preferredTimeSlots.0`).
      expect(errors[field.widget === 'slots' ? `${field.name}.0` : field.name], field.name).toMatch(/\S/)
    }
  })

  it('refuses overlong text with a message naming the limit', () => {
    for (const field of form.fields) {
      if (!['text', 'textarea', 'email'].includes(field.widget)) continue
      const errors = validate({ ...valid[kind](), [field.name]: 'a'.repeat(5001) })
      expect(errors[field.name], field.name).toMatch(/\d+ characters or fewer/)
    }
  })

  it('the email subject of spec §7 is one safe line', () => {
    expect(subjectFor(kind, valid[kind]())).toBe(subjects[kind])
  })

  it('has the notices and submit button of the spec', () => {
    for (const notice of [form.notices.success, form.notices.backedUp, form.notices.rejected]) {
      expect(notice.title.trim()).not.toBe('')
      expect(notice.description.trim()).not.toBe('')
    }
    expect(form.notices.backedUp.kind).toBe('error')
    expect(form.notices.rejected.kind).toBe('error')
    expect(form.submitLabel.trim()).not.toBe('')
    if (testCase) {
      expect(form.presentation).toBe(testCase.presentation)
      expect(form.submitLabel).toBe(testCase.submit)
      for (const outcome of ['success', 'backedUp', 'rejected'] as const)
        expect({ title: form.notices[outcome].title, description: form.notices[outcome].description }).toEqual(
          testCase.notices[outcome],
        )
    }
  })

  it('sends only what the visitor can see, and the hidden values the page set', () => {
    const values = valid[kind]()
    const data = wireData(form, values)
    for (const field of form.fields) {
      if (isShown(field, values)) expect(data[field.name], field.name).toEqual(values[field.name])
      else expect(data, field.name).not.toHaveProperty(field.name)
    }
  })
})

describe('scheduling', () => {
  const validate = validatorFor(leadForms.scheduling.schema)

  it('is a dialog whose time slot error also brings up the slot notice', () => {
    expect(leadForms.scheduling.presentation).toBe('dialog')
    const invalid = leadForms.scheduling.notices.invalid
    expect(invalid?.({ preferredTimeSlots: 'Select at least one time slot' })?.title).toBe(
      'Please select at least one time slot',
    )
    expect(invalid?.({ name: 'Enter your full name' })).toBeNull()
  })

  it('asks for each time slot once, and at least one', () => {
    expect(validate({ ...valid.scheduling(), preferredTimeSlots: [] }).preferredTimeSlots).toBe(
      'Select at least one time slot',
    )
    expect(validate({ ...valid.scheduling(), preferredTimeSlots: ['9-10 AM', '9-10 AM'] }).preferredTimeSlots).toBe(
      'Choose each time slot once',
    )
    const all = ['9-10 AM', '10-11 AM', '11 AM-12 PM', '12-1 PM', '1-2 PM', '2-3 PM', '3-4 PM', '4-5 PM']
    expect(validate({ ...valid.scheduling(), preferredTimeSlots: all })).toEqual({})
    expect(validate({ ...valid.scheduling(), preferredTimeSlots: [...all, '9-10 AM'] }).preferredTimeSlots).toMatch(
      /\S/,
    )
  })

  it('offers the slots of the working day in their order', () => {
    const slots = leadForms.scheduling.fields.find((f) => f.name === 'preferredTimeSlots')
    expect(slots && hasOptions(slots) && slots.options.map((o) => o.label)).toEqual([
      '9-10 AM',
      '10-11 AM',
      '11 AM-12 PM',
      '12-1 PM',
      '1-2 PM',
      '2-3 PM',
      '3-4 PM',
      '4-5 PM',
    ])
  })

  it("takes today or a later date on the chosen zone's clock, as the date field says", () => {
    const today = todayInZone(String(valid.scheduling().timezone), new Date())
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
    // 4-5 PM today may have started already; this test is about the date.
    expect(validate({ ...valid.scheduling(), preferredDate: today, preferredTimeSlots: [] }).preferredDate).toBe(
      undefined,
    )
    expect(validate({ ...valid.scheduling(), preferredDate: yesterday }).preferredDate).toBe(
      'Choose today or a later date',
    )
    expect(validate({ ...valid.scheduling(), preferredDate: '23/11/2030' }).preferredDate).toBe(
      'Enter the date in the format YYYY-MM-DD',
    )
    const dateField = leadForms.scheduling.fields.find((f) => f.name === 'preferredDate')
    // The field's min is read from the browser's clock and the chosen zone, never fixed at build time.
    const at = new Date('2026-11-25T14:30:00Z')
    const min = (timezone: string) => (dateField && 'min' in dateField ? dateField.min?.({ timezone }, at) : null)
    expect([min('AEST'), min('ACST'), min('AWST')]).toEqual(['2026-11-26', '2026-11-26', '2026-11-25'])
    const strict = validatorFor(createSchedulingSchema(() => new Date('2099-01-01T12:00:00Z')))
    expect(strict({ ...valid.scheduling(), preferredDate: today }).preferredDate).toBe('Choose today or a later date')
  })

  it("refuses a slot of today that has already started on the chosen zone's clock, naming it (decision 312)", () => {
    // 3 PM AEST on Wednesday 25 November 2026 (05:00 UTC): 9-10 AM to 2-3 PM have started; 3-4 PM has too.
    const at = new Date('2026-11-25T05:00:00Z')
    const check = validatorFor(createSchedulingSchema(() => at))
    const booking = (preferredTimeSlots: string[], preferredDate = '2026-11-25', timezone = 'AEST') => ({
      ...valid.scheduling(),
      preferredDate,
      timezone,
      preferredTimeSlots,
    })
    expect(check(booking(['9-10 AM'])).preferredTimeSlots).toBe(
      '9-10 AM has already started today. Choose a later time or another day.',
    )
    expect(check(booking(['9-10 AM', '2-3 PM', '4-5 PM'])).preferredTimeSlots).toBe(
      '9-10 AM and 2-3 PM have already started today. Choose a later time or another day.',
    )
    expect(check(booking(['4-5 PM']))).toEqual({})
    expect(check(booking(['9-10 AM'], '2026-11-26'))).toEqual({})
    // 3 PM in Brisbane is 1 PM in Perth: 1-2 PM there has started, 2-3 PM has not.
    expect(check(booking(['1-2 PM'], '2026-11-25', 'AWST')).preferredTimeSlots).toMatch(/^1-2 PM has already started/)
    expect(check(booking(['2-3 PM'], '2026-11-25', 'AWST'))).toEqual({})
    // Without a clock (the JSON endpoint, decision 312), neither the slot nor the date is refused.
    const unclocked = validatorFor(createSchedulingSchema(null))
    expect(unclocked(booking(['9-10 AM']))).toEqual({})
    expect(unclocked(booking(['9-10 AM'], '2026-11-24'))).toEqual({})
  })

  it('shows the no-slot notice only for no slot, not for a slot that has started', () => {
    const invalid = leadForms.scheduling.notices.invalid
    expect(invalid?.({ preferredTimeSlots: 'Select at least one time slot' })).toEqual(notices.schedulingNoSlot)
    expect(
      invalid?.({ preferredTimeSlots: '9-10 AM has already started today. Choose a later time or another day.' }),
    ).toBe(null)
  })

  it('writes dates as YYYY-MM-DD in local time, zero-padded', () => {
    expect(isoDate(new Date(2031, 0, 5))).toBe('2031-01-05')
    expect(isoDate(new Date(2031, 10, 23))).toBe('2031-11-23')
  })
})

describe('signup', () => {
  const form = leadForms['signup-modal']
  const validate = validatorFor(form.schema)

  it('shows and sends the client count only while "has clients" is ticked', () => {
    const ticked = { ...valid['signup-modal'](), hasClients: true, clientCount: '12' }
    expect(wireData(form, ticked)).toMatchObject({ hasClients: true, clientCount: '12' })
    const unticked = { ...ticked, hasClients: false }
    expect(wireData(form, unticked)).not.toHaveProperty('clientCount')
    expect(wireData(form, unticked)).toMatchObject({ hasClients: false, firstName: 'Ava' })
    expect(unticked).toHaveProperty('clientCount', '12') // the form's own values are left alone
  })

  it('names the chosen service in the subject, or the default service when none is chosen', () => {
    expect(subjectFor('signup-modal', { serviceInterest: 'NDIS Audit Support' })).toBe(
      'New NDIS Registration Application - NDIS Audit Support',
    )
    for (const none of [{}, { serviceInterest: '' }, { serviceInterest: 42 }])
      expect(subjectFor('signup-modal', none)).toBe(`New NDIS Registration Application - ${DEFAULT_SERVICE_INTEREST}`)
  })

  it('keeps the chosen service after a success and empties everything else', () => {
    const after = resetValues(form, { ...(valid['signup-modal']() as LeadValues) })
    expect(after).toEqual({ ...form.empty, serviceInterest: 'NDIS Audit Support' })
    expect(after.firstName).toBe('')
    expect(after.hasClients).toBe(false)
    expect(resetValues(form, {})).toEqual(form.empty)
    expect(form.empty.serviceInterest).toBe(DEFAULT_SERVICE_INTEREST)
  })

  it('applies for the default service when the page names none', () => {
    const {
      serviceInterest: _,
      hasClients: __,
      marketingConsent: ___,
      clientCount: ____,
      ...rest
    } = valid['signup-modal']()
    const parsed = v.safeParse(form.schema, rest)
    expect(parsed.success && parsed.output.serviceInterest).toBe(DEFAULT_SERVICE_INTEREST)
    // A visitor who never ticked a box has no clients and gave no consent.
    expect(parsed.success && parsed.output.hasClients).toBe(false)
    expect(parsed.success && parsed.output.marketingConsent).toBe(false)
    expect(validate({ ...rest, hasClients: 'yes' }).hasClients).toBe('Answer yes or no')
    expect(validate({ ...rest, marketingConsent: 'yes' }).marketingConsent).toBe('Answer yes or no')
  })
})

describe('the other forms after a success', () => {
  it('the guide dialog keeps the guide it was opened for', () => {
    const form = leadForms['download-guide']
    expect(resetValues(form, { name: 'Leo', email: 'leo@example.com', guide: 'audit-preparation-checklist' })).toEqual({
      ...form.empty,
      guide: 'audit-preparation-checklist',
    })
    expect(form.empty.guide).not.toBe('')
    expect(validatorFor(form.schema)({ ...valid['download-guide'](), guide: form.empty.guide })).toEqual({})
  })

  it('forms that keep nothing start over empty', () => {
    for (const kind of ['contact', 'scheduling', 'sell-business', 'buy-business'] as const) {
      const form = leadForms[kind]
      expect(resetValues(form, valid[kind]() as LeadValues)).toEqual(form.empty)
    }
  })
})

describe('email subjects', () => {
  it('are one header-safe line of at most 200 characters', () => {
    const long = `Audit\r\nBcc: x@example.com ${'x'.repeat(300)}`
    const subject = subjectFor('signup-modal', { serviceInterest: long })
    expect(subject).not.toMatch(/[\r\n]/)
    expect(subject).toHaveLength(200)
    expect(subject).toContain('Audit Bcc: x@example.com')
    expect(subjectFor('signup-modal', { serviceInterest: 'A\n\nB' })).toBe('New NDIS Registration Application - A B')
  })
})

describe('the test email', () => {
  const validate = validatorFor(leadForms['test-email'].schema)
  it('is sent by the home page with a timestamp, and only from there', () => {
    expect(leadForms['test-email'].presentation).toBe('automatic')
    expect(validate({ at: 'yesterday', page: 'home' }).at).toBe('Send the time as an ISO timestamp')
    expect(validate({ at: 1_763_892_000_000, page: 'home' }).at).toBe('Send the time as an ISO timestamp')
    expect(validate({ at: '2026-11-23T10:00:00.000Z', page: 'shop' }).page).toBe(
      'The test email can only be triggered from the home page',
    )
  })
})
