import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { takeNotices } from '../testing/page-requests'
import { readBackups, saveBackup } from './lead-backup'
import type { SendResult } from './lead-transport'
import { type ResendQueue, startResendQueue } from './resend-queue'

const base = { subject: 's', to: 't', cc: '', error: 'offline' }
let queue: ResendQueue | undefined

describe('resend queue', () => {
  beforeEach(() => {
    localStorage.clear()
    vi.useFakeTimers()
  })
  afterEach(() => {
    queue?.stop()
    vi.useRealTimers()
  })

  it('sends every pending lead on start with its original id and marks it sent', async () => {
    saveBackup({ ...base, form: 'contact', data: { a: 1 }, id: 'id-1' })
    saveBackup({ ...base, form: 'scheduling', data: { b: 2 }, id: 'id-2' })
    const send = vi.fn(
      async (lead: { id: string; savedAt?: string }): Promise<SendResult> => ({
        outcome: 'sent',
        id: lead.id,
        status: 'stored',
      }),
    )
    queue = startResendQueue({ send })
    await vi.waitFor(() => expect(readBackups().every((l) => l.status === 'sent')).toBe(true))
    expect(send.mock.calls.map(([l]) => l.id)).toEqual(['id-1', 'id-2'])
    // With when each was sent first, so a booking whose time has passed since is still taken (decision 312).
    expect(send.mock.calls.map(([l]) => l.savedAt)).toEqual(readBackups().map((l) => l.timestamp))
    expect(send.mock.calls[0]?.[0].savedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  })

  it('keeps failing leads pending, backs off, and delivers once the network returns', async () => {
    saveBackup({ ...base, form: 'contact', data: { a: 1 }, id: 'id-1' })
    let online = false
    const send = vi.fn(
      async (lead: { id: string }): Promise<SendResult> =>
        online
          ? { outcome: 'sent', id: lead.id, status: 'stored' }
          : { outcome: 'unreachable', id: lead.id, error: 'down' },
    )
    queue = startResendQueue({ send, baseDelayMs: 1000 })
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    await vi.advanceTimersByTimeAsync(1000) // first retry after the base delay
    expect(send).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1000) // backoff doubled: not yet
    expect(send).toHaveBeenCalledTimes(2)
    expect(readBackups()[0]).toMatchObject({ status: 'pending', attempts: 2, error: 'down' })

    online = true
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(readBackups()[0]?.status).toBe('sent'))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(send).toHaveBeenCalledTimes(3) // delivered once, then nothing more to send
  })

  it('a lead the server refused (4xx) is never sent again and the visitor is told once', async () => {
    saveBackup({ ...base, form: 'contact', data: { a: 1 }, id: 'id-1' })
    const send = vi.fn(
      async (lead: { id: string }): Promise<SendResult> => ({
        outcome: 'refused',
        id: lead.id,
        error: 'Some fields are not valid',
        fields: {},
      }),
    )
    const shown: string[] = []
    const unsubscribe = takeNotices((notice) => shown.push(notice.title))
    queue = startResendQueue({ send, baseDelayMs: 1000 })
    await vi.waitFor(() => expect(readBackups()[0]?.status).toBe('refused'))
    await vi.advanceTimersByTimeAsync(60 * 60_000)
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(send).toHaveBeenCalledTimes(1)
    expect(readBackups()[0]).toMatchObject({ status: 'refused', error: 'Some fields are not valid', seen: true })
    expect(shown).toEqual(['An earlier enquiry could not be delivered'])
    unsubscribe()
  })

  it('a lead the server just failed to take waits the base delay before its first resend', async () => {
    saveBackup({ ...base, form: 'contact', data: { a: 1 }, id: 'id-1' })
    const send = vi.fn(
      async (lead: { id: string }): Promise<SendResult> => ({ outcome: 'sent', id: lead.id, status: 'stored' }),
    )
    queue = startResendQueue({ send, baseDelayMs: 1000, startNow: false })
    await vi.advanceTimersByTimeAsync(999)
    expect(send).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(readBackups()[0]?.status).toBe('sent'))
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('a lead kept while the queue already runs is sent after the base delay', async () => {
    const send = vi.fn(
      async (lead: { id: string }): Promise<SendResult> => ({ outcome: 'sent', id: lead.id, status: 'stored' }),
    )
    queue = startResendQueue({ send, baseDelayMs: 1000 }) // a page load: nothing to send yet
    await vi.advanceTimersByTimeAsync(0)
    saveBackup({ ...base, form: 'contact', data: { a: 1 }, id: 'id-1' })
    expect(startResendQueue({ send, startNow: false })).toBe(queue)
    await vi.advanceTimersByTimeAsync(999)
    expect(send).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(readBackups()[0]?.status).toBe('sent'))
    expect(send.mock.calls.map(([l]) => l.id)).toEqual(['id-1'])
  })
})

