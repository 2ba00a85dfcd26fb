// @vitest-environment node
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { startSilentServer, startTcpProxy } from '../scripts/tcp-proxy'
import { createApp } from './app'
import { silentLogger } from './logger'
import { createStore } from './store'
import { jsonPost, leadRequest, testConfig } from './test-support'

const fast = { connectMs: 500, statementMs: 1000, queryMs: 1500 }

describe('a PostgreSQL that accepts connections and never answers', () => {
  it('fails to open within the connection timeout instead of hanging', async () => {
    const silent = await startSilentServer()
    const started = Date.now()
    try {
      await expect(
        createStore({ databaseUrl: `postgres://ci:ci@127.0.0.1:${silent.port}/x`, dataDir: '', timeouts: fast }),
      ).rejects.toThrow(/timeout/i)
      expect(Date.now() - started).toBeLessThan(3000)
    } finally {
      await silent.close()
    }
  })
})

const databaseUrl = process.env.DATABASE_URL
describe.skipIf(!databaseUrl)('PostgreSQL freezing under a running server (DATABASE_URL)', () => {
  const schema = `test_${randomUUID().replace(/-/g, '').slice(0, 12)}`
  afterAll(async () => {
    const admin = await createStore({ databaseUrl, dataDir: '', schema })
    await admin.query(`DROP SCHEMA ${schema} CASCADE`)
    await admin.close()
  })

  it('answers a submission 503 with Retry-After within seconds', async () => {
    const real = new URL(databaseUrl as string)
    const proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) })
    const viaProxy = new URL(real)
    viaProxy.hostname = '127.0.0.1'
    viaProxy.port = String(proxy.port)
    const store = await createStore({ databaseUrl: viaProxy.toString(), dataDir: '', schema, timeouts: fast })
    try {
      const app = createApp({ config: testConfig(), store, logger: silentLogger })
      expect((await app.request('/api/send-email', jsonPost(leadRequest('contact')))).status).toBe(201)
      proxy.freeze()
      const started = Date.now()
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => app.request('/api/send-email', jsonPost(leadRequest('contact')))),
      )
      expect(answers.map((r) => r.status)).toEqual([503, 503, 503, 503, 503])
      expect(answers[0]?.headers.get('retry-after')).toBe('30')
      expect(Date.now() - started).toBeLessThan(5000)
    } finally {
      await proxy.close()
      await store.close().catch(() => {})
    }
  })
})
