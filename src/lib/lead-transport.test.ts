import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LeadRefused } from '../../machines/lead-lifecycle.machine'
import { LEADS_URL, postLead, sendLead, wireBody } from './lead-transport'

const lead = { id: '33333333-3333-4333-8333-333333333333', form: 'contact' as const, data: { name: 'Ava' } }
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('lead transport', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.useRealTimers())

  it('POSTs the spec §7 wire format plus the id to the leads URL', async () => {
    const fetchImpl = vi.fn(async () => json(201, { id: lead.id, status: 'stored' }))
    const result = await postLead(lead, fetchImpl)
    expect(result).toEqual({ outcome: 'sent', id: lead.id, status: 'stored' })
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

  it('a 5xx, 408 or 429 means unreachable (try later); any other 4xx is a refusal with the server message', async () => {
    expect(await postLead(lead, async () => json(500, { error: 'down' }))).toEqual({
      outcome: 'unreachable',
      id: lead.id,
      error: 'down',
    })
    expect(await postLead(lead, async () => json(429, {}))).toMatchObject({ outcome: 'unreachable' })
    expect(await postLead(lead, async () => json(408, {}))).toMatchObject({ outcome: 'unreachable' })
    expect(
      await postLead(lead, async () =>
        json(422, { error: 'Some fields are not valid', fields: { name: 'Enter your full name' } }),
      ),
    ).toEqual({
      outcome: 'refused',
      id: lead.id,
      error: 'Some fields are not valid',
      fields: { name: 'Enter your full name' },
    })
  })

  it('an unreachable server is a retryable failure, never a throw', async () => {
    const result = await postLead(lead, async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(result).toEqual({ outcome: 'unreachable', id: lead.id, error: 'Could not reach the server' })
  })

  it('gives up after 15 seconds without an answer', async () => {
    vi.useFakeTimers()
    const fetchImpl = (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))))
    const pending = postLead(lead, fetchImpl as typeof fetch)
    await vi.advanceTimersByTimeAsync(15_000)
    expect(await pending).toMatchObject({ outcome: 'unreachable', error: 'The server took too long to answer' })
  })

  it('sendLead (the lifecycle actor) rejects a refusal with LeadRefused and anything else with a plain Error', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      json(422, { error: 'Bad', fields: { email: 'Enter an email' } }),
    )
    const refused = await sendLead(lead).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(LeadRefused)
    expect((refused as LeadRefused).fields).toEqual({ email: 'Enter an email' })
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(503, { error: 'Try later' }))
    const unreachable = await sendLead(lead).catch((e: unknown) => e)
    expect(unreachable).toBeInstanceOf(Error)
    expect(unreachable).not.toBeInstanceOf(LeadRefused)
  })
})

describe('lead transport, as the server sees it', () => {
  afterEach(() => vi.restoreAllMocks())

  it('posts JSON to /api/send-email with the same-origin cookies only', async () => {
    const fetchImpl = vi.fn(async () => json(201, { status: 'stored' }))
    await postLead({ ...lead, website: 'x' }, fetchImpl)
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/send-email')
    expect(init.headers).toEqual({ 'content-type': 'application/json' })
    expect(init.credentials).toBe('same-origin')
    expect(init.signal).toBeInstanceOf(AbortSignal)
    expect(JSON.parse(String(init.body)).website).toBe('x')
  })

  it("keeps the visitor's entries out of the console outside development", async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    await postLead(lead, async () => json(201, {}))
    expect(info).not.toHaveBeenCalled()
  })

  it('reads answers without a JSON body', async () => {
    expect(await postLead(lead, async () => new Response('', { status: 201 }))).toEqual({
      outcome: 'sent',
      id: lead.id,
      status: 'stored',
    })
    expect(await postLead(lead, async () => new Response('<html>Bad gateway</html>', { status: 502 }))).toEqual({
      outcome: 'unreachable',
      id: lead.id,
      error: 'The server answered 502',
    })
    expect(await postLead(lead, async () => new Response('nope', { status: 404 }))).toEqual({
      outcome: 'refused',
      id: lead.id,
      error: 'The server answered 404',
      fields: {},
    })
  })

  it("reports the server's own status for a lead it took", async () => {
    expect(await postLead(lead, async () => json(200, { status: 'duplicate' }))).toMatchObject({ status: 'duplicate' })
  })

  it('tells 499 (refused) from 500 (try later), and 400 from 408', async () => {
    expect(await postLead(lead, async () => json(499, {}))).toMatchObject({ outcome: 'refused' })
    expect(await postLead(lead, async () => json(500, {}))).toMatchObject({ outcome: 'unreachable' })
    expect(await postLead(lead, async () => json(400, {}))).toMatchObject({ outcome: 'refused' })
    expect(await postLead(lead, async () => json(409, {}))).toMatchObject({ outcome: 'refused' })
    expect(await postLead(lead, async () => json(428, {}))).toMatchObject({ outcome: 'refused' })
  })

  it('sendLead resolves with the result of a lead the server took', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(201, { status: 'stored' }))
    expect(await sendLead(lead)).toEqual({ outcome: 'sent', id: lead.id, status: 'stored' })
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(503, { error: 'Try later' }))
    await expect(sendLead(lead)).rejects.toThrow('Try later')
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(422, { error: 'Bad' }))
    await expect(sendLead(lead)).rejects.toThrow('Bad')
  })

  it('wireBody sends an empty honeypot for a person', () => {
    expect(wireBody(lead)).toMatchObject({ website: '', cc: '', subject: 'New Contact Enquiry' })
  })
})

describe('lead transport configuration', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('posts to the URL the build sets in VITE_LEADS_URL, else to /api/send-email', async () => {
    vi.resetModules()
    expect((await import('./lead-transport')).LEADS_URL).toBe('/api/send-email')
    vi.stubEnv('VITE_LEADS_URL', 'https://leads.example/api/send-email')
    vi.resetModules()
    expect((await import('./lead-transport')).LEADS_URL).toBe('https://leads.example/api/send-email')
  })

  it('logs the lead to the console in a development build only', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    vi.stubEnv('MODE', 'development')
    vi.stubEnv('DEV', true)
    await postLead(lead, async () => json(201, {}))
    expect(info).toHaveBeenCalledWith('[lead]', 'contact', { name: 'Ava' })
    info.mockClear()
    vi.stubEnv('MODE', 'production')
    vi.stubEnv('DEV', false)
    await postLead(lead, async () => json(201, {}))
    expect(info).not.toHaveBeenCalled()
  })

  it('leaves no timer running once the server answered', async () => {
    vi.useFakeTimers()
    await postLead(lead, async () => json(201, {}))
    expect(vi.getTimerCount()).toBe(0)
  })
})