describe('resend queue handle', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => {
    queue?.stop()
    queue = undefined
    vi.unstubAllGlobals()
  })

  const sentOk = async (lead: { id: string }): Promise<SendResult> => ({ outcome: 'sent', id: lead.id, status: 'ok' })

  it('"Send now" sends a round and answers with what it delivered and what is left', async () => {
    saveBackup({ ...base, form: 'contact', data: { a: 1 }, id: 'id-1' })
    const send = vi.fn(sentOk)
    queue = startResendQueue({ send })
    expect(await queue.flush()).toEqual({ delivered: 1, remaining: 0 }) // the round of the start
    saveBackup({ ...base, form: 'buy-business', data: { b: 2 }, id: 'id-2' })
    saveBackup({ ...base, form: 'sell-business', data: { c: 3 }, id: 'id-3' })
    expect(await queue.flush()).toEqual({ delivered: 2, remaining: 0 })
    expect(send.mock.calls.map(([lead]) => lead)).toEqual([
      { id: 'id-1', form: 'contact', data: { a: 1 }, savedAt: expect.any(String) },
      { id: 'id-2', form: 'buy-business', data: { b: 2 }, savedAt: expect.any(String) },
      { id: 'id-3', form: 'sell-business', data: { c: 3 }, savedAt: expect.any(String) },
    ])
  })

  it('counts the leads left waiting, and a refused one as neither', async () => {
    saveBackup({ ...base, form: 'contact', data: { a: 1 }, id: 'down' })
    saveBackup({ ...base, form: 'contact', data: { a: 2 }, id: 'refused' })
    saveBackup({ ...base, form: 'contact', data: { a: 3 }, id: 'ok' })
    const send = vi.fn(async (lead: { id: string }): Promise<SendResult> => {
      if (lead.id === 'down') return { outcome: 'unreachable', id: lead.id, error: 'down' }
      if (lead.id === 'refused') return { outcome: 'refused', id: lead.id, error: 'no', fields: {} }
      return { outcome: 'sent', id: lead.id, status: 'ok' }
    })
    queue = startResendQueue({ send, baseDelayMs: 60_000 })
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(3))
    expect(await queue.flush()).toEqual({ delivered: 0, remaining: 1 })
    expect(readBackups().map((l) => [l.id, l.status, l.attempts])).toEqual([
      ['down', 'pending', 2],
      ['refused', 'refused', 0],
      ['ok', 'sent', 0],
    ])
  })

  it('is one queue per page: starting it again nudges the running one', async () => {
    const send = vi.fn(sentOk)
    queue = startResendQueue({ send })
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(0))
    saveBackup({ ...base, form: 'contact', data: { a: 1 }, id: 'id-1' })
    const other = vi.fn(sentOk)
    expect(startResendQueue({ send: other })).toBe(queue)
    await vi.waitFor(() => expect(readBackups()[0]?.status).toBe('sent'))
    expect(send).toHaveBeenCalledTimes(1)
    expect(other).not.toHaveBeenCalled()
  })

  it('once stopped it no longer listens for the network, and a new one can start', async () => {
    saveBackup({ ...base, form: 'contact', data: { a: 1 }, id: 'id-1' })
    const send = vi.fn(
      async (lead: { id: string }): Promise<SendResult> => ({
        outcome: 'unreachable',
        id: lead.id,
        error: 'down',
      }),
    )
    const first = startResendQueue({ send, baseDelayMs: 60_000 })
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    first.stop()
    window.dispatchEvent(new Event('online'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(send).toHaveBeenCalledTimes(1)
    const next = vi.fn(sentOk)
    queue = startResendQueue({ send: next })
    expect(queue).not.toBe(first)
    await vi.waitFor(() => expect(next).toHaveBeenCalledTimes(1))
  })

  it('sends through the site transport by default', async () => {
    saveBackup({ ...base, form: 'contact', data: { name: 'Ava' }, id: 'id-1' })
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 'stored' }), { status: 201 }))
    vi.stubGlobal('fetch', fetchMock)
    queue = startResendQueue()
    await vi.waitFor(() => expect(readBackups()[0]?.status).toBe('sent'))
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(JSON.parse(String(init.body))).toMatchObject({ id: 'id-1', form: 'contact', data: { name: 'Ava' } })
  })

  it('with nothing to send, "Send now" answers with nothing delivered and nothing left', async () => {
    queue = startResendQueue({ send: vi.fn(sentOk) })
    expect(await queue.flush()).toEqual({ delivered: 0, remaining: 0 })
  })
})

describe('resend queue rounds that go wrong', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => {
    queue?.stop()
    queue = undefined
    vi.useRealTimers()
  })

  it('"Send now" waits for a slow server however long it takes', async () => {
    vi.useFakeTimers()
    saveBackup({ ...base, form: 'contact', data: { a: 1 }, id: 'id-1' })
    const send = vi.fn(
      (lead: { id: string }) =>
        new Promise<SendResult>((resolve) =>
          setTimeout(() => resolve({ outcome: 'sent', id: lead.id, status: 'ok' }), 60_000),
        ),
    )
    queue = startResendQueue({ send })
    const result = queue.flush()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(await result).toEqual({ delivered: 1, remaining: 0 })
  })

  it('a round that fails outright answers with the leads still pending', async () => {
    saveBackup({ ...base, form: 'contact', data: { a: 1 }, id: 'id-1' })
    const send = vi.fn(async (): Promise<SendResult> => {
      throw new Error('storage broke')
    })
    queue = startResendQueue({ send, baseDelayMs: 60_000 })
    expect(await queue.flush()).toEqual({ delivered: 0, remaining: 1 })
  })
})
