import { useForm, useStore } from '@tanstack/react-form'
import { useMachine } from '@xstate/react'
import { type ChangeEvent, useId, useMemo, useRef } from 'react'
import { fromPromise } from 'xstate'
import type { createSubmissionMachine, FieldErrors, SendInput } from '../../../machines/submission.machine'
import type { Notice } from '../../content/notices'
import { site } from '../../content/site'
import type { LeadKind } from '../../forms/subjects'
import { subjectFor } from '../../forms/subjects'
import { markSent, saveBackup } from '../../lib/lead-backup'
import { submitForm } from '../../lib/lead-transport'
import { startResendQueue } from '../../lib/resend-queue'
import { notify } from './notify'

type SubmissionMachine<T> = ReturnType<typeof createSubmissionMachine<T>>

export interface LeadFormOptions<TValues> {
  kind: LeadKind
  machine: SubmissionMachine<TValues>
  defaultValues: TValues
  validate: (values: TValues) => FieldErrors
  notices: { success: Notice; failure: Notice }
  /** Extra reaction to an invalid submit (the scheduling form's no-slot notice). */
  onInvalid?: (errors: FieldErrors) => void
  /** Values the form returns to after a success (the signup form keeps its service interest). */
  resetValues?: () => TValues
  onSuccess?: (values: TValues) => void
}

/**
 * Wires one lead form: TanStack Form holds the fields, the shared submission machine decides,
 * and the transport, the local backup and the notices are its side effects.
 */
export function useLeadForm<TValues>(options: LeadFormOptions<TValues>) {
  const { kind, machine, validate } = options
  // The first values the form had: a later render's new object must not rebuild the machine.
  const defaultValues = useRef(options.defaultValues).current
  const idPrefix = useId()
  const summaryRef = useRef<HTMLDivElement>(null)
  const honeypotRef = useRef<HTMLInputElement>(null)
  const optionsRef = useRef(options)
  optionsRef.current = options

  const form = useForm({ defaultValues })

  const provided = useMemo(
    () =>
      machine.provide({
        actors: {
          sendLead: fromPromise<unknown, SendInput<TValues>>(async ({ input }) => {
            const result = await submitForm(kind, input.values, input.id, honeypotRef.current?.value ?? '')
            if (!result.ok) throw new Error(result.error)
            markSent(result.id)
            return result
          }),
        },
        actions: {
          notifySuccess: () => notify(optionsRef.current.notices.success),
          notifyBackedUp: () => notify(optionsRef.current.notices.failure),
          notifyInvalid: (_, { errors }) => optionsRef.current.onInvalid?.(errors),
          focusErrorSummary: () => {
            // After React has rendered the summary for these errors.
            setTimeout(() => summaryRef.current?.focus())
          },
          saveBackup: (_, { id, values, error }) => {
            saveBackup({
              form: kind,
              data: values,
              subject: subjectFor(kind, values),
              to: site.email,
              id,
              error: error ?? undefined,
            })
            startResendQueue()
          },
          resetForm: () => {
            const values = form.state.values
            form.reset(optionsRef.current.resetValues?.() ?? defaultValues)
            optionsRef.current.onSuccess?.(values)
          },
        },
      }),
    [machine, kind, form, defaultValues],
  )
  const [state, send] = useMachine(provided)
  const values = useStore(form.store, (s) => s.values)
  // The machine keeps the errors of the last refused attempt until the entries are accepted or the
  // dialog closes, so a reopened dialog starts clean (entries kept) like the summary does.
  const attempted = Object.keys(state.context.errors).length > 0
  // Validate on submit, then live as the visitor corrects each field.
  const errors: FieldErrors = attempted ? validate(values) : {}

  const fieldId = (name: string) => `${idPrefix}-${name}`
  const setValue = (name: keyof TValues & string, value: unknown) => form.setFieldValue(name as never, value as never)

  /** Props for a text input, textarea or select bound to one field. */
  const bind = (name: keyof TValues & string) => ({
    id: fieldId(name),
    name,
    value: String(values[name] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value),
    error: errors[name],
  })

  return {
    form,
    state,
    send,
    values,
    errors,
    bind,
    setValue,
    summaryErrors: state.context.errors,
    fieldId,
    summaryRef,
    honeypotRef,
    busy: state.matches({ open: 'submitting' } as never),
    submit: (event: { preventDefault: () => void }) => {
      event.preventDefault()
      send({ type: 'form.submit', values: form.state.values })
    },
  }
}
