// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CODE_MAIL_EVERY_MS, CODE_TTL_MS, normaliseCode } from './login-codes'
import type { LeadStore } from './store'
import { createTestServer, jsonPost, openTestStore, parseMail, STAFF_EMAIL, testConfig } from './test-support'

/** Issue 24: an attacker holding an account's count back cannot keep its owner out of a new browser. */

let store: LeadStore
beforeAll(async () => {
  store = await openTestStore()
})
afterAll(async () => {
  await store.close()
})
beforeEach(async () => {
  for (const table of ['staff_users', 'counters', 'mail_queue', 'audit_log']) await store.query(`DELETE FROM ${table}`)
})

const PASSWORD = 'correct horse battery staple'
const ATTACKER = { 'x-forwarded-for': '203.0.113.66' }
/** The owner on a new laptop, on another network: no device cookie. */
const NEW_BROWSER = { 'x-forwarded-for': '198.51.100.20' }

function setup() {
  const clock = { t: Date.parse('2026-11-24T01:00:00Z') }
  const config = testConfig({ loginFailureLimit: 5 })
  const server = createTestServer(store, config, { now: () => clock.t })
  /** The codes in the mails the outbox delivered to the account (as .eml files), oldest first. */
  const mailedCodes = async () => {
    await server.outbox.drain()
    const dir = path.join(config.dataDir, 'outbox')
    return readdirSync(dir)
      .map((f) => parseMail(readFileSync(path.join(dir, f), 'utf8')))
      .filter((m) => m.subject === 'Your Bluegum lead desk login code' && m.headers.get('to')?.includes(STAFF_EMAIL))
      .map((m) => ({
        date: Date.parse(m.headers.get('date') ?? ''),
        code: /\b[A-Z2-9]{4}-[A-Z2-9]{4}\b/.exec(m.text)?.[0],
      }))
      .sort((a, b) => a.date - b.date)
      .map((m) => m.code)
  }
  /** A login from a browser (headers: its address, its cookies), with the code from the mail if given. */
  const login = async (password: string, headers: Record<string, string>, code?: string) => {
    const res = await server.app.request(
      'http://localhost/api/admin/login',
      jsonPost({ email: STAFF_EMAIL, password, ...(code === undefined ? {} : { code }) }, headers),
    )
    return { res }
  }
  return { clock, server, mailedCodes, login }
}

