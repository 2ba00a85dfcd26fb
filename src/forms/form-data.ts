import type { FieldSpec, LeadFormDescriptor, LeadValue, LeadValues } from './descriptor'

/**
 * A lead form's values from a plain POST (`application/x-www-form-urlencoded`, decision 015), typed
 * as the form keeps them, so the server validates them with the same schema as the JSON endpoint.
 * Only the descriptor's fields are read: the hidden `id`, the honeypot `website` and any other key are
 * not values. A field the post does not carry at all gets the descriptor's `empty` value.
 *
 * - one-value widgets (text, email, tel, date, textarea, select, radio, shown, hidden): the first value;
 * - `checkbox`: ticked when its name was sent (the page renders `value="yes"`; the value is not read);
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
