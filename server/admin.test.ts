// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { SubmissionDetail, SubmissionList } from '../src/features/submissions/desk-types'
import { csvCell, neutraliseFormula, toCsv } from './csv'
import { insertLead, listLeads } from './leads'
import { leadsCsv } from './leads-csv'
import { addStaff } from './staff'
import type { LeadStore } from './store'
import {
  createTestServer,
  deskPost,
  jsonPost,
  leadRequest,
  openTestStore,
  STAFF_EMAIL,
  sampleData,
  staffLogin,
  testConfig,
} from './test-support'

let store: LeadStore
beforeAll(async () => {
  store = await openTestStore()
})
afterAll(async () => {
  await store.close()
})
beforeEach(async () => {
  await store.query('DELETE FROM leads')
  await store.query('DELETE FROM staff_users')
  await store.query('DELETE FROM counters')
})

const PASSWORD = 'correct horse battery staple'

function setup(overrides: Parameters<typeof testConfig>[0] = {}, clock?: { t: number }) {
  return createTestServer(store, testConfig(overrides), clock ? { now: () => clock.t } : {}).app
}

/** Logs in as the bootstrap user (made by the first login with ADMIN_PASSWORD). */
const login = (app: ReturnType<typeof setup>, password = PASSWORD, headers: Record<string, string> = {}) =>
  staffLogin(app, { password, headers })

const get = (app: ReturnType<typeof setup>, path: string, cookie?: string) =>
  app.request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} })

