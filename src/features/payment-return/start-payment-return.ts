import type { useNavigate } from '@tanstack/react-router'
import type { ReturnParams } from '../../../machines/payment-return.machine'
import { notices } from '../../content/notices'
import { showNotice } from '../../lib/page-requests'

/** Runs the payment-return machine for the home page's query string. */
export async function startPaymentReturn(params: ReturnParams, navigate: ReturnType<typeof useNavigate>) {
  const [{ createActor }, { paymentReturnMachine }, { lifecycleFor }] = await Promise.all([
    import('xstate'),
    import('../../../machines/payment-return.machine'),
    import('../../lib/lead-effects'),
  ])
  const machine = paymentReturnMachine.provide({
    actions: {
      notifyPaymentSuccess: () => showNotice(notices.paymentSuccess),
      notifyPaymentCanceled: () => showNotice(notices.paymentCanceled),
      removeParams: () =>
        void navigate({
          from: '/',
          to: '/',
          search: ({ payment: _payment, test: _test, ...rest }) => rest,
          replace: true,
        }),
    },
    // The test email is a lead: the same lifecycle, transport, backup and notices as every form.
    actors: { testEmail: lifecycleFor('test-email') },
  })
  createActor(machine, { input: params }).start()
}
