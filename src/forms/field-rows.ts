import type { FieldSpec } from './descriptor'

/** Widgets that take a whole row; the others sit two to a row on wider screens. */
const fullRow = new Set<FieldSpec['widget']>(['textarea', 'radio', 'slots', 'checkbox', 'shown'])
const isWide = (field: FieldSpec) => field.wide || fullRow.has(field.widget)

export interface FieldRow {
  /** A whole row (one field), or a two-column grid of consecutive half-row fields. */
  wide: boolean
  fields: FieldSpec[]
}

/** Consecutive half-row fields share a two-column grid; the rest stand alone, in the descriptor's order. */
export function fieldRows(fields: readonly FieldSpec[]): FieldRow[] {
  const result: FieldRow[] = []
  for (const field of fields) {
    const last = result.at(-1)
    if (!isWide(field) && last && !last.wide) last.fields.push(field)
    else result.push({ wide: isWide(field), fields: [field] })
  }
  return result
}
