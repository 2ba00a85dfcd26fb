import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { coverage, transitionPaths } from '../../../machines/models/paths'
import { paymentReturnModel, type ReturnEvent } from '../../../machines/models/payment-return.model'
import { paymentReturnMachine } from '../../../machines/payment-return.machine'
import { notices } from '../../content/notices'
import { pendingBackups } from '../../lib/lead-backup'
import { lifecycleFor } from '../../lib/lead-effects'
import { showNotice } from '../../lib/page-requests'
import { takeNotices } from '../../testing/page-requests'
import { stubNetwork } from '../lead-forms/testing/lead-paths'
import { parseReturnParams } from './return-params'

/**
 * The payment return's model paths (machines/models/payment-return.model.ts) on the machine, with
 * the home page's own query parsing, the real test-email lead (transport, backup, notices) and the
 * network played here.
 */
vi.mock('../../lib/resend-queue', () => ({ startResendQueue: vi.fn() }))

const queries: Partial<Record<ReturnEvent, Record<string, string>>> = {
  visitPaid: { payment: 'success' },
  visitCanceled: { payment: 'canceled' },
  visitTest: { test: 'email' },
  visitPaidAndTest: { payment: 'success', test: 'email' },
  visitOther: { utm_source: 'newsletter' },
}
const answers = {
  serverOk: [201, { status: 'stored' }],
  serverDown: [500, { error: 'Down' }],
  serverRefuses: [422, { error: 'Some fields are not valid' }],
} as const

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('payment return: model paths on the machine', () => {
  const paths = transitionPaths(paymentReturnModel)

  it('walk every state and transition of the model', () => {
    expect(coverage(paymentReturnModel, paths)).toEqual({ states: '3/3', transitions: '8/8' })
  })

  for (const path of paths) {
    it(path.map((s) => paymentReturnModel.eventText[s.event]).join(' → '), async () => {
      const requests = stubNetwork()
      const shown: string[] = []
      const unsubscribe = takeNotices((n) => shown.push(n.title))
      let cleaned = 0
      let actor: ReturnType<typeof createActor<typeof paymentReturnMachine>> | null = null
      for (const step of path) {
        const before = { shown: shown.length, requests: requests.length, cleaned, pending: pendingBackups().length }
        const query = queries[step.event]
        if (query) {
          const machine = paymentReturnMachine.provide({
            actions: {
              notifyPaymentSuccess: () => showNotice(notices.paymentSuccess),
              notifyPaymentCanceled: () => showNotice(notices.paymentCanceled),
              removeParams: () => {
                cleaned += 1
              },
            },
            actors: { testEmail: lifecycleFor('test-email') },
          })
          actor = createActor(machine, { input: parseReturnParams(query) }).start()
        } else {
          const [status, body] = answers[step.event as keyof typeof answers]
          requests.at(-1)?.respond(status, body)
        }
        await vi.waitFor(() =>
          expect(actor?.getSnapshot().status === 'done' ? 'done' : 'sendingTestEmail').toBe(step.to),
        )
        const effects = step.effects ?? {}
        await vi.waitFor(() => expect(shown.slice(before.shown)).toEqual(effects.notices ?? []))
        expect(cleaned - before.cleaned).toBe(effects.cleaned ? 1 : 0)
        const sent = requests.slice(before.requests)
        expect(sent.map((r) => r.body.form)).toEqual(effects.testEmail ? ['test-email'] : [])
        if (effects.testEmail) expect(sent[0]?.body.data).toMatchObject({ page: 'home' })
        expect(pendingBackups().length - before.pending).toBe(effects.backups ?? 0)
      }
      unsubscribe()
    })
  }
})
