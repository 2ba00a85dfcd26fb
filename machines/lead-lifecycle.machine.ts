import { assertEvent, assign, fromPromise, setup } from 'xstate'

/**
 * The one lifecycle every lead form shares, from a submit to the server's answer:
 *
 *   idle → validating → submitting → success
 *                                  → failure → backedUp   (network error or 5xx: kept and resent)
 *                                            → notBackedUp (… and this browser could not keep it)
 *                                  → rejected             (4xx: the visitor must change something)
 *
 * The values belong to the form (TanStack Form owns them and validates them with the form's
 * schema); a `form.submit` hands the machine the values and that validation's errors. The machine
 * owns what happens next, the error summary of the last refused attempt and the one decision of a
 * submission's id. Side effects are named actions and the `sendLead` actor, provided by whoever runs
 * the machine (the React form, the payment return, the tests).
 */

/**
 * Messages by field name, as the form's validation gives them (src/forms/fields.ts has the same shape).
 * Written here because a machine imports nothing from src/ but content (decision 123).
 */
export type FieldErrors = Record<string, string>
export type LeadData = Record<string, unknown>

export interface Submission {
  /** The idempotency key the server dedupes on. */
  id: string
  data: LeadData
}

/** What the backup keeps: the submission and why it could not be sent. */
export type BackupInput = Submission & { error: string | null }

export interface LifecycleContext {
  /** The errors of the last refused attempt: what the error summary lists. {} when it is hidden. */
  summary: FieldErrors
  /** The submission not yet taken by the server. Its id is reused while the entries stay the same. */
  unsent: Submission | null
  /** Why the last send failed (kept with the backup). */
  sendError: string | null
}

export type LifecycleEvent =
  | { type: 'form.submit'; data: LeadData; errors: FieldErrors }
  /** The dialog closed: the summary goes, the entries and the unsent id stay. */
  | { type: 'form.dismiss' }

/** The server refused the lead (4xx): sending it again cannot help. Anything else means "try later". */
export class LeadRefused extends Error {
  readonly fields: FieldErrors
  constructor(message: string, fields: FieldErrors = {}) {
    super(message)
    this.name = 'LeadRefused'
    this.fields = fields
  }
}

const sameData = (a: LeadData, b: LeadData) => JSON.stringify(a) === JSON.stringify(b)

/** The unsent submission these entries replace (the visitor changed them after a failure), or null. */
function replacedBy(unsent: Submission | null, data: LeadData): string | null {
  return unsent && !sameData(unsent.data, data) ? unsent.id : null
}

/** The submission in flight: `submitting` and `failure` are entered after holdSubmission set it (the `??` is for the types). */
const held = (context: LifecycleContext): Submission => context.unsent ?? { id: '', data: {} }

