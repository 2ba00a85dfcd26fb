// @vitest-environment node
import { randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { LeadValue } from '../src/forms/descriptor'
import { formDataFromValues } from '../src/forms/form-data'
import { echoJson, FORM_ECHO_ELEMENT_ID, type FormEcho } from '../src/forms/form-echo'
import { formPagePath, type PageFormKind, sentPath } from '../src/forms/form-pages'
import { leadKindNames } from '../src/forms/lead-kinds'
import { createApp } from './app'
import type { PageRenderer } from './form-post'
import { RATE_LIMITED_MESSAGE, STORE_UNAVAILABLE_MESSAGE, UUID } from './lead-intake'
import { countLeads, findLead, listLeads } from './leads'
import type { Logger } from './logger'
import { silentLogger } from './logger'
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers'
import { createTestServer, jsonPost, leadRequest, sampleData, storePerFile, tempDir, testConfig } from './test-support'

/**
 * The plain POST of every lead form's page (decision 015): the same intake as POST /api/send-email,
 * answered as a browser needs it (303 to the sent page, or the page again with the entries and errors).
 */

const db = storePerFile()

const pageKinds = leadKindNames.filter((kind): kind is PageFormKind => kind !== 'test-email')
const GUIDE = 'audit-preparation-checklist'
const pathOf = (kind: PageFormKind) => formPagePath(kind, { guide: GUIDE })
const FORM_TYPE = 'application/x-www-form-urlencoded'
const ADDRESS = '203.0.113.20'

type App = ReturnType<typeof createApp>

/** A browser's form post from the page itself: same Origin, from ADDRESS (through the one trusted proxy). */
function send(
  app: App,
  url: string,
  body: URLSearchParams | string | Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = {},
) {
  return app.request(url, {
    method: 'POST',
    headers: { 'content-type': FORM_TYPE, origin: 'http://localhost', 'x-forwarded-for': ADDRESS, ...headers },
    body: body instanceof URLSearchParams ? body.toString() : body,
  })
}

/** The page's form as the visitor filled it in, plus the hidden id and honeypot the page carries. */
function formOf(kind: PageFormKind, changes: Record<string, LeadValue> = {}, hidden: Record<string, string> = {}) {
  const data = formDataFromValues({ ...(sampleData(kind) as Record<string, LeadValue>), ...changes })
  data.set('id', hidden.id ?? '')
  data.set('website', hidden.website ?? '')
  return data
}

/** A stand-in for the site's renderer: a page carrying the echo as the real one does, and an inline script. */
function fakeRenderer() {
  const calls: { url: string; echo?: FormEcho }[] = []
  const renderPage: PageRenderer = async (url, echo) => {
    calls.push({ url, echo })
    const data = echo ? `<script type="application/json" id="${FORM_ECHO_ELEMENT_ID}">${echoJson(echo)}</script>` : ''
    return `<!doctype html><html><head><script>window.started=1</script></head><body><h1>${url}</h1>${data}</body></html>`
  }
  return { renderPage, calls }
}

function echoIn(page: string): FormEcho {
  const json = new RegExp(`<script type="application/json" id="${FORM_ECHO_ELEMENT_ID}">(.*?)</script>`).exec(page)?.[1]
  if (!json) throw new Error('no echo in the page')
  return JSON.parse(json) as FormEcho
}

function setup(
  options: { renderPage?: PageRenderer; config?: Parameters<typeof testConfig>[0]; now?: () => number } = {},
) {
  const renderer = fakeRenderer()
  const config = testConfig(options.config)
  const { app, outbox } = createTestServer(db.store, config, {
    renderPage: 'renderPage' in options ? options.renderPage : renderer.renderPage,
    now: options.now,
  })
  return { app, outbox, config, calls: renderer.calls }
}

function expectHtml(res: Response) {
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
  expect(res.headers.get('cache-control')).toBe('no-store')
}

describe('a valid post', () => {
  it.each(pageKinds)('%s: 303 to its sent page and exactly one stored lead', async (kind) => {
    const { app } = setup()
    const res = await send(app, pathOf(kind), formOf(kind))
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(sentPath(kind, { guide: GUIDE }))
    const leads = await listLeads(db.store)
    expect(leads).toHaveLength(1)
    expect(leads[0]?.form).toBe(kind)
    expect(leads[0]?.status).toBe('pending')
  })

  it.each(pageKinds)('%s: stores exactly what the JSON endpoint stores for the same entries', async (kind) => {
    const { app } = setup()
    const data = { ...sampleData(kind), ...(kind === 'download-guide' ? { guide: GUIDE } : {}) }
    const json = leadRequest(kind, data)
    expect((await app.request('/api/send-email', jsonPost(json))).status).toBe(201)
    const id = randomUUID()
    expect((await send(app, pathOf(kind), formOf(kind, {}, { id }))).status).toBe(303)
    expect((await findLead(db.store, id))?.data).toEqual((await findLead(db.store, json.id))?.data)
  })

  it('uses the guide of the address, whatever guide was posted', async () => {
    const { app } = setup()
    const res = await send(
      app,
      `/download/${GUIDE}`,
      formOf('download-guide', { guide: 'registration-readiness-checklist' }),
    )
    expect(res.headers.get('location')).toBe(`/sent/${GUIDE}`)
    expect((await listLeads(db.store))[0]?.data.guide).toBe(GUIDE)
  })

  it('reads an unticked checkbox (not sent) as false, and drops the field it hides', async () => {
    const { app } = setup()
    const form = formOf('signup-modal', { clientCount: '12' })
    form.delete('hasClients')
    expect((await send(app, '/apply', form)).status).toBe(303)
    const [lead] = await listLeads(db.store)
    expect(lead?.data.hasClients).toBe(false)
    expect(lead?.data).not.toHaveProperty('clientCount')
  })

  it('accepts text in every script as UTF-8, escaped or not', async () => {
    const { app } = setup()
    const id = randomUUID()
    const body = formOf('contact', { name: 'Nguyễn Thị 😀' }, { id }).toString()
    expect((await send(app, '/', body)).status).toBe(303)
    expect((await findLead(db.store, id))?.data.name).toBe('Nguyễn Thị 😀')
    // Unescaped UTF-8 bytes (a hand-made post; browsers escape them) read the same.
    const rawId = randomUUID()
    const raw = formOf('contact', {}, { id: rawId })
      .toString()
      .replace(/(^|&)name=[^&]*/, '$1name=Zoë')
    expect((await send(app, '/', new TextEncoder().encode(raw))).status).toBe(303)
    expect((await findLead(db.store, rawId))?.data.name).toBe('Zoë')
  })
})

describe('idempotency', () => {
  it('the same page sent twice without an id is one lead and one mail', async () => {
    const { app, outbox, config } = setup()
    const form = formOf('contact')
    const first = await send(app, '/', form)
    const second = await send(app, '/', form)
    expect([first.status, second.status]).toEqual([303, 303])
    expect(second.headers.get('location')).toBe(first.headers.get('location'))
    const leads = await listLeads(db.store)
    expect(leads).toHaveLength(1)
    expect(leads[0]?.id).toMatch(UUID)
    await outbox.drain()
    expect(readdirSync(path.join(config.dataDir, 'outbox')).filter((f) => f.endsWith('.eml'))).toHaveLength(1)
  })

  it('sent concurrently without an id, it is still one lead', async () => {
    const { app } = setup()
    const form = formOf('contact')
    const statuses = (await Promise.all(Array.from({ length: 6 }, () => send(app, '/', form)))).map((r) => r.status)
    expect(statuses).toEqual(Array(6).fill(303))
    expect(await countLeads(db.store)).toBe(1)
  })

  it('other entries, another address or another day make another lead', async () => {
    let clock = Date.parse('2030-03-01T10:00:00Z')
    const { app } = setup({ now: () => clock })
    const form = formOf('contact')
    await send(app, '/', form)
    await send(app, '/', formOf('contact', { message: 'Another question.' }))
    await send(app, '/', form, { 'x-forwarded-for': '198.51.100.99' })
    expect(await countLeads(db.store)).toBe(3)
    clock += 86_400_000
    await send(app, '/', form)
    expect(await countLeads(db.store)).toBe(4)
  })

  it('a posted UUID is the id: the same post twice is one lead under it (any case)', async () => {
    const { app } = setup()
    const id = randomUUID()
    expect((await send(app, '/', formOf('contact', {}, { id }))).status).toBe(303)
    expect((await send(app, '/', formOf('contact', {}, { id: id.toUpperCase() }))).status).toBe(303)
    expect((await listLeads(db.store)).map((lead) => lead.id)).toEqual([id])
  })

  it('a posted id that is not a UUID is replaced by the derived one', async () => {
    const { app } = setup()
    await send(app, '/', formOf('contact', {}, { id: 'not-a-uuid' }))
    await send(app, '/', formOf('contact', {}, { id: 'not-a-uuid' }))
    const leads = await listLeads(db.store)
    expect(leads).toHaveLength(1)
    expect(leads[0]?.id).toMatch(UUID)
  })

  it('a posted id already used for other entries: 409, the page again with a new id, nothing changed', async () => {
    const { app, calls } = setup()
    const id = randomUUID()
    await send(app, '/', formOf('contact', {}, { id }))
    const res = await send(app, '/', formOf('contact', { message: 'Changed my mind.' }, { id }))
    expect(res.status).toBe(409)
    const echo = echoIn(await res.text())
    expect(echo.formError).toMatch(/already sent/)
    expect(echo.values.message).toBe('Changed my mind.')
    expect(echo.id).toMatch(UUID)
    expect(echo.id).not.toBe(id)
    expect(calls).toHaveLength(1)
    expect((await findLead(db.store, id))?.data.message).toBe(sampleData('contact').message)
  })
})

describe('a post the schema refuses', () => {
  it('422: the page again, rendered with the entries as typed and each field’s first error', async () => {
    const { app, calls } = setup()
    const id = randomUUID()
    const res = await send(app, '/', formOf('contact', { name: '  Alex  ', email: 'not an email', phone: '' }, { id }))
    expect(res.status).toBe(422)
    expectHtml(res)
    const page = await res.text()
    expect(calls.map((call) => call.url)).toEqual(['/'])
    const echo = echoIn(page)
    expect(echo).toEqual({
      kind: 'contact',
      values: { ...sampleData('contact'), name: '  Alex  ', email: 'not an email', phone: '' },
      errors: {
        phone: 'Enter your phone number',
        email: 'Enter an email address in the correct format, like name@example.com',
      },
      id,
    })
    expect(await countLeads(db.store)).toBe(0)
  })

  it('sends the page’s own CSP: the hashes of the rendered page’s inline scripts', async () => {
    const { app } = setup()
    const res = await send(app, '/', formOf('contact', { email: '' }))
    const page = await res.text()
    expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy(inlineScriptHashes(page)))
    expect(res.headers.get('content-security-policy')).toContain("'sha256-")
  })

  it('refuses a booking for a slot of today that has started, or for yesterday, keeping the entries (decision 312)', async () => {
    // 3 PM AEST on Wednesday 25 November 2026.
    const { app } = setup({ now: () => Date.parse('2026-11-25T05:00:00Z') })
    const started = await send(
      app,
      '/book-a-consultation',
      formOf('scheduling', {
        preferredDate: '2026-11-25',
        timezone: 'AEST',
        preferredTimeSlots: ['9-10 AM', '4-5 PM'],
      }),
    )
    expect(started.status).toBe(422)
    const echo = echoIn(await started.text())
    expect(echo.errors).toEqual({
      preferredTimeSlots: '9-10 AM has already started today. Choose a later time or another day.',
    })
    expect(echo.values).toMatchObject({
      name: sampleData('scheduling').name,
      preferredTimeSlots: ['9-10 AM', '4-5 PM'],
    })
    const yesterday = await send(
      app,
      '/book-a-consultation',
      formOf('scheduling', { preferredDate: '2026-11-24', timezone: 'AEST' }),
    )
    expect(yesterday.status).toBe(422)
    expect(echoIn(await yesterday.text()).errors).toEqual({ preferredDate: 'Choose today or a later date' })
    expect(await countLeads(db.store)).toBe(0)
    const later = await send(
      app,
      '/book-a-consultation',
      formOf('scheduling', { preferredDate: '2026-11-25', timezone: 'AEST', preferredTimeSlots: ['4-5 PM'] }),
    )
    expect(later.status).toBe(303)
  })

  it('orders the errors as the form’s fields, and names a refused slot by its field', async () => {
    const { app } = setup()
    const res = await send(
      app,
      '/book-a-consultation',
      formOf('scheduling', { timezone: '', preferredTimeSlots: ['midnight'] }),
    )
    expect(res.status).toBe(422)
    const echo = echoIn(await res.text())
    // The schema checks the slots before the timezone; the form shows the timezone first.
    expect(Object.keys(echo.errors)).toEqual(['timezone', 'preferredTimeSlots'])
    expect(echo.errors.preferredTimeSlots).toBe('Choose a time slot from the list')
    expect(echo.values.preferredTimeSlots).toEqual(['midnight'])
  })

  it('without a posted id, the page gets an id of its own for the corrected form', async () => {
    const { app } = setup()
    const form = formOf('contact', { email: '' })
    const first = echoIn(await (await send(app, '/', form)).text())
    const second = echoIn(await (await send(app, '/', form)).text())
    expect(first.id).toMatch(UUID)
    expect(second.id).toMatch(UUID)
    expect(second.id).not.toBe(first.id)
  })

  it('the corrected form, sent with the page’s id, is stored under it', async () => {
    const { app } = setup()
    const refused = echoIn(await (await send(app, '/', formOf('contact', { email: '' }))).text())
    const res = await send(app, '/', formOf('contact', {}, { id: refused.id }))
    expect(res.status).toBe(303)
    expect((await listLeads(db.store)).map((lead) => lead.id)).toEqual([refused.id])
  })
})

