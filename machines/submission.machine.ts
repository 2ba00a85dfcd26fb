import { assign, fromPromise, setup } from 'xstate'

/**
 * The one submission lifecycle every lead form shares (scheduling, signup, contact, enquiries):
 *
 *   idle → validating → submitting → success | failure → backedUp
 *
 * Dialog forms wrap the same states in `closed | open`. Side effects are named here and
 * implemented by whoever runs the machine (the React forms, the tests) with `machine.provide`.
 */

export type FieldErrors = Record<string, string>

export interface SubmissionContext<TValues> {
  values: TValues
  errors: FieldErrors
  /** Idempotency key of the current lead; kept when the same entries are sent again. */
  submissionId: string | null
  submittedKey: string | null
  sendError: string | null
}

export type SubmissionEvent<TValues> =
  | { type: 'form.submit'; values: TValues }
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }

export interface SendInput<TValues> {
  id: string
  values: TValues
}

export interface SubmissionOptions<TValues> {
  id: string
  /** Returns the field errors of `values` ({} when valid): the form's valibot schema. */
  validate: (values: TValues) => FieldErrors
  initialValues: TValues
  /** Wrap the lifecycle in `closed | open` for a dialog. */
  dialog?: boolean
}

const keyOf = (values: unknown) => JSON.stringify(values)

export function createSubmissionMachine<TValues>({
  id,
  validate,
  initialValues,
  dialog = false,
}: SubmissionOptions<TValues>) {
  const base = setup({
    types: {
      context: {} as SubmissionContext<TValues>,
      events: {} as SubmissionEvent<TValues>,
    },
    actors: {
      // Provided by the UI (the lead transport) or the tests. Resolves when the server took the lead.
      sendLead: fromPromise<unknown, SendInput<TValues>>(async () => {
        throw new Error('sendLead is not provided')
      }),
    },
    guards: {
      isValid: ({ context }) => Object.keys(validate(context.values)).length === 0,
    },
    actions: {
      assignValues: assign({
        values: ({ event, context }) => (event.type === 'form.submit' ? event.values : context.values),
      }),
      assignErrors: assign({ errors: ({ context }) => validate(context.values) }),
      clearErrors: assign({ errors: () => ({}) }),
      // Same entries as the last unsent attempt → same id, so a retry can never make a second lead.
      assignSubmissionId: assign(({ context }) => {
        const key = keyOf(context.values)
        if (context.submissionId && context.submittedKey === key) return {}
        return { submissionId: crypto.randomUUID(), submittedKey: key }
      }),
      assignSendError: assign({
        sendError: (_, params: { error: unknown }) =>
          params.error instanceof Error ? params.error.message : String(params.error),
      }),
      clearSubmission: assign({ submissionId: null, submittedKey: null, sendError: null, errors: () => ({}) }),
      resetValues: assign({ values: () => initialValues }),
      // Implemented by the UI:
      focusErrorSummary: () => {},
      notifyInvalid: (_, _params: { errors: FieldErrors }) => {},
      notifySuccess: () => {},
      notifyBackedUp: () => {},
      saveBackup: (_, _params: SendInput<TValues> & { error: string | null }) => {},
      resetForm: () => {},
    },
  })

  const submit = { target: 'validating', actions: 'assignValues' } as const

  return base.createMachine({
    id,
    context: {
      values: initialValues,
      errors: {},
      submissionId: null,
      submittedKey: null,
      sendError: null,
    },
    initial: dialog ? 'closed' : 'open',
    states: {
      // Inline forms (the contact form) have no closed state: they are always open.
      ...(dialog ? { closed: { on: { 'dialog.open': 'open' } } } : {}),
      open: {
        initial: 'idle',
        on: dialog ? { 'dialog.close': { target: 'closed', actions: 'clearErrors' } } : {},
        states: {
          idle: { on: { 'form.submit': submit } },
          // Transient: decides with the same schema the form shows errors from.
          validating: {
            always: [
              { guard: 'isValid', target: 'submitting', actions: ['clearErrors', 'assignSubmissionId'] },
              {
                target: 'idle',
                actions: [
                  'assignErrors',
                  { type: 'notifyInvalid', params: ({ context }) => ({ errors: context.errors }) },
                  'focusErrorSummary',
                ],
              },
            ],
          },
          submitting: {
            // A lead in flight cannot be abandoned by closing the dialog: its outcome must be known.
            on: { 'dialog.close': {} },
            invoke: {
              id: 'sendLead',
              src: 'sendLead',
              input: ({ context }) => ({ id: context.submissionId ?? '', values: context.values }),
              onDone: { target: 'success' },
              onError: {
                target: 'failure',
                actions: { type: 'assignSendError', params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
          success: {
            entry: ['notifySuccess', 'resetForm', 'resetValues', 'clearSubmission'],
            // A dialog closes after success; an inline form stays, ready for another enquiry.
            always: dialog ? { target: `#${id}.closed` } : [],
            on: { 'form.submit': submit },
          },
          // Transient: keep the lead in this browser, then wait for the visitor or the resend queue.
          failure: {
            entry: {
              type: 'saveBackup',
              params: ({ context }) => ({
                id: context.submissionId ?? '',
                values: context.values,
                error: context.sendError,
              }),
            },
            always: 'backedUp',
          },
          backedUp: { entry: 'notifyBackedUp', on: { 'form.submit': submit } },
        },
      },
    },
  })
}
