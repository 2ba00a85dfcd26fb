import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { saveBackup } from './lead-backup'
import { LEADS_URL, postLead, submitForm } from './lead-transport'

const lead = { id: '33333333-3333-4333-8333-333333333333', form: 'contact' as const, data: { name: 'Ava' } }
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('lead transport', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.useRealTimers())

  it('POSTs the spec §7 wire format plus the id to the leads URL', async () => {
    const fetchImpl = vi.fn(async () => json(201, { id: lead.id, status: 'stored' }))
    const result = await postLead(lead, fetchImpl)
    expect(result).toEqual({ ok: true, id: lead.id, status: 'stored' })
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(LEADS_URL)
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({
      id: lead.id,
      form: 'contact',
      data: { name: 'Ava' },
      subject: 'New Contact Enquiry',
      to: 'hello@bluegumconsulting.example',
      cc: '',
      website: '',
    })
  })

  it('a 5xx or 429 is a failure worth retrying; a 4xx is a failure with the server message', async () => {
    expect(await postLead(lead, async () => json(500, { error: 'down' }))).toEqual({
      ok: false,
      id: lead.id,
      error: 'down',
      retryable: true,
    })
    expect(await postLead(lead, async () => json(429, {}))).toMatchObject({ ok: false, retryable: true })
    expect(await postLead(lead, async () => json(422, { error: 'Some fields are not valid' }))).toMatchObject({
      ok: false,
      error: 'Some fields are not valid',
      retryable: false,
    })
  })

  it('an unreachable server is a retryable failure, never a throw', async () => {
    const result = await postLead(lead, async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(result).toEqual({ ok: false, id: lead.id, error: 'Could not reach the server', retryable: true })
  })

  it('gives up after 15 seconds without an answer', async () => {
    vi.useFakeTimers()
    const fetchImpl = (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))))
    const pending = postLead(lead, fetchImpl as typeof fetch)
    await vi.advanceTimersByTimeAsync(15_000)
    expect(await pending).toMatchObject({ ok: false, error: 'The server took too long to answer', retryable: true })
  })

  it('the same entries still waiting in the backup list are sent under their first id', async () => {
    saveBackup({ form: 'contact', data: lead.data, subject: 's', to: 't', id: 'first-id' })
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { status: 'duplicate' }))
    const result = await submitForm('contact', lead.data, 'second-id')
    expect(result).toMatchObject({ ok: true, id: 'first-id' })
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)).id).toBe('first-id')
  })
})
