// @vitest-environment node
import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createStore } from './store'
import {
  createTestServer,
  deskPost,
  jsonPost,
  leadRequest,
  openTestStore,
  sampleData,
  staffLogin,
  tempDir,
  testConfig,
} from './test-support'

/** Every file under a folder, with its bytes. */
function filesUnder(dir: string): { file: string; bytes: Buffer }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => statSync(file).size > 0)
    .map((file) => ({ file, bytes: readFileSync(file) }))
}

describe('an erasure on the embedded store', () => {
  it('leaves nothing of the person readable in any file under DATA_DIR, after a restart', async () => {
    const dataDir = tempDir()
    const config = testConfig({ dataDir })
    const personal = {
      name: 'Quokka Erasmus',
      email: 'quokka.erasmus@erase.example',
      phone: '0491 575 389',
      note: 'Prefers Tuesday calls about the wombat project',
      // What staff wrote to them (issue 27): the reply's subject and words, and a follow-up's note.
      replySubject: 'Your bilby registration question',
      reply: 'The numbat audit can start on the first of the month',
      followUp: 'Ring about the echidna quote',
    }
    let store = await openTestStore(dataDir, { keepOnClose: true })
    {
      const { app, outbox } = createTestServer(store, config)
      const lead = leadRequest('contact', {
        ...sampleData('contact'),
        name: personal.name,
        email: personal.email,
        phone: personal.phone,
      })
      expect((await app.request('/api/send-email', jsonPost(lead))).status).toBe(201)
      const me = await staffLogin(app)
      const note = await app.request(
        `http://localhost/api/submissions/${lead.id}/notes`,
        deskPost(me, { text: personal.note }),
      )
      expect(note.status).toBe(201)
      const version = async () =>
        (
          (await (
            await app.request(`http://localhost/api/submissions/${lead.id}`, { headers: { cookie: me.cookie } })
          ).json()) as { version: number }
        ).version
      const reply = await app.request(
        `http://localhost/api/submissions/${lead.id}/reply`,
        deskPost(me, {
          subject: personal.replySubject,
          body: personal.reply,
          key: randomUUID(),
          version: await version(),
        }),
      )
      expect(reply.status).toBe(201)
      const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
      const followUp = await app.request(
        `http://localhost/api/submissions/${lead.id}/follow-up`,
        deskPost(me, { date: soon, note: personal.followUp, version: await version() }),
      )
      expect(followUp.status).toBe(200)
      await outbox.drain()
      const erased = await app.request(
        'http://localhost/api/privacy/erase',
        deskPost(me, { email: personal.email, confirm: personal.email }),
      )
      expect(await erased.json()).toEqual({ leadsErased: 1 })
    }
    await store.close()
    store = await createStore({ dataDir })
    await store.close()

    const found: string[] = []
    for (const { file, bytes } of filesUnder(dataDir))
      for (const [what, text] of Object.entries(personal))
        for (const form of [text, text.toLowerCase(), text.replace(/\s/g, '')])
          if (bytes.includes(Buffer.from(form, 'utf8'))) found.push(`${what} in ${path.relative(dataDir, file)}`)
    expect([...new Set(found)]).toEqual([])
  }, 60_000)
})