describe('admin login and session', () => {
  it('refuses the submissions API without a session (401, JSON)', async () => {
    const app = setup()
    for (const path of ['/api/submissions', '/api/submissions.csv', `/api/submissions/${crypto.randomUUID()}`]) {
      const res = await get(app, path)
      expect(res.status).toBe(401)
      expect((await res.json()).error).toMatch(/Log in/)
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
    expect(await (await get(app, '/api/admin/session')).json()).toEqual({ authenticated: false })
    expect((await get(app, '/api/submissions', 'admin_session=forged-token')).status).toBe(401)
  })

  it('refuses a wrong password with 401 and sets no cookie', async () => {
    const { res } = await login(setup(), 'not the password')
    expect(res.status).toBe(401)
    expect((await res.json()).error).toBe('The email address or password is not correct.')
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('logs in with a strict HttpOnly cookie and opens the API', async () => {
    const app = setup()
    const { res, cookie } = await login(app)
    expect(res.status).toBe(200)
    const setCookie = res.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^admin_session=[\w-]{40,};/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Strict/i)
    expect(setCookie).toMatch(/Path=\//)
    expect(setCookie).toMatch(/Max-Age=36000/) // the absolute lifetime: 10 hours
    expect(setCookie).not.toMatch(/Secure/i) // http://localhost
    expect(await (await get(app, '/api/admin/session', cookie)).json()).toMatchObject({ authenticated: true })
    expect((await get(app, '/api/submissions', cookie)).status).toBe(200)
  })

  it('marks the cookie Secure on a real host name', async () => {
    const app = setup()
    const res = await app.request(
      'https://www.bluegumconsulting.example/api/admin/login',
      jsonPost({ email: STAFF_EMAIL, password: PASSWORD }, { origin: 'https://www.bluegumconsulting.example' }),
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toMatch(/Secure/)
  })

  it('throttles guessing per address and per account with a delay that grows with each failure', async () => {
    const clock = { t: Date.now() }
    const app = setup({ loginFailureLimit: 3 }, clock)
    await login(app) // makes the account
    const other = { email: 'kim@bluegum.example', password: 'wattle kookaburra lantern' }
    await addStaff(store, { ...other, name: 'Kim' })
    const from = { 'x-forwarded-for': '198.51.100.7' }
    for (let i = 0; i < 3; i++) expect((await login(app, `guess ${i}`, from)).res.status).toBe(401)
    const blocked = await login(app, PASSWORD, from)
    expect(blocked.res.status).toBe(429)
    expect(blocked.res.headers.get('retry-after')).toBe('30')
    expect((await blocked.res.json()).error).toMatch(/Too many failed attempts/)
    // The account is held up from another address too (guessing from many addresses gains nothing)…
    expect((await login(app, PASSWORD, { 'x-forwarded-for': '198.51.100.8' })).res.status).toBe(429)
    // …while another account from another address is not.
    expect((await staffLogin(app, { ...other, headers: { 'x-forwarded-for': '198.51.100.8' } })).res.status).toBe(200)
    clock.t += 30_000
    expect((await login(app, 'guess 4', from)).res.status).toBe(401)
    expect((await login(app, PASSWORD, from)).res.headers.get('retry-after')).toBe('60') // doubled
    clock.t += 60_000
    expect((await login(app, PASSWORD, from)).res.status).toBe(200)
  })

  it('checks at most 5 guesses per address and per account however they are sent: 40 at once, on two instances', async () => {
    const config = testConfig({ loginFailureLimit: 5 })
    const instances = [createTestServer(store, config).app, createTestServer(store, config).app]
    expect((await login(instances[0]!)).res.status).toBe(200) // makes the account
    const burst = async (from: (n: number) => string) => {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, n) =>
          login(instances[n % 2]!, `guess ${n}`, { 'x-forwarded-for': from(n) }).then(({ res }) => res.status),
        ),
      )
      // Each answer other than 429 is one argon2 verification.
      return { checked: answers.filter((s) => s !== 429).length, statuses: new Set(answers) }
    }
    const oneAddress = await burst(() => '198.51.100.30')
    expect(oneAddress.checked).toBe(5)
    expect(oneAddress.statuses).toEqual(new Set([401, 429]))
    await store.query('DELETE FROM counters')
    // From 40 addresses, the account's own count holds them to 5 as well.
    const manyAddresses = await burst((n) => `198.51.100.${100 + n}`)
    expect(manyAddresses.checked).toBe(5)
  })

  it('lets a browser that logged in before in with the right password while its address is throttled', async () => {
    const app = setup({ loginFailureLimit: 3 })
    const from = { 'x-forwarded-for': '198.51.100.9' }
    const first = await login(app, PASSWORD, from)
    const device = first.res.headers.getSetCookie().find((c) => c.startsWith('admin_device='))
    expect(device).toMatch(/HttpOnly/i)
    expect(device).toMatch(/SameSite=Strict/i)
    expect(device).toMatch(/Path=\/api\/admin/)
    const deviceCookie = device?.split(';')[0] ?? ''
    // Someone behind the same address guesses until the address is throttled.
    for (let i = 0; i < 6; i++) await login(app, `guess ${i}`, from)
    expect((await login(app, PASSWORD, from)).res.status).toBe(429)
    // Staff on their own browser still get in.
    const staff = await login(app, PASSWORD, { ...from, cookie: deviceCookie })
    expect(staff.res.status).toBe(200)
    // A forged or altered device cookie counts for nothing.
    const forged = await login(app, PASSWORD, { ...from, cookie: `${deviceCookie.slice(0, -2)}xx` })
    expect(forged.res.status).toBe(429)
    // The device is throttled on its own failures.
    for (let i = 0; i < 3; i++) await login(app, `typo ${i}`, { ...from, cookie: deviceCookie })
    expect((await login(app, PASSWORD, { ...from, cookie: deviceCookie })).res.status).toBe(429)
  })

  it('throttles an IPv6 client on its /64: new addresses from one network give no new guesses', async () => {
    const app = setup({ loginFailureLimit: 3 })
    await login(app) // makes the account
    // Guesses spread over many accounts (nobody's own count grows), each from a new address of one /64.
    const statuses = []
    for (let i = 1; i <= 5; i++)
      statuses.push(
        (
          await staffLogin(app, {
            email: `person${i}@bluegum.example`,
            password: 'a guess at a password',
            headers: { 'x-forwarded-for': `2001:db8:5:5::${i}` },
          })
        ).res.status,
      )
    expect(statuses).toEqual([401, 401, 401, 429, 429])
  })

  it("gives one account's device cookies no guesses at another account's password", async () => {
    const app = setup({ loginFailureLimit: 3 })
    await login(app) // the owner's account
    const insider = { email: 'kim@bluegum.example', password: 'wattle kookaburra lantern' }
    await addStaff(store, { ...insider, name: 'Kim' })
    let checked = 0
    // Each login to their own account gives the insider a new device cookie, from a new address each time.
    for (let round = 0; round < 3; round++) {
      const from = { 'x-forwarded-for': `198.51.100.${60 + round}` }
      const own = await staffLogin(app, { ...insider, headers: from })
      const device =
        own.res.headers
          .getSetCookie()
          .find((c) => c.startsWith('admin_device='))
          ?.split(';')[0] ?? ''
      expect(device).not.toBe('')
      for (let i = 0; i < 3; i++) {
        const guess = await login(app, `guess ${round} ${i}`, { ...from, cookie: device })
        if (guess.res.status !== 429) checked++
      }
    }
    // The owner's own count holds them all: 3 checked, not 3 per cookie.
    expect(checked).toBe(3)
    expect((await login(app, PASSWORD, { 'x-forwarded-for': '198.51.100.70' })).res.status).toBe(429)
  })

  it('expires a session after its lifetime', async () => {
    const clock = { t: Date.now() }
    const app = setup({ sessionTtlMs: 60_000 }, clock)
    const { cookie } = await login(app)
    clock.t += 59_000
    expect((await get(app, '/api/submissions', cookie)).status).toBe(200)
    clock.t += 2_000
    expect((await get(app, '/api/submissions', cookie)).status).toBe(401)
    expect(await (await get(app, '/api/admin/session', cookie)).json()).toEqual({ authenticated: false })
  })

  it('logs out: the session no longer works and the cookie is cleared', async () => {
    const app = setup()
    const session = await login(app)
    const { cookie } = session
    const noToken = await app.request('http://localhost/api/admin/logout', { method: 'POST', headers: { cookie } })
    expect(noToken.status).toBe(403)
    expect((await get(app, '/api/submissions', cookie)).status).toBe(200)
    const res = await app.request('http://localhost/api/admin/logout', deskPost(session))
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toMatch(/admin_session=;.*Max-Age=0/)
    expect((await get(app, '/api/submissions', cookie)).status).toBe(401)
  })

  it('refuses cross-site login and logout (Origin / Sec-Fetch-Site)', async () => {
    const app = setup()
    const evil = await login(app, PASSWORD, { origin: 'https://evil.example' })
    expect(evil.res.status).toBe(403)
    expect(evil.res.headers.get('set-cookie')).toBeNull()
    expect((await login(app, PASSWORD, { 'sec-fetch-site': 'cross-site' })).res.status).toBe(403)
    expect((await login(app, PASSWORD, { origin: 'null' })).res.status).toBe(403)
    expect(
      (await login(app, PASSWORD, { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' })).res.status,
    ).toBe(200)

    const session = await login(app)
    const { cookie } = session
    const logout = await app.request(
      'http://localhost/api/admin/logout',
      deskPost(session, {}, { origin: 'https://evil.example' }),
    )
    expect(logout.status).toBe(403)
    expect((await get(app, '/api/submissions', cookie)).status).toBe(200)
  })

  it('answers malformed login requests with 4xx JSON', async () => {
    const app = setup()
    const text = await app.request('http://localhost/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'http://localhost' },
      body: PASSWORD,
    })
    expect(text.status).toBe(415)
    // A form-like post with no Origin is what a cross-site form sends: Hono's csrf refuses it first.
    const bare = await app.request('http://localhost/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: PASSWORD,
    })
    expect(bare.status).toBe(403)
    expect((await login(app, '')).res.status).toBe(400)
    const notJson = await app.request('http://localhost/api/admin/login', jsonPost('{"password":'))
    expect(notJson.status).toBe(400)
  })
})

describe('submissions list, detail and CSV', () => {
  async function seed(app: ReturnType<typeof setup>) {
    const contact = leadRequest('contact', { ...sampleData('contact'), name: '<img src=x onerror=alert(1)>' })
    const signup = leadRequest('signup-modal')
    const test = leadRequest('test-email')
    for (const body of [contact, signup, test]) {
      expect((await app.request('/api/send-email', jsonPost(body))).status).toBe(201)
      await new Promise((r) => setTimeout(r, 5)) // distinct received_at
    }
    return { contact, signup, test }
  }

  it('lists the soonest due first with name, contact and status; filters by form', async () => {
    // A Tuesday, 10 AM AEST: within support hours, so the 4-hour promise falls before the 24-hour ones.
    // (On a Friday afternoon the enquiry's 4 support hours run into Monday, after the 24-hour leads.)
    const app = setup({}, { t: Date.parse('2026-11-24T00:00:00Z') })
    const { contact, signup, test } = await seed(app)
    const { cookie } = await login(app)
    const list = (await (await get(app, '/api/submissions', cookie)).json()) as SubmissionList
    // The enquiry's promise is 4 support hours, the others' 24: it is due first.
    expect(list.submissions[0]?.id).toBe(contact.id)
    expect(list.submissions.map((s) => s.id).sort()).toEqual([contact.id, signup.id, test.id].sort())
    expect(list.submissions[0]?.due?.promiseHours).toBe(4)
    const bySubmission = Object.fromEntries(list.submissions.map((s) => [s.id, s]))
    expect(bySubmission[signup.id]).toMatchObject({
      form: 'signup-modal',
      name: 'Sam Nguyen',
      email: 'sam@example.com',
      phone: '03 5550 1234',
      // Its mail is on its way: the outbox may have delivered it by the time the list is read.
      status: expect.stringMatching(/^(pending|sent)$/),
    })
    expect(bySubmission[contact.id]?.name).toBe('<img src=x onerror=alert(1)>')
    expect(bySubmission[test.id]).toMatchObject({ form: 'test-email', name: null, email: null })

    const filtered = (await (await get(app, '/api/submissions?form=contact', cookie)).json()) as SubmissionList
    expect(filtered.submissions.map((s) => s.id)).toEqual([contact.id])
    expect((await get(app, '/api/submissions?form=bogus', cookie)).status).toBe(400)
  })

  it('opens one lead in full with labelled fields', async () => {
    const app = setup()
    const { signup } = await seed(app)
    const { cookie } = await login(app)
    const res = await get(app, `/api/submissions/${signup.id}`, cookie)
    expect(res.status).toBe(200)
    const detail = (await res.json()) as SubmissionDetail
    expect(detail.subject).toBe('New NDIS Registration Application - NDIS Audit Support')
    expect(detail.fields).toContainEqual({ key: 'businessType', label: 'Business Type', value: 'Company' })
    expect(detail.fields).toContainEqual({ key: 'hasClients', label: 'Has clients', value: 'Yes' })
    expect(detail.fields[0]?.key).toBe('serviceInterest')
    expect(detail.data.businessType).toBe('company')
    expect((await get(app, `/api/submissions/${crypto.randomUUID()}`, cookie)).status).toBe(404)
    expect((await get(app, '/api/submissions/not-a-uuid', cookie)).status).toBe(404)
  })

  it('exports CSV with RFC 4180 quoting and neutralised formulas', async () => {
    const app = setup()
    const hostile = leadRequest('contact', {
      ...sampleData('contact'),
      name: '=HYPERLINK("http://evil.example","Click")',
      organisation: '@SUM(A1:A2)',
      message: 'Line one, with a comma\nLine "two"',
    })
    // Full-width forms: a spreadsheet folds them into = @ + (the form trims leading whitespace itself;
    // the cells' tests below cover it).
    const disguised = leadRequest('contact', {
      ...sampleData('contact'),
      name: '\uFF1DHYPERLINK("http://evil.example")',
      organisation: '\uFF20SUM(A1:A2)',
      message: '\uFF0B1+1 for the team',
    })
    expect((await app.request('/api/send-email', jsonPost(hostile))).status).toBe(201)
    expect((await app.request('/api/send-email', jsonPost(disguised))).status).toBe(201)
    const { cookie } = await login(app)
    const res = await get(app, '/api/submissions.csv', cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-all-\d{4}-\d{2}-\d{2}\.csv"$/)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]) // UTF-8 byte-order mark for spreadsheets
    const text = new TextDecoder().decode(bytes)
    expect(
      text.startsWith('Lead id,Form,Received (UTC),Delivery,Attempts,Status,Not a fit because,Owner,Name,Email,Phone,'),
    ).toBe(true)
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`)
    expect(text).toContain(`'@SUM(A1:A2)`)
    expect(text).toContain(`"'\uFF1DHYPERLINK(""http://evil.example"")"`)
    expect(text).toContain(`,'\uFF20SUM(A1:A2),'\uFF0B1+1 for the team\r\n`)
    expect(text).toContain('"Line one, with a comma\nLine ""two"""')
    expect(text.endsWith('\r\n')).toBe(true)

    const filtered = await get(app, '/api/submissions.csv?form=scheduling', cookie)
    expect((await filtered.text()).split('\r\n').filter(Boolean)).toHaveLength(1) // header only
  })
})

describe('CSV cells', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+61 491 570 156', "'+61 491 570 156"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['\n=1', "'\n=1"],
    // Full-width and small forms: spreadsheets read them as the ASCII ones.
    ['\uFF1D1+1', "'\uFF1D1+1"],
    ['\uFF0B61 491 570 156', "'\uFF0B61 491 570 156"],
    ['\uFF0D2', "'\uFF0D2"],
    ['\uFF20cmd', "'\uFF20cmd"],
    ['\uFE661+1', "'\uFE661+1"],
    // Whitespace before the formula: spreadsheets trim it.
    [' =1+1', "' =1+1"],
    ['   @SUM(A1:A2)', "'   @SUM(A1:A2)"],
    [' \n+1', "' \n+1"],
    ['\u00A0-2', "'\u00A0-2"],
    ['\u3000\uFF1D1', "'\u3000\uFF1D1"],
    ['\uFEFF=1', "'\uFEFF=1"],
    ['plain', 'plain'],
    [' plain', ' plain'],
    ['a=b', 'a=b'],
    ['a\uFF1Db', 'a\uFF1Db'],
    ['', ''],
  ])('neutralises %j', (input, expected) => {
    expect(neutraliseFormula(input)).toBe(expected)
  })

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('x\ny')).toBe('"x\ny"')
    expect(csvCell('\r=1')).toBe(`"'\r=1"`)
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a,b\r\nc,d\r\n')
  })

  it('answers the list with the number of leads its filters match, on every page', async () => {
    const app = setup()
    const { cookie } = await login(app)
    const add = (form: 'contact' | 'scheduling') =>
      insertLead(store, {
        id: crypto.randomUUID(),
        form,
        data: sampleData(form),
        subject: 's',
        receivedAt: new Date(),
        clientAddress: null,
      })
    for (let i = 0; i < 53; i++) await add('contact')
    for (let i = 0; i < 2; i++) await add('scheduling')
    await store.query(
      `UPDATE leads SET stage = 'archived', archived_at = now() WHERE id = (SELECT id FROM leads WHERE form = 'contact' LIMIT 1)`,
    )
    const list = async (query: string) =>
      (await (await get(app, `/api/submissions${query}`, cookie)).json()) as SubmissionList
    const first = await list('?form=contact')
    expect(first.submissions).toHaveLength(50)
    expect(first.total).toBe(52) // the archived one is not listed by default
    const second = await list(`?form=contact&cursor=${first.nextCursor}`)
    expect(second.submissions).toHaveLength(2)
    expect(second.total).toBe(52)
    expect((await list('')).total).toBe(54)
    expect((await list('?form=scheduling')).total).toBe(2)
    expect((await list('?stage=archived')).total).toBe(1)
    expect((await list('?q=nobody-by-this-name')).total).toBe(0)
  })

  it('puts every form field in a labelled column', async () => {
    await insertLead(store, {
      id: crypto.randomUUID(),
      form: 'scheduling',
      data: sampleData('scheduling'),
      subject: 's',
      receivedAt: new Date(),
      clientAddress: null,
    })
    const csv = leadsCsv(await listLeads(store))
    const [header, row] = csv.split('\r\n')
    expect(header).toContain('Preferred time slots')
    expect(row).toContain('"9-10 AM, 2-3 PM"')
    expect(row).toContain('Australian Eastern Standard Time (AEST)')
  })
})
