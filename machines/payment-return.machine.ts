import { fromPromise, setup } from 'xstate'

/**
 * What the home page does with its query string (spec §4): `payment=success|canceled` shows the
 * matching notice, `test=email` sends a test email, then `payment` and `test` are removed from
 * the address (a replace navigation, so Back does not repeat them).
 */
export interface ReturnParams {
  payment?: 'success' | 'canceled'
  test?: 'email'
}

export const paymentReturnMachine = setup({
  types: {
    input: {} as ReturnParams,
    context: {} as ReturnParams,
  },
  actors: {
    sendTestEmail: fromPromise<unknown>(async () => {
      throw new Error('sendTestEmail is not provided')
    }),
  },
  guards: {
    paidOk: ({ context }) => context.payment === 'success',
    paymentCanceled: ({ context }) => context.payment === 'canceled',
    wantsTestEmail: ({ context }) => context.test === 'email',
    hasParams: ({ context }) => context.payment !== undefined || context.test !== undefined,
  },
  actions: {
    notifyPaymentSuccess: () => {},
    notifyPaymentCanceled: () => {},
    notifyTestEmailSent: () => {},
    notifyTestEmailFailed: () => {},
    removeParams: () => {},
  },
}).createMachine({
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
        id: 'sendTestEmail',
        src: 'sendTestEmail',
        onDone: { target: 'done', actions: 'notifyTestEmailSent' },
        onError: { target: 'done', actions: 'notifyTestEmailFailed' },
      },
    },
    done: { type: 'final' },
  },
})
