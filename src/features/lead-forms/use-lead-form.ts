import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMachine, useSelector } from '@xstate/react'
import { useId, useMemo, useRef } from 'react'
import * as v from 'valibot'
import { leadDialog } from '../../../machines/lead-dialog.machine'
import type { FieldErrors, LifecycleEvent } from '../../../machines/lead-lifecycle.machine'
import { type LeadValues, resetValues, wireData } from '../../forms/descriptor'
import { fieldErrors } from '../../forms/fields'
import { type LeadKind, leadForms } from '../../forms/lead-kinds'
import { type FormHooks, lifecycleFor } from '../../lib/lead-effects'

/** The field-to-first-message map of TanStack Form's validation, in the form's field order. */
function firstErrors(kind: LeadKind, fieldMeta: Record<string, { errors?: unknown[] } | undefined>): FieldErrors {
  const errors: FieldErrors = {}
  for (const { name } of leadForms[kind].fields) {
    const first = fieldMeta[name]?.errors?.find((e) => typeof e === 'string')
    if (typeof first === 'string') errors[name] = first
  }
  return errors
}

/**
 * One lead form's state: TanStack Form owns the values and validates them with the descriptor's
 * schema (on submit, then live as the visitor corrects); a submit hands the values and that
 * validation's errors to the lifecycle, which owns everything after.
 */
function useLeadFormState(kind: LeadKind, onSent?: (values: LeadValues) => void) {
  const descriptor = leadForms[kind]
  const idPrefix = useId()
  const summaryRef = useRef<HTMLDivElement>(null)
  const honeypotRef = useRef<HTMLInputElement>(null)
  // Where submits go: the machine's `send`, set by the hook that starts the machine.
  const sendRef = useRef<(event: LifecycleEvent) => void>(() => {})
  const onSentRef = useRef(onSent)
  onSentRef.current = onSent

  const form = useForm({
    defaultValues: descriptor.empty as LeadValues,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: {
      // The descriptor's schema, once per attempt and then per change; each field gets its first message.
      // Only what would be sent is checked: a field the visitor cannot see can never block them.
      onDynamic: ({ value }) => {
        const result = v.safeParse(descriptor.schema, wireData(descriptor, value))
        return result.success ? undefined : { fields: fieldErrors(result.issues) }
      },
    },
    onSubmit: ({ value }) => sendRef.current({ type: 'form.submit', data: wireData(descriptor, value), errors: {} }),
    onSubmitInvalid: ({ value, formApi }) =>
      sendRef.current({
        type: 'form.submit',
        data: wireData(descriptor, value),
        errors: firstErrors(kind, formApi.state.fieldMeta),
      }),
  })

  const hooks: FormHooks = useMemo(
    () => ({
      resetForm: () => {
        const sent = form.state.values
        form.reset(resetValues(descriptor, sent), { keepDefaultValues: true })
        onSentRef.current?.(sent)
      },
      clearFieldErrors: () => form.reset(form.state.values, { keepDefaultValues: true }),
      // After React has rendered the summary for these errors.
      focusErrorSummary: () => setTimeout(() => summaryRef.current?.focus()),
      honeypot: () => honeypotRef.current?.value ?? '',
    }),
    [form, descriptor],
  )

  return {
    kind,
    descriptor,
    form,
    hooks,
    sendRef,
    summaryRef,
    honeypotRef,
    fieldId: (name: string) => `${idPrefix}-${name}`,
  }
}

export type LeadFormState = ReturnType<typeof useLeadFormState> & {
  /** The error summary's entries: the last refused attempt's, from the browser or the server. */
  summary: FieldErrors
  /** Server errors of a refused lead, shown at their fields until the visitor sends again. */
  refusedFields: FieldErrors
  busy: boolean
}

/** An inline lead form (contact, the business enquiries): the lifecycle alone. */
export function useInlineLeadForm(kind: LeadKind): LeadFormState {
  const state = useLeadFormState(kind)
  const machine = useMemo(() => lifecycleFor(kind, state.hooks), [kind, state.hooks])
  const [snapshot, send] = useMachine(machine)
  state.sendRef.current = send
  return {
    ...state,
    summary: snapshot.context.summary,
    refusedFields: snapshot.matches('rejected') ? snapshot.context.summary : {},
    busy: snapshot.matches('submitting'),
  }
}

/** A lead form in a dialog: the dialog machine, with the lifecycle as its child. */
export function useDialogLeadForm(kind: LeadKind, onSent?: (values: LeadValues) => void) {
  const state = useLeadFormState(kind, onSent)
  const machine = useMemo(
    () => leadDialog.provide({ actors: { submission: lifecycleFor(kind, state.hooks) } }),
    [kind, state.hooks],
  )
  const [dialog, send, actor] = useMachine(machine)
  state.sendRef.current = send
  // The lifecycle child lives as long as the dialog; its own snapshots drive the form.
  const lifecycle = useSelector(
    useSelector(actor, (s) => s.children.submission),
    (s) => s,
  )
  const lead: LeadFormState = {
    ...state,
    summary: lifecycle?.context.summary ?? {},
    refusedFields: lifecycle?.matches('rejected') ? lifecycle.context.summary : {},
    busy: dialog.matches({ open: 'sending' }),
  }
  return {
    lead,
    open: !dialog.matches('closed'),
    backedUp: lifecycle?.matches('backedUp') ?? false,
    openDialog: () => send({ type: 'dialog.open' }),
    closeDialog: () => send({ type: 'dialog.close' }),
  }
}
