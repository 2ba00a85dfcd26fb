import type { FieldSpec } from '../src/forms/descriptor'
import { isLeadKind, type LeadKind, leadForms } from '../src/forms/lead-kinds'

/**
 * Readable labels and values for the mail, the viewer and the CSV export, from the form's own
 * descriptor: staff read the label the visitor answered, and option labels instead of codes.
 */
function fieldSpec(kind: LeadKind, key: string): FieldSpec | undefined {
  // A lead stored under a form kind that has since been removed still lists its fields.
  return isLeadKind(kind) ? leadForms[kind].fields.find((f) => f.name === key) : undefined
}

/** A field's label as the visitor read it (less "(optional)"); a key no form has (an old lead's) is spelt out from its name. */
export function fieldLabel(kind: LeadKind, key: string): string {
  const spec = fieldSpec(kind, key)
  const label = spec?.staffLabel ?? spec?.label.replace(/ \(optional\)$/, '')
  return label ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
}

/** The value as staff should read it: option labels instead of codes, lists joined, yes/no. '' when empty. */
export function displayValue(kind: LeadKind, key: string, value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.map((item) => displayValue(kind, key, item)).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  const text = String(value)
  const spec = fieldSpec(kind, key)
  const option = spec && 'options' in spec ? spec.options.find((o) => o.value === text) : undefined
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
  const order = isLeadKind(kind) ? leadForms[kind].fields.map((f) => f.name) : []
  const keys = [...order.filter((k) => Object.hasOwn(data, k)), ...Object.keys(data).filter((k) => !order.includes(k))]
  return keys.map((key) => ({ key, label: fieldLabel(kind, key), value: displayValue(kind, key, data[key]) }))
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
