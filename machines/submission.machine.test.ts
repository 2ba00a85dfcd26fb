import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { emptyContact } from '../src/forms/contact'
import { contactMachine, schedulingMachine } from './lead-forms'
import { lifecycleModel, stepLabel } from './lifecycle-model'

const validContact = {
  name: 'Mia Nguyen',
  phone: '0491 570 156',
  email: 'mia@example.com',
  organisation: '',
  message: 'We want to register for SIL.',
}

function deferred() {
  let resolve!: (v: unknown) => void
  let reject!: (e: unknown) => void
  const promise = new Promise((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function startContact() {
  const calls: { id: string; values: unknown }[] = []
  let current = deferred()
  const effects = {
    notifySuccess: vi.fn(),
    notifyBackedUp: vi.fn(),
    notifyInvalid: vi.fn(),
    focusErrorSummary: vi.fn(),
    saveBackup: vi.fn(),
    resetForm: vi.fn(),
  }
  const machine = contactMachine.provide({
    actions: effects,
    actors: {
      sendLead: fromPromise(async ({ input }) => {
        calls.push(input)
        return current.promise
      }),
    },
  })
  const actor = createActor(machine).start()
  const settle = async (ok: boolean) => {
    if (ok) current.resolve({ id: 'x', status: 'stored' })
    else current.reject(new Error('HTTP 503'))
    await new Promise((r) => setTimeout(r, 0))
    current = deferred()
  }
  return { actor, calls, effects, settle }
}

describe('submission lifecycle', () => {
  it('invalid entries go back to idle with field errors, the summary focused and nothing sent', () => {
    const { actor, calls, effects } = startContact()
    actor.send({ type: 'form.submit', values: { ...validContact, email: 'not-an-email', name: '' } })
    const snap = actor.getSnapshot()
    expect(snap.value).toEqual({ open: 'idle' })
    expect(snap.context.errors).toEqual({
      name: 'Enter your full name',
      email: 'Enter an email address in the correct format, like name@example.com',
    })
    expect(effects.focusErrorSummary).toHaveBeenCalledTimes(1)
    expect(calls).toHaveLength(0)
  })

  it('valid entries are sent with a fresh id; success notifies and resets', async () => {
    const { actor, calls, effects, settle } = startContact()
    actor.send({ type: 'form.submit', values: validContact })
    expect(actor.getSnapshot().value).toEqual({ open: 'submitting' })
    expect(calls[0]?.id).toMatch(/^[0-9a-f-]{36}$/)
    await settle(true)
    expect(actor.getSnapshot().value).toEqual({ open: 'success' })
    expect(effects.notifySuccess).toHaveBeenCalledTimes(1)
    expect(effects.resetForm).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.values).toEqual(emptyContact)
  })

  it('a failed send backs the lead up, keeps the entries, and a retry reuses the same id', async () => {
    const { actor, calls, effects, settle } = startContact()
    actor.send({ type: 'form.submit', values: validContact })
    await settle(false)
    const snap = actor.getSnapshot()
    expect(snap.value).toEqual({ open: 'backedUp' })
    expect(snap.context.values).toEqual(validContact)
    expect(effects.saveBackup).toHaveBeenCalledTimes(1)
    expect(effects.saveBackup.mock.calls[0]?.[1]).toMatchObject({
      id: calls[0]?.id,
      values: validContact,
      error: 'HTTP 503',
    })
    expect(effects.notifyBackedUp).toHaveBeenCalledTimes(1)
    expect(effects.resetForm).not.toHaveBeenCalled()

    actor.send({ type: 'form.submit', values: validContact })
    expect(calls[1]?.id).toBe(calls[0]?.id)
    await settle(true)
    expect(actor.getSnapshot().value).toEqual({ open: 'success' })
  })

  it('changed entries after a failure are a new lead with a new id', async () => {
    const { actor, calls, settle } = startContact()
    actor.send({ type: 'form.submit', values: validContact })
    await settle(false)
    actor.send({ type: 'form.submit', values: { ...validContact, message: 'Also SDA.' } })
    expect(calls[1]?.id).not.toBe(calls[0]?.id)
  })

  it('a dialog cannot be closed while its lead is in flight, and closes itself after success', async () => {
    const send = deferred()
    const machine = schedulingMachine.provide({ actors: { sendLead: fromPromise(() => send.promise) } })
    const actor = createActor(machine).start()
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'dialog.open' })
    actor.send({
      type: 'form.submit',
      values: {
        name: 'Sam Lee',
        email: 'sam@example.com',
        phone: '03 5550 1234',
        organisation: '',
        preferredService: '',
        preferredDate: '2999-01-01',
        preferredTimeSlots: ['9-10 AM'],
        timezone: 'AEST',
        consultationType: '',
        additionalNotes: '',
      },
    })
    actor.send({ type: 'dialog.close' })
    expect(actor.getSnapshot().value).toEqual({ open: 'submitting' })
    send.resolve({})
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('createTestModel refuses machines that invoke actors (so we use TestModel directly)', () => {
    expect(() => createTestModel(contactMachine)).toThrow(/[Ii]nvocations/)
  })
})

// ---- Model-based paths over the real machines: done/error of the send are model events. ----

const slotless = {
  name: 'Sam Lee',
  email: 'sam@example.com',
  phone: '03 5550 1234',
  organisation: '',
  preferredService: '',
  preferredDate: '2999-01-01',
  preferredTimeSlots: [] as string[],
  timezone: 'AEST',
  consultationType: '',
  additionalNotes: '',
}

describe.each([
  ['contact', contactMachine, validContact, { ...validContact, email: '' }],
  ['scheduling', schedulingMachine, { ...slotless, preferredTimeSlots: ['2-3 PM'] }, slotless],
] as const)('%s machine: model-based paths', (_name, machine, valid, invalid) => {
  const model = lifecycleModel(machine, valid, invalid)
  const paths = model.getShortestPaths()

  it('reach every state and take every transition', () => {
    const seen = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))))
    // A dialog's success is transient (it closes at once): its effects are asserted on the way.
    const resting =
      machine.id === 'scheduling' ? ['idle', 'submitting', 'backedUp'] : ['idle', 'submitting', 'success', 'backedUp']
    const expected = resting.map((s) => JSON.stringify({ open: s }))
    if (machine.id === 'scheduling') expected.push('"closed"')
    for (const state of expected) expect(seen).toContain(state)
    const taken = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type)))
    expect(taken).toEqual(
      new Set([
        'xstate.init',
        'form.submit',
        'xstate.done.actor.sendLead',
        'xstate.error.actor.sendLead',
        ...(machine.id === 'scheduling' ? ['dialog.open', 'dialog.close'] : []),
      ]),
    )
  })

  paths.forEach((path, index) => {
    const steps = path.steps.map((s) => stepLabel(s.event, valid))
    it(`path ${index + 1}: ${steps.join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`, async () => {
      const effects = { saveBackup: vi.fn(), notifySuccess: vi.fn(), notifyBackedUp: vi.fn() }
      let current = deferred()
      const actor = createActor(
        (machine as typeof contactMachine).provide({
          actions: effects,
          actors: { sendLead: fromPromise(() => current.promise) },
        }),
      ).start()
      await path.test({
        states: {
          'open.backedUp': () => {
            expect(effects.saveBackup).toHaveBeenCalled()
            expect(effects.notifyBackedUp).toHaveBeenCalled()
          },
          'open.success': () => expect(effects.notifySuccess).toHaveBeenCalled(),
        },
        events: {
          'dialog.open': () => void actor.send({ type: 'dialog.open' }),
          'dialog.close': () => void actor.send({ type: 'dialog.close' }),
          'form.submit': ({ event }) => void actor.send(event as never),
          'xstate.done.actor.sendLead': async () => {
            const before = effects.notifySuccess.mock.calls.length
            current.resolve({})
            await new Promise((r) => setTimeout(r, 0))
            current = deferred()
            expect(effects.notifySuccess).toHaveBeenCalledTimes(before + 1)
          },
          'xstate.error.actor.sendLead': async () => {
            const before = effects.saveBackup.mock.calls.length
            current.reject(new Error('HTTP 500'))
            await new Promise((r) => setTimeout(r, 0))
            current = deferred()
            expect(effects.saveBackup).toHaveBeenCalledTimes(before + 1)
          },
        },
      })
      // The real actor ends where the model says it should.
      expect(actor.getSnapshot().value).toEqual(path.state.value)
    })
  })
})
