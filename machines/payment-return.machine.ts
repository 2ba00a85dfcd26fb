import { sendTo, setup } from 'xstate'
import { leadLifecycle } from './lead-lifecycle.machine'

/**
 * What the home page does with its query string (spec §4): `payment=success|canceled` shows the
 * matching notice, `test=email` sends a test email, then `payment` and `test` are removed from
 * the address (a replace navigation, so Back does not repeat them). The test email is a lead like
 * any other: it runs the shared lifecycle, whose notices say honestly whether it was sent, saved
 * for resending, or refused.
 */
export interface ReturnParams {
  payment?: 'success' | 'canceled'
  test?: 'email'
}

export const paymentReturnMachine = setup({
  // Stryker disable next-line ObjectLiteral: types are for TypeScript only (equivalent)
  types: {
    input: {} as ReturnParams,
    context: {} as ReturnParams,
    children: {} as { testEmail: 'testEmail' },
  },
  // Stryker disable next-line ObjectLiteral: the home page and the paths test provide testEmail (equivalent)
  actors: { testEmail: leadLifecycle },
  guards: {
    paidOk: ({ context }) => context.payment === 'success',
    paymentCanceled: ({ context }) => context.payment === 'canceled',
    wantsTestEmail: ({ context }) => context.test === 'email',
    hasParams: ({ context }) => context.payment !== undefined || context.test !== undefined,
  },
  // Stryker disable next-line ObjectLiteral: the home page and the paths test provide all three actions (equivalent)
  actions: {
    notifyPaymentSuccess: () => {},
    notifyPaymentCanceled: () => {},
    removeParams: () => {},
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: no #paymentReturn target or devtools reads the machine's id (equivalent)
  id: 'paymentReturn',
  context: ({ input }) => input,
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasParams', target: 'payment' }, { target: 'done' }],
    },
    payment: {
      always: [
        { guard: 'paidOk', target: 'cleaning', actions: 'notifyPaymentSuccess' },
        { guard: 'paymentCanceled', target: 'cleaning', actions: 'notifyPaymentCanceled' },
        { target: 'cleaning' },
      ],
    },
    // Clean the address first, so a reload cannot send the test email twice.
    cleaning: {
      entry: 'removeParams',
      always: [{ guard: 'wantsTestEmail', target: 'sendingTestEmail' }, { target: 'done' }],
    },
    sendingTestEmail: {
      invoke: {
        id: 'testEmail',
        src: 'testEmail',
        // The lifecycle's notices have told the visitor the outcome; any settled state ends this.
        onSnapshot: {
          guard: ({ event }) =>
            event.snapshot.matches('success') ||
            event.snapshot.matches('backedUp') ||
            event.snapshot.matches('rejected'),
          target: 'done',
        },
      },
      entry: sendTo('testEmail', () => ({
        type: 'form.submit' as const,
        data: { at: new Date().toISOString(), page: 'home' },
        errors: {},
      })),
    },
    done: { type: 'final' },
  },
})
