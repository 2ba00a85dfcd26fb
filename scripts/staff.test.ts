// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addStaff, disableStaff, findStaff } from '../server/staff'
import { createStore, type LeadStore } from '../server/store'
import { createTestServer, openTestStore, staffLogin, tempDir, testConfig } from '../server/test-support'
import { runStaffCommand } from './staff-process'

/** `npm run staff -- …` as a real process, with no terminal; stdin is `input`, or closed when absent. */
function staff(args: string[], dataDir: string, input?: string, databaseUrl = '') {
  const result = spawnSync('node_modules/.bin/tsx', ['scripts/staff.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    input,
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: 30_000,
  })
  return { code: result.status, out: `${result.stdout}${result.stderr}` }
}

describe('npm run staff on the embedded store', { timeout: 60_000 }, () => {
  it('refuses, and says to stop the server, while another process holds the store', async () => {
    const dataDir = tempDir()
    const store = await openTestStore(dataDir) // as npm start holds it
    try {
      await addStaff(store, { email: 'kim@bluegum.example', name: 'Kim Lee', password: 'wattle kookaburra lantern' })
      const disable = staff(['disable', 'kim@bluegum.example'], dataDir)
      expect(disable.code).toBe(1)
      expect(disable.out).toMatch(
        /Nothing was changed\. The embedded store .* is open in another process .*Stop it first/,
      )
      expect((await findStaff(store, 'kim@bluegum.example'))?.disabled).toBe(false)
    } finally {
      await store.close()
    }
  })

  it('refuses at once when no password can be read (no terminal, no input)', () => {
    const started = Date.now()
    const add = staff(['add', 'kim@bluegum.example', 'Kim Lee'], tempDir())
    expect(add.code).toBe(1)
    expect(add.out).toMatch(/No password was given/)
    expect(Date.now() - started).toBeLessThan(9_000)
  })

  it('enables a disabled account only when asked to', async () => {
    const dataDir = tempDir()
    let store = await openTestStore(dataDir, { keepOnClose: true })
    await addStaff(store, { email: 'kim@bluegum.example', name: 'Kim Lee', password: 'wattle kookaburra lantern' })
    await disableStaff(store, 'kim@bluegum.example')
    await store.close()
    const enable = staff(['enable', 'kim@bluegum.example'], dataDir)
    expect(enable.out).toMatch(/Enabled Kim Lee/)
    store = await createStore({ dataDir })
    expect((await findStaff(store, 'kim@bluegum.example'))?.disabled).toBe(false)
    await store.close()
  })
})

const databaseUrl = process.env.DATABASE_URL
/**
 * The account commands on PostgreSQL (decision 128) while a server runs on the same database: each takes
 * effect at once. The command runs as its own process, as `npm run staff` does, in a schema of this
 * test's own (its DATABASE_URL carries the search_path), while the app answers requests in this one.
 */
describe.skipIf(!databaseUrl)('npm run staff on PostgreSQL while the server runs', { timeout: 90_000 }, () => {
  const schema = `staff_${randomUUID().replace(/-/g, '').slice(0, 12)}`
  const commandUrl = () => {
    const url = new URL(databaseUrl as string)
    url.searchParams.set('options', `-c search_path=${schema}`)
    return url.toString()
  }
  /** The command as a real process, while this process keeps serving. */
  const run = (args: string[], input?: string) =>
    runStaffCommand(args, { DATA_DIR: tempDir(), DATABASE_URL: commandUrl() }, input)
  let store: LeadStore
  beforeAll(async () => {
    store = await createStore({ databaseUrl, dataDir: '', schema })
  })
  afterAll(async () => {
    await store?.close()
    const admin = await createStore({ databaseUrl, dataDir: '', schema })
    await admin.query(`DROP SCHEMA ${schema} CASCADE`)
    await admin.close()
  })

  it('add, disable and reset-password take effect at once, and a reset leaves a disabled account disabled', async () => {
    const { app } = createTestServer(store, testConfig())
    const owner = await staffLogin(app) // the first account, made by the bootstrap login
    expect(owner.res.status).toBe(200)
    const sam = { email: 'sam@bluegum.example', password: 'quokka teapot harbour lantern' }
    const samLogin = (password = sam.password) => staffLogin(app, { email: sam.email, password })
    const list = (cookie: string) => app.request('http://localhost/api/submissions', { headers: { cookie } })

    // add: the running server lets the new account in at once, and offers it as an owner of leads.
    const add = await run(['add', sam.email, 'Sam Ng'], `${sam.password}\n`)
    expect(add).toMatchObject({ code: 0, out: expect.stringContaining('Added Sam Ng <sam@bluegum.example>') })
    const session = await samLogin()
    expect(session.res.status).toBe(200)
    const staffList = await app.request('http://localhost/api/staff', { headers: { cookie: owner.cookie } })
    expect(((await staffList.json()) as { staff: { name: string }[] }).staff.map((s) => s.name)).toContain('Sam Ng')
    expect((await list(session.cookie)).status).toBe(200)

    // disable: Sam's open session ends at once, and a new login is refused.
    const disable = await run(['disable', sam.email])
    expect(disable).toMatchObject({ code: 0, out: expect.stringContaining('their sessions have ended') })
    expect((await list(session.cookie)).status).toBe(401)
    expect((await samLogin()).res.status).toBe(401)

    // reset-password: a new password, and the account stays disabled.
    const fresh = 'bellbird saucepan meridian gully'
    const reset = await run(['reset-password', sam.email], `${fresh}\n`)
    expect(reset).toMatchObject({ code: 0, out: expect.stringContaining('The account stays disabled') })
    expect((await samLogin(fresh)).res.status).toBe(401)
    expect((await samLogin()).res.status).toBe(401)

    // Only enable lets Sam in again, with the new password.
    expect(await run(['enable', sam.email])).toMatchObject({ code: 0 })
    expect((await samLogin(sam.password)).res.status).toBe(401)
    expect((await samLogin(fresh)).res.status).toBe(200)
  })
})
