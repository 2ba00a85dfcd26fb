import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { onNotice } from './dialog-requests'
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
      async (lead: { id: string }): Promise<SendResult> => ({ outcome: 'sent', id: lead.id, status: 'stored' }),
    )
    queue = startResendQueue({ send })
    await vi.waitFor(() => expect(readBackups().every((l) => l.status === 'sent')).toBe(true))
    expect(send.mock.calls.map(([l]) => l.id)).toEqual(['id-1', 'id-2'])
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
    const unsubscribe = onNotice((notice) => shown.push(notice.title))
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
})
