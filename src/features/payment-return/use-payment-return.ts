import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { ReturnParams } from '../../../machines/payment-return.machine'
import { notices } from '../../content/notices'
import { showNotice } from '../../lib/dialog-requests'

/** Accepts only the values the spec defines; anything else is ignored. */
export function parseReturnParams(search: Record<string, unknown>): ReturnParams {
  return {
    payment: search.payment === 'success' || search.payment === 'canceled' ? search.payment : undefined,
    test: search.test === 'email' ? 'email' : undefined,
  }
}

/** Runs the payment-return machine once for the home page's query string. */
export function usePaymentReturn(params: ReturnParams) {
  const navigate = useNavigate()
  const { payment, test } = params
  const handled = useRef(false)
  useEffect(() => {
    // Once per page: the machine finishes by itself (final state), even if React re-runs effects.
    if (handled.current || (!payment && !test)) return
    handled.current = true
    void start({ payment, test }, navigate)
  }, [payment, test, navigate])
}

/** Loaded only when the address carries these parameters: most visits never need this code. */
async function start(params: ReturnParams, navigate: ReturnType<typeof useNavigate>) {
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
