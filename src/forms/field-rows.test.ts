// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { type FieldSpec, isShown } from './descriptor'
import { fieldRows } from './field-rows'
import { leadForms, leadKindNames } from './lead-kinds'

const names = (fields: readonly FieldSpec[]) => fieldRows(fields).map((row) => row.fields.map((f) => f.name))

describe('the lead forms on a wide screen', () => {
  it('sits short fields two to a row and gives long ones, and those marked wide, a row each', () => {
    const fields: FieldSpec[] = [
      { name: 'a', label: 'A', widget: 'text' },
      { name: 'b', label: 'B', widget: 'email' },
      { name: 'c', label: 'C', widget: 'tel' },
      { name: 'd', label: 'D', widget: 'text', wide: true },
      { name: 'e', label: 'E', widget: 'textarea', rows: 4 },
      { name: 'f', label: 'F', widget: 'checkbox' },
      { name: 'g', label: 'G', widget: 'date' },
    ]
    expect(names(fields)).toEqual([['a', 'b', 'c'], ['d'], ['e'], ['f'], ['g']])
    expect(fieldRows(fields).map((row) => row.wide)).toEqual([false, true, true, true, false])
    for (const widget of ['radio', 'slots', 'shown'] as const) {
      expect(fieldRows([{ name: 'x', label: 'X', widget, options: [] } as FieldSpec])[0]?.wide, widget).toBe(true)
    }
  })

  // A half row left empty beside a lone field reads as a missing field (and splits pairs such as first and
  // last name): every form's short fields come in pairs, with its conditional fields shown or hidden, and
  // without JavaScript, where every field is on the page.
  it.each(leadKindNames)('%s: no field stands beside an empty half row', (kind) => {
    const form = leadForms[kind]
    const ticked = Object.fromEntries(Object.entries(form.empty).map(([k, v]) => [k, typeof v === 'boolean' || v]))
    const onScreen = form.fields.filter((f) => f.widget !== 'hidden')
    for (const shown of [
      onScreen,
      onScreen.filter((f) => isShown(f, form.empty)),
      onScreen.filter((f) => isShown(f, ticked)),
    ]) {
      for (const row of fieldRows(shown)) {
        if (!row.wide) expect(row.fields.length % 2, row.fields.map((f) => f.name).join(', ')).toBe(0)
      }
    }
  })
})
