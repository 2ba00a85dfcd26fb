import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { TestModel } from 'xstate/graph'
import { paymentReturnMachine, type ReturnParams } from './payment-return.machine'

async function run(input: ReturnParams, testEmail: () => Promise<unknown> = async () => ({})) {
  const log: string[] = []
  const effect = (name: string) => vi.fn(() => void log.push(name))
  const machine = paymentReturnMachine.provide({
    actions: {
      notifyPaymentSuccess: effect('payment successful'),
      notifyPaymentCanceled: effect('payment canceled'),
      notifyTestEmailSent: effect('test email sent'),
      notifyTestEmailFailed: effect('test email failed'),
      removeParams: effect('remove params'),
    },
    actors: { sendTestEmail: fromPromise(testEmail) },
  })
  const actor = createActor(machine, { input }).start()
  await waitFor(actor, (s) => s.status === 'done')
  return log
}

describe('payment return and test email', () => {
  it('payment=success shows the success notice, then cleans the address', async () => {
    expect(await run({ payment: 'success' })).toEqual(['payment successful', 'remove params'])
  })

  it('payment=canceled shows the canceled notice, then cleans the address', async () => {
    expect(await run({ payment: 'canceled' })).toEqual(['payment canceled', 'remove params'])
  })

  it('test=email cleans the address before sending, then confirms', async () => {
    expect(await run({ test: 'email' })).toEqual(['remove params', 'test email sent'])
  })

  it('a failed test email says so', async () => {
    const log = await run({ test: 'email' }, async () => {
      throw new Error('offline')
    })
    expect(log).toEqual(['remove params', 'test email failed'])
  })

  it('both parameters: payment notice, one clean-up, one test email', async () => {
    expect(await run({ payment: 'success', test: 'email' })).toEqual([
      'payment successful',
      'remove params',
      'test email sent',
    ])
  })

  it('no parameters: nothing happens and the address is left alone', async () => {
    expect(await run({})).toEqual([])
  })
})

describe('payment return: model-based paths', () => {
  const inputs: ReturnParams[] = [{}, { payment: 'success' }, { payment: 'canceled' }, { test: 'email' }]
  const events = [
    { type: 'xstate.done.actor.sendTestEmail', output: {} },
    { type: 'xstate.error.actor.sendTestEmail', error: new Error('offline') },
  ]
  const paths = inputs.flatMap((input) => {
    const model = new TestModel(paymentReturnMachine.provide({}), {
      events: (s) => events.filter((e) => s.can(e as never)) as never,
      serializeState: (s, event) => `${JSON.stringify(s.value)} via ${event?.type ?? 'start'}`,
    })
    return model.getShortestPaths({ input } as never).map((path) => ({ input, path }))
  })

  it('the paths over every input reach every state', () => {
    const reached = new Set(paths.flatMap(({ path }) => path.steps.map((s) => String(s.state.value))))
    expect(reached).toEqual(new Set(['done', 'sendingTestEmail']))
    const taken = new Set(paths.flatMap(({ path }) => path.steps.map((s) => s.event.type)))
    expect(taken).toEqual(new Set(['xstate.init', ...events.map((e) => e.type)]))
  })

  for (const { input, path } of paths) {
    it(`${JSON.stringify(input)}: ${path.steps.map((s) => s.event.type).join(' → ')}`, async () => {
      const log = await run(input, async () => {
        if (path.steps.some((s) => s.event.type.startsWith('xstate.error'))) throw new Error('offline')
        return {}
      })
      expect(log.includes('remove params')).toBe(Object.keys(input).length > 0)
      if (input.test) {
        const failed = path.steps.some((s) => s.event.type.startsWith('xstate.error'))
        expect(log.at(-1)).toBe(failed ? 'test email failed' : 'test email sent')
      }
    })
  }
})