describe('a one-time code for a new browser while the account is under attack', () => {
  it('holds the attacker off and lets the owner in from a new browser with the emailed code, once', async () => {
    const { clock, login, mailedCodes } = setup()
    const known = await login(PASSWORD, { 'x-forwarded-for': '198.51.100.5' }) // the owner's own browser
    expect(known.res.status).toBe(200)
    const device = known.res.headers
      .getSetCookie()
      .find((c) => c.startsWith('admin_device='))
      ?.split(';')[0]
    // 30 wrong passwords, one every 10 s.
    let last = 0
    for (let i = 0; i < 30; i++, clock.t += 10_000) last = (await login(`guess ${i}`, ATTACKER)).res.status
    expect(last).toBe(429)

    // The known browser still gets in.
    expect((await login(PASSWORD, { 'x-forwarded-for': '198.51.100.5', cookie: device ?? '' })).res.status).toBe(200)

    // A new browser with the right password is held back too, and is told a code is on its way.
    const held = await login(PASSWORD, NEW_BROWSER)
    expect(held.res.status).toBe(429)
    expect(Number(held.res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await held.res.json()).toMatchObject({ needsCode: true, error: expect.stringMatching(/emailed it a code/) })
    const [code] = await mailedCodes()
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    // Kept only as a keyed hash.
    const { rows } = await store.query<{ code_hash: string }>('SELECT code_hash FROM login_codes')
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(code?.replace('-', ''))

    // The attacker, from a fresh address, asks again: no second mail within two minutes.
    expect((await login('guess 31', { 'x-forwarded-for': '203.0.113.67' })).res.status).toBe(429)
    expect(await mailedCodes()).toHaveLength(1)
    // A guessed code gets nowhere, and the password is not even checked.
    const guessed = await login(PASSWORD, { 'x-forwarded-for': '203.0.113.68' }, 'ABCD-EFGH')
    expect(guessed.res.status).toBe(401)
    expect(await guessed.res.json()).toMatchObject({ needsCode: true, error: expect.stringMatching(/not right/) })

    // The owner, on the new browser, with the password and the code typed in lower case.
    const owner = await login(PASSWORD, NEW_BROWSER, code?.toLowerCase())
    expect(owner.res.status).toBe(200)
    expect(owner.res.headers.getSetCookie().some((c) => c.startsWith('admin_device='))).toBe(true)
    // Once only: the same code on another browser is refused.
    expect((await login(PASSWORD, { 'x-forwarded-for': '198.51.100.21' }, code)).res.status).toBe(401)
    // Used, its row and its queued mail are gone.
    expect((await store.query('SELECT 1 FROM login_codes')).rows).toHaveLength(0)
    expect((await store.query(`SELECT 1 FROM mail_queue WHERE message->>'subject' LIKE '%login code'`)).rows).toEqual(
      [],
    )
    // The attack is still held off: the account's count was not cleared by the owner's login.
    expect((await login('guess 32', { 'x-forwarded-for': '203.0.113.69' })).res.status).toBe(429)
    const { rows: audit } = await store.query<{ action: string; detail: unknown }>(
      "SELECT action, detail FROM audit_log WHERE action IN ('login', 'login-code-sent') ORDER BY id",
    )
    expect(audit.map((r) => [r.action, r.detail])).toEqual([
      ['login', {}],
      ['login', {}],
      ['login-code-sent', {}],
      ['login', { code: true }],
    ])
  })

  it('refuses a code after 15 minutes, a wrong password with a good code, and guesses of codes from one address', async () => {
    const { clock, login, mailedCodes } = setup()
    expect((await login(PASSWORD, NEW_BROWSER)).res.status).toBe(200) // makes the account
    for (let i = 0; i < 6; i++) await login(`guess ${i}`, ATTACKER)
    expect((await login(PASSWORD, NEW_BROWSER)).res.status).toBe(429)
    clock.t += CODE_MAIL_EVERY_MS
    await login('guess 7', { 'x-forwarded-for': '203.0.113.71' }) // the attacker keeps it up
    expect((await login(PASSWORD, { 'x-forwarded-for': '198.51.100.22' })).res.status).toBe(429)
    const [first, second] = await mailedCodes()
    expect(first).not.toBe(second)
    // A mistyped password with a good code: refused, the code field stays, and the code still works.
    const typo = await login('correct horse battery stapel', NEW_BROWSER, first)
    expect(typo.res.status).toBe(401)
    expect(await typo.res.json()).toMatchObject({
      needsCode: true,
      error: 'The email address or password is not correct.',
    })
    // The older code still works while the newer exists: a mail the attacker caused cannot spoil it.
    clock.t += CODE_TTL_MS - CODE_MAIL_EVERY_MS - 1
    expect((await login(PASSWORD, NEW_BROWSER, first)).res.status).toBe(200)
    clock.t += CODE_MAIL_EVERY_MS + 2 // the second code is now 15 minutes old
    expect((await login(PASSWORD, { 'x-forwarded-for': '198.51.100.23' }, second)).res.status).toBe(401)

    // Guessing codes costs the address its tries like guessing passwords.
    const from = { 'x-forwarded-for': '203.0.113.70' }
    const answers = []
    for (let i = 0; i < 7; i++) answers.push((await login(PASSWORD, from, `ZZZZ-ZZZ${i + 2}`)).res.status)
    expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429])
    // Something that cannot be a code is refused with how to type one.
    const bad = await login(PASSWORD, NEW_BROWSER, 'l0l!')
    expect(bad.res.status).toBe(400)
    expect((await bad.res.json()).error).toMatch(/8 letters and numbers/)
  })

  it('reads a code typed in any case, with spaces or a hyphen, and nothing else', () => {
    expect(normaliseCode(' km7p q2xa ')).toBe('KM7PQ2XA')
    expect(normaliseCode('KM7P-Q2XA')).toBe('KM7PQ2XA')
    for (const bad of ['KM7P-Q2X', 'KM7P-Q2XO', 'KM7P-Q2X1', 42, null, 'KM7P-Q2XA-'.repeat(5)])
      expect(normaliseCode(bad)).toBeNull()
  })
})
