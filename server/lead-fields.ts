import { australianStates, guides } from '../src/forms/enquiries'
import type { Option } from '../src/forms/fields'
import { type LeadKind, leadKinds } from '../src/forms/lead-kinds'
import { consultationTypes, schedulingServices, timezones } from '../src/forms/scheduling'
import { budgets, businessTypes, currentStatuses, timelines } from '../src/forms/signup'

/** Readable labels for the mail, the viewer and the CSV export. */
const labels: Record<string, string> = {
  name: 'Full name',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  organisation: 'Organisation',
  preferredService: 'Preferred service',
  preferredDate: 'Preferred date',
  preferredTimeSlots: 'Preferred time slots',
  timezone: 'Timezone',
  consultationType: 'Consultation type',
  additionalNotes: 'Additional notes',
  businessName: 'Business/organisation name',
  businessType: 'Business type',
  currentStatus: 'Current NDIS status',
  serviceInterest: 'Service interest',
  budget: 'Budget',
  timeline: 'Timeline',
  hasClients: 'Has clients',
  clientCount: 'Client count',
  additionalInfo: 'Additional information',
  marketingConsent: 'Marketing consent',
  message: 'Message',
  at: 'Triggered at',
  page: 'Page',
  guide: 'Guide',
  state: 'State or territory',
  registrationGroups: 'Registration groups',
}

const choices: Partial<Record<LeadKind, Record<string, readonly Option[]>>> = {
  scheduling: { preferredService: schedulingServices, timezone: timezones, consultationType: consultationTypes },
  'signup-modal': { businessType: businessTypes, currentStatus: currentStatuses, budget: budgets, timeline: timelines },
  'download-guide': { guide: guides },
  'sell-business': { state: australianStates },
  'buy-business': { state: australianStates },
}

export function fieldLabel(key: string): string {
  return labels[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
}

/** The value as staff should read it: option labels instead of codes, lists joined, yes/no. '' when empty. */
export function displayValue(kind: LeadKind, key: string, value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.map((item) => displayValue(kind, key, item)).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  const text = String(value)
  const option = choices[kind]?.[key]?.find((o) => o.value === text)
  return option ? option.label : text
}

export interface LabelledField {
  key: string
  label: string
  value: string
}

/** Every field of a lead in its form's order (then any others), labelled, as text. */
export function labelledFields(kind: LeadKind, data: Record<string, unknown>): LabelledField[] {
  // A lead stored under a form kind that has since been removed still lists its fields.
  const order = Object.keys((leadKinds as Partial<typeof leadKinds>)[kind]?.schema.entries ?? {})
  const keys = [...order.filter((k) => Object.hasOwn(data, k)), ...Object.keys(data).filter((k) => !order.includes(k))]
  return keys.map((key) => ({ key, label: fieldLabel(key), value: displayValue(kind, key, data[key]) }))
}

/** The person behind a lead, for lists: `name`, or first and last name. */
export function leadName(data: Record<string, unknown>): string | null {
  if (typeof data.name === 'string' && data.name) return data.name
  const parts = [data.firstName, data.lastName].filter((p): p is string => typeof p === 'string' && p !== '')
  return parts.length > 0 ? parts.join(' ') : null
}

export function leadContact(data: Record<string, unknown>): { email: string | null; phone: string | null } {
  return {
    email: typeof data.email === 'string' && data.email ? data.email : null,
    phone: typeof data.phone === 'string' && data.phone ? data.phone : null,
  }
}
