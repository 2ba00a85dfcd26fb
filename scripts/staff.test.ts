// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { addStaff, disableStaff, findStaff } from '../server/staff'
import { createStore } from '../server/store'
import { openTestStore, tempDir } from '../server/test-support'

/** `npm run staff -- …` as a real process, with no terminal; stdin is `input`, or closed when absent. */
function staff(args: string[], dataDir: string, input?: string) {
  const result = spawnSync('node_modules/.bin/tsx', ['scripts/staff.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
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