export const leadLifecycle = setup({
  // Stryker disable next-line ObjectLiteral: types are for TypeScript only (equivalent)
  types: {
    context: {} as LifecycleContext,
    events: {} as LifecycleEvent,
  },
  actors: {
    // Resolves when the server took the lead; rejects with LeadRefused on a 4xx, with anything else
    // when the lead may be sent again later.
    sendLead: fromPromise<unknown, Submission>(async () => {
      throw new Error('sendLead is not provided')
    }),
    // Keeps the unsent lead in this browser for the resend queue; rejects when it could not be kept
    // (storage blocked or full), so the visitor is never told their details were saved when they weren't.
    keepBackup: fromPromise<unknown, BackupInput>(async () => {
      // Stryker disable next-line StringLiteral: nothing reads this message, a failed backup only goes to notBackedUp (equivalent)
      throw new Error('keepBackup is not provided')
    }),
  },
  guards: {
    // `validating` is entered by a form.submit alone; assertEvent narrows the event's type (and would throw on another).
    attemptValid: ({ event }) => {
      assertEvent(event, 'form.submit')
      return Object.keys(event.errors).length === 0
    },
    refused: (_, params: { error: unknown }) => params.error instanceof LeadRefused,
    summaryShown: ({ context }) => Object.keys(context.summary).length > 0,
  },
  actions: {
    showSummary: assign({
      summary: ({ event }) => {
        assertEvent(event, 'form.submit')
        return event.errors
      },
    }),
    hideSummary: assign({ summary: () => ({}) }),
    // The one place a submission's id is decided: the same entries as the unsent submission keep its
    // id (a retry can never make a second lead); anything else is a new submission.
    holdSubmission: assign({
      unsent: ({ context, event }) => {
        assertEvent(event, 'form.submit')
        if (context.unsent && sameData(context.unsent.data, event.data)) return context.unsent
        return { id: crypto.randomUUID(), data: event.data }
      },
    }),
    releaseSubmission: assign({ unsent: null, sendError: null }),
    assignRefusal: assign({
      summary: (_, params: { error: unknown }) => (params.error instanceof LeadRefused ? params.error.fields : {}),
    }),
    assignSendError: assign({
      sendError: (_, params: { error: unknown }) =>
        params.error instanceof Error ? params.error.message : String(params.error),
    }),
    // Implemented by the UI:
    notifyInvalid: (_, _params: { errors: FieldErrors }) => {},
    focusErrorSummary: () => {},
    notifySuccess: () => {},
    notifyBackedUp: () => {},
    notifyNotBackedUp: () => {},
    notifyRejected: () => {},
    /** The unsent submission `id` was replaced by changed entries: its backup must never be sent. */
    forgetReplaced: (_, _params: { id: string | null }) => {},
    /** Empty the fields for the next enquiry (the form's own reset). */
    resetForm: () => {},
    /** Forget the field errors the form shows (the dialog closed). */
    clearFieldErrors: () => {},
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: no #leadLifecycle target or devtools reads the machine's id (equivalent)
  id: 'leadLifecycle',
  context: { summary: {}, unsent: null, sendError: null },
  initial: 'idle',
  on: {
    'form.submit': { target: '.validating' },
  },
  states: {
    idle: {
      // A form with nothing shown (no summary, so no field errors either: they come with one) is left as it
      // is: each dialog open dismisses, and a changed lead state would render the whole form again.
      on: { 'form.dismiss': { guard: 'summaryShown', actions: ['hideSummary', 'clearFieldErrors'] } },
    },
    // Transient: the form's validation of this attempt decides.
    validating: {
      always: [
        {
          guard: 'attemptValid',
          target: 'submitting',
          actions: [
            'hideSummary',
            // Before holdSubmission decides the new id, while the replaced one is still known.
            {
              type: 'forgetReplaced',
              params: ({ context, event }) => {
                assertEvent(event, 'form.submit')
                return { id: replacedBy(context.unsent, event.data) }
              },
            },
            'holdSubmission',
          ],
        },
        {
          target: 'idle',
          actions: [
            'showSummary',
            { type: 'notifyInvalid', params: ({ context }) => ({ errors: context.summary }) },
            'focusErrorSummary',
          ],
        },
      ],
    },
    submitting: {
      // A lead in flight is not sent twice: a second submit waits for this one's answer.
      on: { 'form.submit': {}, 'form.dismiss': {} },
      invoke: {
        // Stryker disable next-line StringLiteral: nothing sends to or reads the child by its id (equivalent)
        id: 'sendLead',
        src: 'sendLead',
        input: ({ context }) => held(context),
        onDone: { target: 'success' },
        onError: [
          {
            guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
            target: 'rejected',
            actions: { type: 'assignRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failure',
            actions: { type: 'assignSendError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    success: {
      entry: ['releaseSubmission', 'notifySuccess', 'resetForm'],
      on: { 'form.dismiss': 'idle' },
    },
    // Keeping the lead in this browser, for the resend queue and for the visitor. A submit waits, as while sending.
    failure: {
      on: { 'form.submit': {}, 'form.dismiss': {} },
      invoke: {
        src: 'keepBackup',
        input: ({ context }) => ({ ...held(context), error: context.sendError }),
        onDone: 'backedUp',
        onError: 'notBackedUp',
      },
    },
    backedUp: {
      entry: 'notifyBackedUp',
      on: { 'form.dismiss': { target: 'idle', actions: 'clearFieldErrors' } },
    },
    // Not sent and not kept: the entries stay in the form (and the submission its id) for another try.
    notBackedUp: {
      entry: 'notifyNotBackedUp',
      on: { 'form.dismiss': { target: 'idle', actions: 'clearFieldErrors' } },
    },
    rejected: {
      entry: ['releaseSubmission', 'notifyRejected', 'focusErrorSummary'],
      on: { 'form.dismiss': { target: 'idle', actions: ['hideSummary', 'clearFieldErrors'] } },
    },
  },
})
