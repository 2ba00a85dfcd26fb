import { useStore } from '@tanstack/react-form'
import { memo, useEffect, useState, useSyncExternalStore } from 'react'
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
  const clock = useBrowserClock()
  // Before the form runs (the server's render, a page without JavaScript) conditional fields are shown
  // too: the server keeps what they hold only when their condition holds (wireData). Read as one string,
  // so the list renders again only when a condition flips, not on every keystroke (decision 239).
  const shownNames = useStore(form.store, (s) =>
    descriptor.fields
      .filter((f) => !clock || isShown(f, s.values))
      .map((f) => f.name)
      .join(' '),
  )
  const shown = descriptor.fields.filter((f) => shownNames.split(' ').includes(f.name))
  const visible = shown.filter((f) => f.widget !== 'hidden')
  const fieldOf = (field: FieldSpec) => (
    <LeadField
      form={form}
      field={field}
      id={fieldId(field.name)}
      refused={refusedFields[field.name]}
      // Only to the fields that read it: the others stay as they are when the clock arrives.
      clock={readsClock(field) ? clock : null}
    />
  )

  return (
    <>
      {shown
        .filter((f) => f.widget === 'hidden')
        .map((field) => (
          // Set by the page or the dialog (the guide), posted with the form.
          <HiddenField key={field.name} form={form} name={field.name} />
        ))}
      {fieldRows(visible).map((row) => (
        <div key={row.fields[0]?.name} className={row.wide ? undefined : twoColumns}>
          {row.fields.map((field) => (
            <div key={field.name}>{fieldOf(field)}</div>
          ))}
        </div>
      ))}
    </>
  )
}

type LeadFormApi = LeadFormState['form']

const readsClock = (field: FieldSpec) =>
  (field.widget === 'date' && field.min !== undefined) || (field.widget === 'slots' && field.localNote !== undefined)

const HiddenField = memo(function HiddenField({ form, name }: { form: LeadFormApi; name: string }) {
  const value = useStore(form.store, (s) => s.values[name])
  return <input type="hidden" name={name} value={asText(value)} />
})

/**
 * One field as its widget. It reads only its own value and error from the form (and, for a date or the
 * slots, what it derives from the others), so it renders only when those change. A field that renders
 * again has every attribute of its input written again by React, and the browser styles it again: when
 * every field rendered on each keystroke, or on the value a lead link sets as its dialog opens, the whole
 * form was styled again (decision 239).
 */
const LeadField = memo(function LeadField({
  form,
  field,
  id,
  refused,
  clock,
}: {
  form: LeadFormApi
  field: FieldSpec
  id: string
  /** What the lead function refused in this field, if it did. */
  refused: string | undefined
  clock: Date | null
}) {
  const { name, label, hint, required } = field
  const value = useStore(form.store, (s) => s.values[name])
  const live = useStore(form.store, (s) => s.fieldMeta[name]?.errors?.find((e): e is string => typeof e === 'string'))
  const min = useStore(form.store, (s) =>
    clock && field.widget === 'date' && field.min ? field.min(s.values, clock) : undefined,
  )
  const localNote = useStore(form.store, (s) =>
    clock && field.widget === 'slots' && field.localNote ? field.localNote(s.values) : null,
  )
  const common = { id, label, hint, required, error: live ?? refused }
  const set = (next: LeadValue) => form.setFieldValue(name, next)

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
          min={min}
          value={asText(value)}
          onChange={(e) => set(e.target.value)}
        />
      )
    case 'textarea':
      return (
        <TextAreaField
          {...common}
          name={name}
          rows={field.rows}
          value={asText(value)}
          onChange={(e) => set(e.target.value)}
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
          onChange={(e) => set(e.target.value)}
        />
      )
    case 'radio':
      return (
        <ChoiceGroup
          {...common}
          legend={label}
          type="radio"
          name={name}
          options={field.none === undefined ? field.options : [{ value: '', label: field.none }, ...field.options]}
          selected={[asText(value)]}
          onToggle={(choice) => set(choice)}
        />
      )
    case 'slots': {
      const chosen = asList(value)
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
            set(field.options.map((o) => o.value).filter((s) => (s === slot ? checked : chosen.includes(s))))
          }
        />
      )
    }
    case 'checkbox':
      return <CheckboxField id={id} name={name} label={label} checked={value === true} onChange={(c) => set(c)} />
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
})