describe('where a post may come from', () => {
  it('a foreign Origin: 403, a plain page saying so, nothing stored', async () => {
    const { app, calls } = setup()
    const res = await send(app, '/', formOf('contact'), { origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    expectHtml(res)
    const page = await res.text()
    expect(page).toMatch(/only be sent from its page on this website/)
    expect(page).toContain('<title>Error: Send this form from our website</title>')
    expect(calls).toHaveLength(0)
    expect(await countLeads(db.store)).toBe(0)
  })

  it.each([
    ['Sec-Fetch-Site: cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site without Origin (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['Origin: null (a sandboxed frame, a redirect chain)', { origin: 'null' }],
    ['neither Origin nor Sec-Fetch-Site (curl, a script)', {}],
    ['another port of the same host', { origin: 'http://localhost:8080' }],
    ['the same host over the other scheme', { origin: 'https://localhost' }],
  ])('%s: refused', async (_name, headers) => {
    const { app } = setup()
    const res = await app.request('/', {
      method: 'POST',
      headers: { 'content-type': FORM_TYPE, 'x-forwarded-for': ADDRESS, ...headers },
      body: formOf('contact').toString(),
    })
    expect(res.status).toBe(403)
    expect(await countLeads(db.store)).toBe(0)
  })

  it('Sec-Fetch-Site: same-origin is enough without Origin', async () => {
    const { app } = setup()
    const res = await app.request('/', {
      method: 'POST',
      headers: { 'content-type': FORM_TYPE, 'sec-fetch-site': 'same-origin' },
      body: formOf('contact').toString(),
    })
    expect(res.status).toBe(303)
  })

  it('behind a trusted proxy, the origin is the scheme and host the browser used', async () => {
    const proxied = {
      origin: 'https://bluegum.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'bluegum.example',
    }
    const behindProxy = setup({ config: { trustProxy: 1 } })
    expect((await send(behindProxy.app, '/', formOf('contact'), proxied)).status).toBe(303)
    // Without TRUST_PROXY the forwarded headers are anyone's: the request's own origin counts.
    const direct = setup({ config: { trustProxy: 0 } })
    expect((await send(direct.app, '/', formOf('contact'), proxied)).status).toBe(403)
    expect(await countLeads(db.store)).toBe(1)
  })
})

describe('what is not a form post', () => {
  it.each([
    ['JSON', 'application/json'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['text/plain', 'text/plain'],
    ['another charset', `${FORM_TYPE}; charset=iso-8859-1`],
  ])('%s: 415, plain page, nothing stored', async (_name, type) => {
    const { app } = setup()
    const res = await send(app, '/', formOf('contact'), { 'content-type': type })
    expect(res.status).toBe(415)
    expectHtml(res)
    expect(await countLeads(db.store)).toBe(0)
  })

  it('accepts the type with charset=UTF-8', async () => {
    const { app } = setup()
    expect((await send(app, '/', formOf('contact'), { 'content-type': `${FORM_TYPE}; charset=UTF-8` })).status).toBe(
      303,
    )
  })

  it.each([
    ['a byte that is not UTF-8', new Uint8Array([...new TextEncoder().encode('name=Zo'), 0xff])],
    ['an escape that is not UTF-8', 'name=Zo%FF'],
    ['half a character', 'name=%E2%82'],
    ['an escaped lone surrogate', 'name=%ED%A0%80'],
  ])('%s: 400, nothing stored', async (_name, body) => {
    const { app } = setup()
    const tail = `&${formOf('contact')
      .toString()
      .replace(/(^|&)name=[^&]*/, '')}`
    const full =
      typeof body === 'string' ? `${body}${tail}` : new Uint8Array([...body, ...new TextEncoder().encode(tail)])
    const res = await send(app, '/', full)
    expect(res.status).toBe(400)
    expectHtml(res)
    expect(await countLeads(db.store)).toBe(0)
  })

  it('a body over 64 KB: 413', async () => {
    const { app } = setup()
    const res = await send(app, '/', formOf('contact', { message: 'x'.repeat(65 * 1024) }))
    expect(res.status).toBe(413)
    expectHtml(res)
    expect(await countLeads(db.store)).toBe(0)
  })

  // Each byte of a character outside ASCII is three in a form post: a message of 5,000 Chinese characters,
  // within the field's limit, came to 45 KB and was refused as too large, entries lost.
  it.each([
    ['contact', '/', { name: '李'.repeat(100), organisation: '维'.repeat(150), message: '我'.repeat(5000) }],
    [
      'sell-business',
      '/sell-business',
      {
        name: '李'.repeat(100),
        businessName: '维'.repeat(150),
        registrationGroups: '组'.repeat(300),
        message: '我'.repeat(5000),
      },
    ],
  ] as const)('the longest entries %s allows, in three-byte characters, are taken', async (kind, path, longest) => {
    const { app } = setup()
    const body = formOf(kind, longest)
    expect(body.toString().length).toBeGreaterThan(45 * 1024)
    const res = await send(app, path, body)
    expect(res.status).toBe(303)
    expect(await countLeads(db.store)).toBe(1)
  })

  it('a POST to a path that is not a form page is still 405 (site) or 404 (no site)', async () => {
    const clientDir = tempDir('ndis-form-post-site-')
    const withSite = createApp({ config: testConfig(), store: db.store, clientDir, logger: silentLogger })
    for (const url of ['/about', '/download/no-such-guide', '/sent/enquiry', '/apply/extra']) {
      const res = await send(withSite, url, formOf('contact'))
      expect(res.status, url).toBe(405)
      expect(res.headers.get('allow')).toBe('GET, HEAD')
    }
    const { app } = setup()
    expect((await send(app, '/about', formOf('contact'))).status).toBe(404)
    expect(await countLeads(db.store)).toBe(0)
    // The form pages themselves are taken before the site's catch-all.
    expect((await send(withSite, '/', formOf('contact'))).status).toBe(303)
    expect((await send(withSite, `/download/${GUIDE}`, formOf('download-guide'))).status).toBe(303)
    expect(await countLeads(db.store)).toBe(2)
  })
})

describe('honeypot', () => {
  it('a filled honeypot: 303 to the sent page as if accepted, nothing stored', async () => {
    const { app } = setup()
    const res = await send(app, '/', formOf('contact', {}, { website: 'https://spam.example' }))
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(sentPath('contact'))
    expect(await countLeads(db.store)).toBe(0)
  })

  it('a blank honeypot is a person', async () => {
    const { app } = setup()
    expect((await send(app, '/', formOf('contact', {}, { website: '  ' }))).status).toBe(303)
    expect(await countLeads(db.store)).toBe(1)
  })
})

describe('when it cannot be taken now', () => {
  it('over the rate limit: 429, the page again with the entries and the JSON endpoint’s message', async () => {
    const { app } = setup({ config: { rateLimitPerMinute: 2 } })
    const stored = randomUUID()
    expect((await send(app, '/', formOf('contact', {}, { id: stored }))).status).toBe(303)
    expect((await send(app, '/', formOf('contact', { name: 'Second' }))).status).toBe(303)
    const id = randomUUID()
    const res = await send(app, '/', formOf('contact', { name: 'Third' }, { id }))
    expect(res.status).toBe(429)
    expectHtml(res)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    const echo = echoIn(await res.text())
    expect(echo).toMatchObject({ kind: 'contact', formError: RATE_LIMITED_MESSAGE, errors: {}, id })
    expect(echo.values.name).toBe('Third')
    // A retry of a stored lead is still answered as stored (decision 111).
    expect((await send(app, '/', formOf('contact', {}, { id: stored }))).status).toBe(303)
    expect(await countLeads(db.store)).toBe(2)
  })

  it('shares its limit with POST /api/send-email: one intake', async () => {
    const { app } = setup({ config: { rateLimitPerMinute: 2 } })
    expect((await send(app, '/', formOf('contact'))).status).toBe(303)
    const json = (body: unknown) => app.request('/api/send-email', jsonPost(body, { 'x-forwarded-for': ADDRESS }))
    expect((await json(leadRequest('contact'))).status).toBe(201)
    expect((await json(leadRequest('contact'))).status).toBe(429)
    expect((await send(app, '/', formOf('contact', { name: 'Another' }))).status).toBe(429)
  })

  it.each([
    ['with a posted id', true],
    ['without one (the derived id needs the store too)', false],
  ])(
    'the store fails (%s): 503, the page again with the entries kept, nothing logged about the visitor',
    async (_name, withId) => {
      const messages: string[] = []
      const logger: Logger = {
        info: (m) => messages.push(m),
        warn: (m) => messages.push(m),
        error: (m) => messages.push(m),
      }
      const { renderPage, calls } = fakeRenderer()
      const broken = {
        query: async () => {
          throw new Error('database is down: Failing row contains (Alex Smith, alex@example.com)')
        },
      }
      const app = createApp({ config: testConfig(), store: broken, renderPage, logger })
      const id = randomUUID()
      const res = await send(app, '/', formOf('contact', {}, withId ? { id } : {}))
      expect(res.status).toBe(503)
      expectHtml(res)
      expect(res.headers.get('retry-after')).toBe('30')
      const echo = echoIn(await res.text())
      expect(echo.formError).toBe(STORE_UNAVAILABLE_MESSAGE)
      expect(echo.values).toEqual(sampleData('contact'))
      if (withId) expect(echo.id).toBe(id)
      expect(calls).toHaveLength(1)
      expect(messages.length).toBeGreaterThan(0)
      for (const message of messages) expect(message).not.toMatch(/Alex|alex@|0491/)
    },
  )
})

describe('without the site’s renderer', () => {
  it('a refused post gets a plain page: the problems, what was sent (escaped) and the way back', async () => {
    const { app } = setup({ renderPage: undefined })
    const hostile = '<script>alert("x")</script>'
    const res = await send(
      app,
      '/',
      formOf('contact', { name: hostile, message: `${hostile}</dd><img src=x onerror=alert(1)>`, email: '' }),
    )
    expect(res.status).toBe(422)
    expectHtml(res)
    const page = await res.text()
    expect(page).not.toContain('<script')
    expect(page).not.toContain('<img')
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    expect(page).toContain('Email Address: Enter your email address')
    // Screen readers read the title first: it says there is something to fix, and how much.
    expect(page).toMatch(/<title>Error: 1 problem to fix – There is a problem<\/title>/)
    expect(page).toContain('href="/#contact"')
    expect(res.headers.get('content-security-policy')).not.toContain("'sha256-")
  })

  it('a renderer that fails falls back to the plain page, keeping the status', async () => {
    const messages: string[] = []
    const logger: Logger = { info() {}, warn() {}, error: (m) => messages.push(m) }
    const app = createApp({
      config: testConfig(),
      store: db.store,
      logger,
      renderPage: async () => {
        throw new Error('render failed')
      },
    })
    const res = await send(
      app,
      '/book-a-consultation',
      formOf('scheduling', { name: 'Jane <b>Citizen</b>', email: '' }),
    )
    expect(res.status).toBe(422)
    const page = await res.text()
    expect(page).toContain('Jane &lt;b&gt;Citizen&lt;/b&gt;')
    expect(page).toContain('href="/book-a-consultation#lead-form"')
    expect(messages).toEqual([expect.stringContaining('Could not render /book-a-consultation')])
  })

  it('the rate limit and store messages are on the plain page too', async () => {
    const { app } = setup({ renderPage: undefined, config: { rateLimitPerMinute: 1 } })
    await send(app, '/', formOf('contact'))
    const res = await send(app, '/', formOf('contact', { name: 'Kim & Co' }))
    expect(res.status).toBe(429)
    const page = await res.text()
    expect(page).toContain(RATE_LIMITED_MESSAGE)
    expect(page).toContain('<title>Error: 1 problem to fix – There is a problem</title>')
    expect(page).toContain('Kim &amp; Co')
  })
})

describe('/apply for a service of interest', () => {
  it('is rendered for its address, so the service reaches a visitor without JavaScript', async () => {
    const { app, calls } = setup()
    const res = await app.request('/apply?interest=NDIS+Audit+Support')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<h1>/apply?interest=NDIS+Audit+Support</h1>')
    expect(calls).toEqual([{ url: '/apply?interest=NDIS+Audit+Support', echo: undefined }])
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/)
  })

  it('without a service, or without a renderer, is left to the prerendered page', async () => {
    const { app, calls } = setup()
    expect((await app.request('/apply')).status).toBe(404)
    expect(calls).toEqual([])
    const { app: plain } = setup({ renderPage: undefined })
    expect((await plain.request('/apply?interest=NDIS+Audit+Support')).status).toBe(404)
  })

  it('takes only a service the site offers: other words, or 151 characters, get the prerendered page, unrendered (issue 25)', async () => {
    const { app, calls } = setup()
    for (const interest of ['Call 0400000000 now for refund', 'x'.repeat(151), 'ndis audit support'])
      expect((await app.request(`/apply?${new URLSearchParams({ interest })}`)).status, interest).toBe(404)
    // Nothing was rendered, so nothing could fail and write to the error log.
    expect(calls).toEqual([])
  })

  it('puts only a known service into the stored lead and the Subject; anything else is the default', async () => {
    const { app } = setup()
    const res = await send(
      app,
      pathOf('signup-modal'),
      formOf('signup-modal', { serviceInterest: 'Call 0400000000 now' }),
    )
    expect(res.status).toBe(303)
    const [lead] = await listLeads(db.store)
    expect(lead?.data.serviceInterest).toBe('NDIS Registration Services')
    expect(lead?.subject).toBe('New NDIS Registration Application - NDIS Registration Services')
  })
})
