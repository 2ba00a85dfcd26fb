// @vitest-environment node
import { format } from 'node:util'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from './app'
import { findLead } from './leads'
import { consoleLogger, silentLogger } from './logger'
import { createMailer } from './mailer'
import { createOutbox } from './outbox'
import type { LeadStore, Queryable } from './store'
import { jsonPost, leadRequest, openTestStore, parseMail, sampleData, startSmtpPeer, testConfig } from './test-support'

let store: LeadStore
beforeAll(async () => {
  store = await openTestStore()
})
afterAll(async () => {
  await store.close()
})

const peers: Awaited<ReturnType<typeof startSmtpPeer>>[] = []
async function smtpPeer(options: Parameters<typeof startSmtpPeer>[0] = {}) {
  const peer = await startSmtpPeer(options)
  peers.push(peer)
  return peer
}
afterEach(async () => {
  for (const peer of peers.splice(0)) await peer.stop()
  await store.query('DELETE FROM leads')
})

function outboxFor(db: Queryable, smtpUrl: string, lockMs = 60_000, markSentRetryDelaysMs?: number[]) {
  const config = testConfig({ smtpUrl })
  return createOutbox({
    store: db,
    mailer: createMailer({ smtpUrl, dataDir: config.dataDir, logger: silentLogger }),
    mail: { from: config.mailFrom, to: config.leadsTo, cc: config.leadsCc },
    settings: { ...config.outbox, lockMs },
    logger: silentLogger,
    markSentRetryDelaysMs,
  })
}

async function storeLead(kind: 'contact' = 'contact') {
  const app = createApp({ config: testConfig(), store, logger: silentLogger }) // no outbox: the test mails
  const body = leadRequest(kind)
  expect((await app.request('/api/send-email', jsonPost(body))).status).toBe(201)
  return body.id
}

describe('a slow mail server', () => {
  it('gets each lead once: the claim is renewed while the send waits for the end of DATA', async () => {
    const smtp = await smtpPeer({ replyDelayMs: 1200 })
    const id = await storeLead()
    const first = outboxFor(store, smtp.url, 300)
    const second = outboxFor(store, smtp.url, 300)
    const sending = first.drain()
    await new Promise((resolve) => setTimeout(resolve, 700)) // well past the first lock of 300 ms
    const other = await second.drain()
    expect(await sending).toEqual({ sent: 1, failed: 0 })
    expect(other).toEqual({ sent: 0, failed: 0 })
    expect(smtp.received).toHaveLength(1)
    expect((await findLead(store, id))?.status).toBe('sent')
  })
})

describe('Message-ID', () => {
  it('is the same for every send of one lead, made from its id and the sender domain', async () => {
    const smtp = await smtpPeer()
    const id = await storeLead()
    const outbox = outboxFor(store, smtp.url)
    await outbox.drain()
    await store.query(`UPDATE leads SET status = 'pending' WHERE id = $1`, [id])
    await outbox.drain()
    expect(smtp.received).toHaveLength(2)
    const ids = smtp.received.map((m) => parseMail(m.raw).headers.get('message-id'))
    expect(ids).toEqual([`<lead-${id}@bluegum.example>`, `<lead-${id}@bluegum.example>`])
  })
})

/** A store whose "mark sent" write fails the first `failures` times, as in a short database outage. */
function failingMarkSent(inner: Queryable, failures: number) {
  let left = failures
  return {
    get failuresLeft() {
      return left
    },
    query: ((sql: string, params?: unknown[]) => {
      if (left > 0 && sql.includes("SET status = 'sent'")) {
        left--
        return Promise.reject(new Error('connection terminated unexpectedly'))
      }
      return inner.query(sql, params)
    }) as Queryable['query'],
  }
}

describe('a database outage right after a send', () => {
  it('retries the "mark sent" write, so the lead is not mailed again when its claim expires', async () => {
    const smtp = await smtpPeer()
    const id = await storeLead()
    const flaky = failingMarkSent(store, 4)
    const outbox = outboxFor(flaky, smtp.url, 200, [20, 20, 20, 20, 20])
    expect(await outbox.drain()).toEqual({ sent: 1, failed: 0 })
    expect(flaky.failuresLeft).toBe(0)
    expect((await findLead(store, id))?.status).toBe('sent')
    await new Promise((resolve) => setTimeout(resolve, 250)) // the claim would have expired by now
    await outboxFor(store, smtp.url).drain()
    expect(smtp.received).toHaveLength(1)
  })
})

describe('error logs', () => {
  it('name the lead and the error class, never the visitor data in a failed query', async () => {
    const lines: string[] = []
    for (const method of ['log', 'warn', 'error'] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(format(...args)))
    // Every insert now fails with a check violation whose detail quotes the whole row.
    await store.query('ALTER TABLE leads ADD CONSTRAINT refuse_all CHECK (false) NOT VALID')
    try {
      const app = createApp({ config: testConfig(), store, logger: consoleLogger })
      const body = leadRequest('contact', {
        ...sampleData('contact'),
        name: 'Zebedee Quarterman',
        email: 'zebedee.q@example.com',
      })
      const res = await app.request('/api/send-email', jsonPost(body))
      expect(res.status).toBe(503)
    } finally {
      await store.query('ALTER TABLE leads DROP CONSTRAINT refuse_all')
    }
    const log = lines.join('\n')
    expect(log).toContain('Could not store lead')
    expect(log).toMatch(/23514/) // the SQLSTATE: enough to know what failed
    expect(log).not.toContain('Zebedee')
    expect(log).not.toContain('zebedee.q@example.com')
    expect(log).not.toContain('Quarterman')
  })
})
