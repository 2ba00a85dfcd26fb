// @vitest-environment node
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countLeads } from './leads'
import { createStore, type LeadStore } from './store'
import {
  createTestServer,
  deskPost,
  jsonPost,
  leadRequest,
  parseMail,
  STAFF_EMAIL,
  startSmtpPeer,
  testConfig,
} from './test-support'

const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl)
  console.warn('server/instances.test.ts skipped: set DATABASE_URL to run three instances on one PostgreSQL')

describe.skipIf(!databaseUrl)('three instances on one PostgreSQL (DATABASE_URL)', () => {
  const schema = `test_${randomUUID().replace(/-/g, '').slice(0, 12)}`
  const PASSWORD = 'correct horse battery staple'
  let stores: LeadStore[] = []
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>
  let instances: ReturnType<typeof createTestServer>[] = []

  beforeAll(async () => {
    smtp = await startSmtpPeer()
    // Three pools, as three processes would have. The first makes the test's schema (CREATE SCHEMA IF
    // NOT EXISTS can race with itself); the other two start together.
    const first = await createStore({ databaseUrl, dataDir: '', schema })
    stores = [first, ...(await Promise.all([2, 3].map(() => createStore({ databaseUrl, dataDir: '', schema }))))]
    const config = testConfig({ smtpUrl: smtp.url, rateLimitPerMinute: 5, loginFailureLimit: 3 })
    instances = stores.map((store) => createTestServer(store, config))
  })
  afterAll(async () => {
    for (const i of instances) i.mailer.close()
    await smtp?.stop()
    await stores[0]?.query(`DROP SCHEMA ${schema} CASCADE`)
    for (const s of stores) await s.close()
  })

  it('stores every acknowledged lead once and mails it once, retries landing on other instances', async () => {
    const leads = Array.from({ length: 60 }, () => leadRequest('contact'))
    const answers = await Promise.all(
      leads.flatMap((lead, n) => {
        const from = { 'x-forwarded-for': `192.0.2.${n}` }
        // Each lead goes to one instance and its retry to the next one, concurrently.
        return [0, 1].map((k) => instances[(n + k) % 3]!.app.request('/api/send-email', jsonPost(lead, from)))
      }),
    )
    const statuses = answers.map((r) => r.status)
    expect(statuses.every((s) => s === 201 || s === 200)).toBe(true)
    expect(statuses.filter((s) => s === 201)).toHaveLength(60)
    const results = await Promise.all(instances.map((i) => i.outbox.drain()))
    const mailed = smtp.received.map((m) => parseMail(m.raw).headers.get('x-lead-id'))
    console.log(
      `three instances: ${answers.length} requests for ${leads.length} leads, ${statuses.filter((s) => s === 201).length} stored (201), ` +
        `${statuses.filter((s) => s === 200).length} replays (200); mails sent per instance ${results.map((r) => r.sent).join('/')}, ` +
        `${mailed.length} received, ${new Set(mailed).size} distinct`,
    )
    expect(await countLeads(stores[0]!)).toBe(60)
    expect(await countLeads(stores[1]!, 'sent')).toBe(60)
    expect(mailed).toHaveLength(60)
    expect(new Set(mailed)).toEqual(new Set(leads.map((l) => l.id)))
  })

  it('shares the submission limit: the sixth submission in a minute is refused on any instance', async () => {
    const from = { 'x-forwarded-for': '198.51.100.50' }
    const statuses: number[] = []
    for (let n = 0; n < 7; n++)
      statuses.push(
        (await instances[n % 3]!.app.request('/api/send-email', jsonPost(leadRequest('contact'), from))).status,
      )
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429])
  })

  const login = (n: number, password: string, headers: Record<string, string>) =>
    instances[n]!.app.request('http://localhost/api/admin/login', jsonPost({ email: STAFF_EMAIL, password }, headers))
  const sessionOn = async (n: number, cookie: string) =>
    (await (await instances[n]!.app.request('http://localhost/api/admin/session', { headers: { cookie } })).json())
      .authenticated

  it('shares sessions: made on one instance, valid on the others, ended everywhere by a logout', async () => {
    const res = await login(0, PASSWORD, { 'x-forwarded-for': '198.51.100.60' })
    expect(res.status).toBe(200)
    const cookie =
      res.headers
        .getSetCookie()
        .find((c) => c.startsWith('admin_session='))
        ?.split(';')[0] ?? ''
    expect([await sessionOn(0, cookie), await sessionOn(1, cookie), await sessionOn(2, cookie)]).toEqual([
      true,
      true,
      true,
    ])
    const list = await instances[1]!.app.request('http://localhost/api/submissions', { headers: { cookie } })
    expect(list.status).toBe(200)
    const { csrfToken } = (await res.json()) as { csrfToken: string }
    await instances[2]!.app.request('http://localhost/api/admin/logout', deskPost({ cookie, csrf: csrfToken }))
    expect(await sessionOn(0, cookie)).toBe(false)
  })

  it('shares the login throttle: failures on two instances block the address on the third', async () => {
    const from = { 'x-forwarded-for': '198.51.100.70' }
    expect((await login(0, 'guess 1', from)).status).toBe(401)
    expect((await login(1, 'guess 2', from)).status).toBe(401)
    expect((await login(0, 'guess 3', from)).status).toBe(401)
    expect((await login(2, PASSWORD, from)).status).toBe(429)
  })

  it('checks at most the limit of guesses when they arrive at once on every instance', async () => {
    await stores[0]!.query('DELETE FROM counters')
    const answers = await Promise.all(
      Array.from({ length: 90 }, (_, n) => login(n % 3, `guess ${n}`, { 'x-forwarded-for': `198.51.100.${n + 100}` })),
    )
    // Each answer other than 429 is one argon2 verification; the account's limit here is 3.
    expect(answers.filter((r) => r.status !== 429)).toHaveLength(3)
  })
})
