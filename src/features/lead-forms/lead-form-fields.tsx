import { useStore } from '@tanstack/react-form'
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react'
import { css } from 'styled-system/css'
import { CheckboxField, ChoiceGroup, SelectField, TextAreaField, TextField } from '../../components/ui/form-fields'
import { type FieldSpec, isShown, type LeadValue } from '../../forms/descriptor'
import { fieldRows } from '../../forms/field-rows'
import type { LeadFormState } from './use-lead-form'

const twoColumns = css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })

const asText = (value: LeadValue | undefined) => (typeof value === 'string' ? value : '')
const asList = (value: LeadValue | undefined): readonly string[] => (Array.isArray(value) ? value : [])

const noSubscription = () => () => {}

/**
 * The browser's clock, once the form runs in the browser; null in the server's (pre)render and while
 * React hydrates the server's markup. So nothing read from a clock (the date's `min`, the slots in local
 * time) is fixed at build time (decision 150), and a page without JavaScript shows every field,
 * conditional ones with their condition in words (decision 154). A form made in the browser (a dialog)
 * has it from its first render. Whether React is hydrating is its own answer: the server snapshot of
 * `useSyncExternalStore` is what it reads while hydrating, and only then. (A flag set by the first form to
 * run was wrong once the dialogs ran at idle: a page form hydrated after them without its server's fields.)
 */
function useBrowserClock(): Date | null {
  const madeInBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const [clock, setClock] = useState<Date | null>(() => (madeInBrowser ? new Date() : null))
  useEffect(() => {
    setClock((known) => known ?? new Date())
  }, [])
  return clock
}

/** The one renderer of every lead form's fields: each field of the descriptor as its widget. */
export function LeadFormFields({ lead }: { lead: LeadFormState }) {
  const { form, descriptor, fieldId, refusedFields } = lead
  const values = useStore(form.store, (s) => s.values)
  const fieldMeta = useStore(form.store, (s) => s.fieldMeta)
  const clock = useBrowserClock()
  // Before the form runs (the server's render, a page without JavaScript) conditional fields are shown
  // too: the server keeps what they hold only when their condition holds (wireData).
  const shown = descriptor.fields.filter((f) => !clock || isShown(f, values))
  const visible = shown.filter((f) => f.widget !== 'hidden')

  const errorOf = (name: string) => {
    const live = fieldMeta[name]?.errors?.find((e): e is string => typeof e === 'string')
    return live ?? refusedFields[name]
  }
  const set = (name: string, value: LeadValue) => form.setFieldValue(name, value)

  const widget = (field: FieldSpec): ReactNode => {
    const { name, label, hint, required } = field
    const common = { id: fieldId(name), label, hint, required, error: errorOf(name) }
    const value = values[name]
    switch (field.widget) {
      case 'text':
      case 'email':
      case 'tel':
      case 'date':
        return (
          <TextField
            {...common}
            name={name}
            type={field.widget}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            min={clock && field.widget === 'date' && field.min ? field.min(values, clock) : undefined}
            value={asText(value)}
            onChange={(e) => set(name, e.target.value)}
          />
        )
      case 'textarea':
        return (
          <TextAreaField
            {...common}
            name={name}
            rows={field.rows}
            value={asText(value)}
            onChange={(e) => set(name, e.target.value)}
          />
        )
      case 'select':
        return (
          <SelectField
            {...common}
            name={name}
            options={field.options}
            placeholder={field.placeholder}
            value={asText(value)}
            onChange={(e) => set(name, e.target.value)}
          />
        )
      case 'radio':
        return (
          <ChoiceGroup
            {...common}
            legend={label}
            type="radio"
            name={name}
            options={field.options}
            selected={[asText(value)]}
            onToggle={(choice) => set(name, choice)}
          />
        )
      case 'slots': {
        const chosen = asList(value)
        const localNote = clock && field.localNote ? field.localNote(values) : null
        return (
          <ChoiceGroup
            {...common}
            hint={localNote ? `${hint ?? ''} ${localNote}`.trim() : hint}
            legend={label}
            type="checkbox"
            name={name}
            columns={2}
            options={field.options}
            selected={chosen}
            // Kept in the slots' own order, whatever order they were ticked in.
            onToggle={(slot, checked) =>
              set(
                name,
                field.options.map((o) => o.value).filter((s) => (s === slot ? checked : chosen.includes(s))),
              )
            }
          />
        )
      }
      case 'checkbox':
        return (
          <CheckboxField
            id={common.id}
            name={name}
            label={label}
            checked={value === true}
            onChange={(c) => set(name, c)}
          />
        )
      case 'shown':
        return (
          <p className={css({ bg: 'navy.50', px: '4', py: '3', borderRadius: 'md', color: 'navy.900' })}>
            {label}: <strong>{asText(value)}</strong>
            <input type="hidden" name={name} value={asText(value)} />
          </p>
        )
      case 'hidden':
        return null
    }
  }

  return (
    <>
      {shown
        .filter((f) => f.widget === 'hidden')
        .map(({ name }) => (
          // Set by the page or the dialog (the guide), posted with the form.
          <input key={name} type="hidden" name={name} value={asText(values[name])} />
        ))}
      {fieldRows(visible).map((row) => (
        <div key={row.fields[0]?.name} className={row.wide ? undefined : twoColumns}>
          {row.fields.map((field) => (
            <div key={field.name}>{widget(field)}</div>
          ))}
        </div>
      ))}
    </>
  )
}
