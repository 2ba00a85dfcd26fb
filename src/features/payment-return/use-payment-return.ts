import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { ReturnParams } from '../../../machines/payment-return.machine'
import { whenInteractive } from '../../lib/when-interactive'

/** Runs the payment-return machine once for the home page's query string. */
export function usePaymentReturn(params: ReturnParams) {
  const navigate = useNavigate()
  const { payment, test } = params
  const handled = useRef(false)
  useEffect(() => {
    // Once per page: the machine finishes by itself (final state), even if React re-runs effects.
    if (handled.current || (!payment && !test)) return
    handled.current = true
    // Most visits never carry these parameters, so the machine and its notices load only when they do,
    // through the one gate with the rest of the interactive code (decision 016).
    void whenInteractive()
      .then(() => import('./start-payment-return'))
      .then((m) => m.startPaymentReturn({ payment, test }, navigate))
  }, [payment, test, navigate])
}
