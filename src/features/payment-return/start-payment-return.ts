import type { useNavigate } from '@tanstack/react-router'
import type { ReturnParams } from '../../../machines/payment-return.machine'
import { notices } from '../../content/notices'
import { showNotice } from '../../lib/dialog-requests'

/** Runs the payment-return machine for the home page's query string. */
export async function startPaymentReturn(params: ReturnParams, navigate: ReturnType<typeof useNavigate>) {
  const [{ createActor, fromPromise }, { paymentReturnMachine }, { postLead }] = await Promise.all([
    import('xstate'),
    import('../../../machines/payment-return.machine'),
    import('../../lib/lead-transport'),
  ])
  const machine = paymentReturnMachine.provide({
    actions: {
      notifyPaymentSuccess: () => showNotice(notices.paymentSuccess),
      notifyPaymentCanceled: () => showNotice(notices.paymentCanceled),
      notifyTestEmailSent: () => showNotice(notices.testEmailSent),
      notifyTestEmailFailed: () => showNotice(notices.contactFailure),
      removeParams: () =>
        void navigate({
          to: '.',
          search: (prev: Record<string, unknown>) => {
            const { payment: _p, test: _t, ...rest } = prev
            return rest
          },
          replace: true,
        } as never),
    },
    actors: {
      sendTestEmail: fromPromise<unknown>(async () => {
        const result = await postLead({
          id: crypto.randomUUID(),
          form: 'test-email',
          data: { at: new Date().toISOString(), page: 'home' },
        })
        if (!result.ok) throw new Error(result.error)
        return result
      }),
    },
  })
  createActor(machine, { input: params }).start()
}
