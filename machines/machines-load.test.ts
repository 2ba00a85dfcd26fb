import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'

/**
 * Each machine module loads and its machine starts where its diagram says. The modules are imported
 * inside the tests, so a machine whose definition cannot be built fails here as a test (a static
 * import would fail the whole file before any test runs).
 */
describe('the machines load and start in their initial state', () => {
  it('menu: closed', async () => {
    const { menuMachine } = await import('./menu.machine')
    expect(createActor(menuMachine).start().getSnapshot().value).toBe('closed')
  })

  it('lead lifecycle: idle, nothing held', async () => {
    const { leadLifecycle } = await import('./lead-lifecycle.machine')
    const snapshot = createActor(leadLifecycle).start().getSnapshot()
    expect(snapshot.value).toBe('idle')
    expect(snapshot.context).toEqual({ summary: {}, unsent: null, sendError: null })
  })

  it('lead dialog: closed, opening for editing', async () => {
    const { leadDialog } = await import('./lead-dialog.machine')
    const actor = createActor(leadDialog).start()
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'dialog.open' })
    expect(actor.getSnapshot().value).toEqual({ open: 'editing' })
    actor.send({ type: 'dialog.close' })
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('payment return: done at once without query parameters', async () => {
    const { paymentReturnMachine } = await import('./payment-return.machine')
    expect(createActor(paymentReturnMachine, { input: {} }).start().getSnapshot().status).toBe('done')
  })

  it('resend queue: sending at once', async () => {
    const { resendQueueMachine } = await import('./resend-queue.machine')
    const actor = createActor(resendQueueMachine, { input: {} }).start()
    expect(actor.getSnapshot().value).toBe('sending')
    actor.stop()
  })

  it('lead forms: the registry of descriptors builds', async () => {
    const { leadForms } = await import('../src/forms/lead-kinds')
    expect(leadForms.contact.kind).toBe('contact')
  })
})
