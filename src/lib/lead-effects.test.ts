import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { Notice } from '../content/notices'
import { notices } from '../content/notices'
import { takeNotices } from '../testing/page-requests'
import { readBackups } from './lead-backup'
import { lifecycleFor } from './lead-effects'
import { sendPendingBackups, startResendQueue } from './resend-queue'

/**
 * The site's side effects of a lead's lifecycle, as the visitor and the server see them: the request
 * sent, the notice shown, what this browser keeps, and the form's own hooks.
 */
vi.mock('./resend-queue', async (original) => ({
  ...(await original<typeof import('./resend-queue')>()),
  startResendQueue: vi.fn(),
}))

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let shown: Notice[] = []
let unsubscribe: () => void = () => {}
let bodies: Record<string, unknown>[] = []

function answer(...responses: Response[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)))
      const next = responses.shift()
      if (!next) throw new TypeError('Failed to fetch')
      return next
    }),
  )
}

const ava = { name: 'Ava', phone: '0491 570 156', email: 'ava@example.com', organisation: '', message: 'Hi' }

beforeEach(() => {
  localStorage.clear()
  shown = []
  bodies = []
  unsubscribe = takeNotices((n) => shown.push(n))
})
afterEach(() => {
  unsubscribe()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function submit(actor: ReturnType<typeof createActor<ReturnType<typeof lifecycleFor>>>, data = ava) {
  actor.send({ type: 'form.submit', data, errors: {} })
  return waitFor(actor, (s) => !s.matches('submitting') && !s.matches('validating') && !s.matches('failure'))
}

describe('lifecycleFor', () => {
  it("sends the lead as its kind with the form's honeypot, then shows the form's success notice", async () => {
    answer(json(201, { status: 'stored' }))
    const resetForm = vi.fn()
    const actor = createActor(lifecycleFor('contact', { resetForm, honeypot: () => 'bot-value' })).start()
    const snapshot = await submit(actor)
    expect(snapshot.value).toBe('success')
    expect(bodies).toHaveLength(1)
    expect(bodies[0]).toMatchObject({
      form: 'contact',
      data: ava,
      website: 'bot-value',
      subject: 'New Contact Enquiry',
    })
    expect(shown).toEqual([notices.contactSuccess])
    expect(resetForm).toHaveBeenCalledTimes(1)
  })

  it('when the server gives a reply time (a Friday-evening lead), it goes under the success notice in AEST', async () => {
    // Monday 30 November 2026, 6 PM AEST (UTC+10).
    answer(json(201, { id: 'x', status: 'stored', replyBy: '2026-11-30T08:00:00.000Z' }))
    await submit(createActor(lifecycleFor('contact')).start())
    expect(shown).toEqual([
      {
        ...notices.contactSuccess,
        description: `${notices.contactSuccess.description} As we reply during support hours (Mon-Fri 8AM-6PM AEST), expect our reply by 6:00 PM AEST on Monday 30 November.`,
      },
    ])
  })

  it('a person leaves the honeypot empty', async () => {
    answer(json(201, { status: 'stored' }))
    await submit(createActor(lifecycleFor('contact')).start())
    expect(bodies[0]?.website).toBe('')
  })

  it('a failed send is backed up with every field of spec §3, resent by the queue, and the visitor told', async () => {
    answer(json(503, { error: 'Try later' }))
    const actor = createActor(lifecycleFor('scheduling')).start()
    const snapshot = await submit(actor, { name: 'Sam' } as never)
    expect(snapshot.value).toBe('backedUp')
    const [backup] = readBackups()
    expect(backup).toMatchObject({
      form: 'scheduling',
      data: { name: 'Sam' },
      subject: 'New Consultation Scheduling Request',
      to: 'hello@bluegumconsulting.example',
      cc: '',
      id: bodies[0]?.id,
      error: 'Try later',
      status: 'pending',
    })
    // The server has just failed: the queue tries again after its delay, not at once.
    expect(startResendQueue).toHaveBeenCalledWith({ startNow: false })
    expect(shown).toEqual([notices.schedulingFailure])
  })

  it('a failed send this browser cannot keep tells the visitor so, never "saved for backup"', async () => {
    answer(json(503, { error: 'Try later' }))
    vi.mocked(startResendQueue).mockClear()
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const actor = createActor(lifecycleFor('scheduling')).start()
    const snapshot = await submit(actor, { name: 'Sam' } as never)
    expect(snapshot.value).toBe('notBackedUp')
    expect(shown).toEqual([notices.leadNotSaved])
    expect(startResendQueue).not.toHaveBeenCalled()
  })

  it('a resent backup the server takes keeps only its receipt', async () => {
    answer(json(500, {}), json(201, { status: 'stored' }))
    const actor = createActor(lifecycleFor('contact')).start()
    await submit(actor)
    expect(readBackups()[0]).toMatchObject({ status: 'pending', data: ava })
    await submit(actor)
    expect(bodies[1]?.id).toBe(bodies[0]?.id)
    expect(readBackups()).toHaveLength(1)
    expect(readBackups()[0]).toMatchObject({ status: 'sent', data: null })
  })

  it('a backed-up lead that fails again for want of the server stays waiting to be resent', async () => {
    answer(json(500, {}), json(503, { error: 'Try later' }))
    const actor = createActor(lifecycleFor('contact')).start()
    await submit(actor)
    await submit(actor)
    expect(bodies[1]?.id).toBe(bodies[0]?.id)
    expect(readBackups()).toHaveLength(1)
    expect(readBackups()[0]).toMatchObject({ status: 'pending', data: ava })
  })

  it('entries changed after a failure go as a new lead, and the stale backup is never resent', async () => {
    answer(json(503, {}), json(201, { status: 'stored' }), json(201, { status: 'stored' }))
    const actor = createActor(lifecycleFor('contact')).start()
    await submit(actor)
    const changed = { ...ava, organisation: 'Lee Care' }
    await submit(actor, changed)
    expect(bodies[1]?.id).not.toBe(bodies[0]?.id)
    // The resend queue's next round sends nothing: the team never gets the old entries as a second lead.
    const round = await sendPendingBackups()
    expect(round).toEqual({ delivered: 0, remaining: 0 })
    expect(bodies.map((b) => b.data)).toEqual([ava, changed])
    expect(readBackups()).toEqual([])
  })

  it('a refusal is shown now, with nothing saved for resending', async () => {
    answer(json(422, { error: 'Some fields are not valid', fields: { email: 'Enter a real email' } }))
    const actor = createActor(lifecycleFor('contact')).start()
    const snapshot = await submit(actor)
    expect(snapshot.value).toBe('rejected')
    expect(snapshot.context.summary).toEqual({ email: 'Enter a real email' })
    expect(shown).toEqual([notices.leadRejected])
    expect(readBackups()).toEqual([])
  })

  it('a backed-up lead the server then refuses is marked refused, already seen, and never resent', async () => {
    answer(json(500, {}), json(422, { error: 'Refused now' }))
    const actor = createActor(lifecycleFor('contact')).start()
    await submit(actor) // 500: backed up
    const id = String(bodies[0]?.id)
    expect(readBackups()[0]).toMatchObject({ id, status: 'pending' })
    await submit(actor) // the same entries, the same id: refused
    expect(bodies[1]?.id).toBe(id)
    expect(readBackups()).toHaveLength(1)
    expect(readBackups()[0]).toMatchObject({ id, status: 'refused', error: 'Refused now', seen: true })
  })

  it('an invalid scheduling attempt without a time slot also shows the slot notice; other errors show none', () => {
    const focusErrorSummary = vi.fn()
    const actor = createActor(lifecycleFor('scheduling', { focusErrorSummary })).start()
    actor.send({ type: 'form.submit', data: {}, errors: { preferredTimeSlots: 'Select at least one time slot' } })
    expect(shown).toEqual([notices.schedulingNoSlot])
    expect(focusErrorSummary).toHaveBeenCalledTimes(1)
    actor.send({ type: 'form.submit', data: {}, errors: { name: 'Enter your full name' } })
    expect(shown).toEqual([notices.schedulingNoSlot])
    expect(focusErrorSummary).toHaveBeenCalledTimes(2)
    const contact = createActor(lifecycleFor('contact')).start()
    contact.send({ type: 'form.submit', data: {}, errors: { name: 'Enter your full name' } })
    expect(shown).toEqual([notices.schedulingNoSlot])
  })

  it("closing the form clears the form's field errors", () => {
    const clearFieldErrors = vi.fn()
    const actor = createActor(lifecycleFor('contact', { clearFieldErrors })).start()
    actor.send({ type: 'form.submit', data: {}, errors: { name: 'Enter your full name' } })
    actor.send({ type: 'form.dismiss' })
    expect(clearFieldErrors).toHaveBeenCalledTimes(1)
  })

  it('without hooks (the test email) nothing breaks', async () => {
    answer(json(201, { status: 'stored' }))
    const actor = createActor(lifecycleFor('test-email')).start()
    actor.send({ type: 'form.submit', data: {}, errors: { at: 'x' } })
    actor.send({ type: 'form.dismiss' })
    const snapshot = await submit(actor, { at: '2026-11-23T10:00:00.000Z', page: 'home' } as never)
    expect(snapshot.value).toBe('success')
    expect(shown).toEqual([notices.testEmailSent])
  })

  it('a test email that could not be sent says so honestly', async () => {
    answer()
    const actor = createActor(lifecycleFor('test-email')).start()
    await submit(actor, { at: '2026-11-23T10:00:00.000Z', page: 'home' } as never)
    expect(shown).toEqual([notices.testEmailBackedUp])
    expect(readBackups()[0]).toMatchObject({ form: 'test-email', error: 'Could not reach the server' })
  })
})
