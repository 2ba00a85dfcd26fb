import type { ReturnParams } from '../../../machines/payment-return.machine'

/** The home page's query string after a payment or a test email: only the values the spec defines. */
export function parseReturnParams(search: Record<string, unknown>): ReturnParams {
  return {
    payment: search.payment === 'success' || search.payment === 'canceled' ? search.payment : undefined,
    test: search.test === 'email' ? 'email' : undefined,
  }
}
