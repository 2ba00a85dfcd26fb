// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createApp } from './app'
import { STORE_UNAVAILABLE_MESSAGE } from './lead-intake'
import { silentLogger } from './logger'
import type { Queryable } from './store'
import { jsonPost, leadRequest, testConfig } from './test-support'

/** A database that stopped answering: every query waits for ever (a frozen server, dead connections). */
const stalled = {
  query: () => new Promise(() => {}),
  transaction: () => new Promise(() => {}),
} as unknown as Queryable

describe('a lead while the database stops answering (decision 273)', () => {
  it('is answered 503 with Retry-After by its deadline, never left hanging', async () => {
    const app = createApp({ config: testConfig(), store: stalled, logger: silentLogger, leadStoreDeadlineMs: 300 })
    const started = Date.now()
    const res = await app.request('/api/send-email', jsonPost(leadRequest('contact')))
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('30')
    expect((await res.json()).error).toBe(STORE_UNAVAILABLE_MESSAGE)
    expect(Date.now() - started).toBeLessThan(3000)
  })
})
