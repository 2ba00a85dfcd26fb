import type { FieldSpec, LeadFormDescriptor, LeadValue, LeadValues } from './descriptor'

/** The `value` of a lead form's checkboxes on its page; the server reads only whether the name was sent. */
export const CHECKBOX_VALUE = 'yes'

/**
 * A lead form's values from a plain POST (`application/x-www-form-urlencoded`, decision 015), typed
 * as the form keeps them, so the server validates them with the same schema as the JSON endpoint.
 * Only the descriptor's fields are read: the hidden `id`, the honeypot `website` and any other key are
 * not values. A field the post does not carry at all gets the descriptor's `empty` value.
 *
 * - one-value widgets (text, email, tel, date, textarea, select, radio, shown, hidden): the first value;
 * - `checkbox`: ticked when its name was sent (the page renders `value="yes"`, CHECKBOX_VALUE; the value is
 *   not read);
 * - `slots`: every value sent, in the options' own order; values that are not options stay at the end,
 *   as sent, so the schema refuses them instead of the post losing them quietly.
 */
export function valuesFromFormData(descriptor: LeadFormDescriptor, data: URLSearchParams): LeadValues {
  const values: LeadValues = {}
  for (const field of descriptor.fields) values[field.name] = fieldValue(field, data, descriptor.empty[field.name])
  return values
}

function fieldValue(field: FieldSpec, data: URLSearchParams, empty: LeadValue | undefined): LeadValue {
  switch (field.widget) {
    case 'checkbox':
      return data.has(field.name)
    case 'slots': {
      if (!data.has(field.name)) return empty ?? []
      const order = field.options.map((option) => option.value)
      const rank = (value: string) => {
        const index = order.indexOf(value)
        return index < 0 ? order.length : index
      }
      // A stable sort: unknown values keep the order they came in.
      return data.getAll(field.name).sort((a, b) => rank(a) - rank(b))
    }
    default:
      return data.get(field.name) ?? empty ?? ''
  }
}

/**
 * What a browser posts for these values from the page's form (the inverse of `valuesFromFormData`):
 * one pair per one-value field, a ticked checkbox as CHECKBOX_VALUE and an unticked one not at all, one
 * pair per chosen slot.
 */
export function formDataFromValues(values: Readonly<Record<string, LeadValue>>): URLSearchParams {
  const data = new URLSearchParams()
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string') data.append(name, value)
    else if (typeof value === 'boolean') {
      if (value) data.append(name, CHECKBOX_VALUE)
    } else for (const item of value) data.append(name, item)
  }
  return data
}
