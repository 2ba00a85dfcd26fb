import { revalidateLogic, useForm, useStore } from '@tanstack/react-form'
import { useKeptDraft } from './kept-drafts'

type Values = Record<string, string>
/** Each field's message, or nothing when the field is fine. */
export type DeskChecks<V extends Values> = (values: V) => Partial<Record<keyof V, string>>

/** The form control behind an id: the element itself, or the first control inside a group. */
function focusable(id: string): HTMLElement | null {
  const element = document.getElementById(id)
  if (!element || element.matches('input, select, textarea')) return element
  return element.querySelector<HTMLElement>('input, select, textarea')
}

/**
 * A staff form on the desk. TanStack Form owns what was typed, as it does for the lead forms: it checks
 * on submit, then live as the entry is corrected, and a refused submit moves focus to the first field
 * with a message. `ids` gives each field's element id, in the order the fields appear.
 */
export function useDeskForm<V extends Values>(options: {
  defaultValues: V
  ids: Partial<Record<keyof V, string>>
  check?: DeskChecks<V>
  onSubmit: (values: V) => Promise<unknown> | unknown
}) {
  const form = useForm({
    defaultValues: options.defaultValues,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: {
      onDynamic: ({ value }) => {
        const fields = options.check?.(value) ?? {}
        return Object.values(fields).some(Boolean) ? { fields } : undefined
      },
    },
    onSubmit: ({ value }) => options.onSubmit(value),
    onSubmitInvalid: ({ formApi }) => {
      const meta = formApi.state.fieldMeta as Record<string, { errors?: unknown[] } | undefined>
      const first = Object.entries(options.ids).find(([name]) => meta[name]?.errors?.length)
      if (first) focusable(first[1] as string)?.focus()
    },
  })
  // Signed out by another tab, a half-typed entry is kept in memory and comes back with the form after
  // logging in again as the same account (decision 262). The ids name the form and its lead.
  useKeptDraft(
    Object.values(options.ids).join(' '),
    () => form.state.values,
    () => form.state.isDirty,
    (kept: V) => {
      for (const [name, value] of Object.entries(kept)) form.setFieldValue(name, value as never)
    },
  )
  const values = useStore(form.store, (s) => s.values) as V
  const fieldMeta = useStore(form.store, (s) => s.fieldMeta) as Record<string, { errors?: unknown[] } | undefined>
  const errorOf = (name: keyof V & string) => fieldMeta[name]?.errors?.find((e): e is string => typeof e === 'string')
  const set = (name: keyof V & string, value: string) => form.setFieldValue(name, value as never)
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault()
    return form.handleSubmit()
  }
  return { form, values, errorOf, set, submit }
}
