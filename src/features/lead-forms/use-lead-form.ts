import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMachine, useSelector } from '@xstate/react'
import { useCallback, useEffect, useId, useMemo, useRef } from 'react'
import * as v from 'valibot'
import { leadDialog } from '../../../machines/lead-dialog.machine'
import type { FieldErrors, LifecycleEvent } from '../../../machines/lead-lifecycle.machine'
import { type LeadFormDescriptor, type LeadValues, resetValues, wireData } from '../../forms/descriptor'
import { fieldErrors } from '../../forms/fields'
import type { FormEcho } from '../../forms/form-echo'
import { type LeadKind, leadForms } from '../../forms/lead-kinds'
import { draftOf, dropDraft, keepDraft, readDraft } from '../../lib/lead-drafts'
import { type FormHooks, lifecycleFor } from '../../lib/lead-effects'

const NO_ERRORS: FieldErrors = {}

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
function useLeadFormState(
  kind: LeadKind,
  onSent?: (values: LeadValues) => void,
  initial?: LeadValues,
  restoreDraft = true,
) {
  const descriptor = leadForms[kind]
  const idPrefix = useId()
  const summaryRef = useRef<HTMLDivElement>(null)
  const honeypotRef = useRef<HTMLInputElement>(null)
  // Where submits go: the machine's `send`, set by the hook that starts the machine.
  const sendRef = useRef<(event: LifecycleEvent) => void>(() => {})
  const onSentRef = useRef(onSent)
  onSentRef.current = onSent

  const form = useForm({
    defaultValues: initial ?? (descriptor.empty as LeadValues),
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
        dropDraft(descriptor)
        onSentRef.current?.(sent)
      },
      clearFieldErrors: () => form.reset(form.state.values, { keepDefaultValues: true }),
      // After React has rendered the summary for these errors.
      focusErrorSummary: () => setTimeout(() => summaryRef.current?.focus()),
      honeypot: () => honeypotRef.current?.value ?? '',
    }),
    [form, descriptor],
  )

  useDraft(form, descriptor, restoreDraft)

  // One object for the form's life, so a dialog's form whose lead state has not changed is not rendered
  // again when the dialog opens (decision 238).
  return useMemo(
    () => ({
      kind,
      descriptor,
      form,
      hooks,
      sendRef,
      summaryRef,
      honeypotRef,
      fieldId: (name: string) => `${idPrefix}-${name}`,
    }),
    [kind, descriptor, form, hooks, idPrefix],
  )
}

type LeadFormApi = ReturnType<typeof useLeadFormState>['form']

/**
 * What the visitor types is kept as the form's draft in this tab (decision 322) and comes back when the
 * form is made again: after a reload, or when a phone has discarded the tab. A field already holding
 * something (typed before the page's code arrived, decision 016) keeps it. A refused post rendered back
 * brings its own entries, so it restores nothing. Only a change to what the visitor types is written:
 * a link setting the service of interest does not write, so two forms of one kind on a page (the booking
 * page's form and its dialog) do not overwrite each other's newer entries.
 */
function useDraft(form: LeadFormApi, descriptor: LeadFormDescriptor, restore: boolean) {
  useEffect(() => {
    if (restore)
      for (const [name, value] of Object.entries(readDraft(descriptor)))
        if (JSON.stringify(form.state.values[name]) === JSON.stringify(descriptor.empty[name]))
          form.setFieldValue(name, value, { dontValidate: true })
    let kept = JSON.stringify(draftOf(descriptor, form.state.values))
    const typing = form.store.subscribe(() => {
      const typed = JSON.stringify(draftOf(descriptor, form.state.values))
      if (typed === kept) return
      kept = typed
      keepDraft(descriptor, form.state.values)
    })
    return () => typing.unsubscribe()
  }, [form, descriptor, restore])
}

/**
 * A lead kept in the browser's backup is sent by the resend queue by itself (decision 002): its entries
 * are no longer a draft, or a reload would bring them back to be sent a second time under a new id.
 * The form keeps them on screen; typing again makes a new draft.
 */
function useDraftHandedOver(descriptor: LeadFormDescriptor, backedUp: boolean) {
  useEffect(() => {
    if (backedUp) dropDraft(descriptor)
  }, [descriptor, backedUp])
}

export type LeadFormState = ReturnType<typeof useLeadFormState> & {
  /** The error summary's entries: the last refused attempt's, from the browser or the server. */
  summary: FieldErrors
  /** Server errors of a refused lead, shown at their fields until the visitor sends again. */
  refusedFields: FieldErrors
  busy: boolean
  /** The lead could not be sent and is kept in this browser for resending. */
  backedUp: boolean
  /** The id a plain POST of this form carries: the server's, when it rendered a refused POST back. */
  postedId: string
  /** A refusal that is not one field's (the store was down), from a re-rendered plain POST. */
  formError?: string
  /** A page's form, whose markup the server rendered: it may hold entries typed before it hydrated. */
  serverRendered: boolean
}

export interface InlineLeadFormOptions {
  /** The values the form starts with (a page's guide or service of interest). */
  initial?: LeadValues
  /** A plain POST the server refused and rendered back (decision 015): the form starts refused. */
  echo?: FormEcho | null
  onSent?: (values: LeadValues) => void
}

/** A lead form on a page (contact, the business enquiries, the form pages): the lifecycle alone. */
export function useInlineLeadForm(
  kind: LeadKind,
  { initial, echo, onSent }: InlineLeadFormOptions = {},
): LeadFormState {
  const state = useLeadFormState(
    kind,
    onSent,
    echo ? { ...(initial ?? leadForms[kind].empty), ...echo.values } : initial,
    !echo,
  )
  const machine = useMemo(() => lifecycleFor(kind, state.hooks), [kind, state.hooks])
  // A refused POST starts the lifecycle where a refused send ends: rejected, its errors in the summary.
  const [snapshot, send] = useMachine(
    machine,
    echo
      ? {
          snapshot: machine.resolveState({
            value: 'rejected',
            context: { summary: echo.errors, unsent: null, sendError: null },
          }),
        }
      : undefined,
  )
  state.sendRef.current = send
  const rejected = snapshot.matches('rejected')
  const backedUp = snapshot.matches('backedUp')
  useDraftHandedOver(state.descriptor, backedUp)
  return {
    ...state,
    summary: snapshot.context.summary,
    refusedFields: rejected ? snapshot.context.summary : {},
    busy: snapshot.matches('submitting'),
    backedUp,
    postedId: echo?.id ?? '',
    formError: rejected ? echo?.formError : undefined,
    serverRendered: true,
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
  const summary = lifecycle?.context.summary ?? NO_ERRORS
  const refusedFields = lifecycle?.matches('rejected') ? summary : NO_ERRORS
  const busy = dialog.matches({ open: 'sending' })
  const backedUp = lifecycle?.matches('backedUp') ?? false
  useDraftHandedOver(state.descriptor, backedUp)
  // The same object while none of it changes: opening or closing the dialog does not render the form
  // again (decision 238).
  const lead: LeadFormState = useMemo(
    () => ({ ...state, summary, refusedFields, busy, backedUp, postedId: '', serverRendered: false }),
    [state, summary, refusedFields, busy, backedUp],
  )
  // Stable, so the dialog's request subscription is made once.
  const openDialog = useCallback(() => actor.send({ type: 'dialog.open' }), [actor])
  const closeDialog = useCallback(() => actor.send({ type: 'dialog.close' }), [actor])
  return { lead, open: !dialog.matches('closed'), openDialog, closeDialog }
}
