// @vitest-environment node
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, describe, expect, it } from 'vitest'
import { startTcpProxy } from '../scripts/tcp-proxy'
import { createApp } from './app'
import { silentLogger } from './logger'
import { createStore, type Queryable } from './store'
import { jsonPost, staffLogin, testConfig } from './test-support'

/** The desk's three first requests: is anyone logged in, log in, the list. */
const deskRequests = (app: ReturnType<typeof createApp>) => [
  app.request('http://localhost/api/admin/session', { headers: { cookie: `admin_session=${randomUUID()}` } }),
  app.request('http://localhost/api/admin/login', jsonPost({ email: 'a@bluegum.example', password: 'x'.repeat(20) })),
  app.request('http://localhost/api/submissions', { headers: { cookie: `admin_session=${randomUUID()}` } }),
]

async function expectUnavailableSoon(answers: (Response | Promise<Response>)[], started: number) {
  const responses = await Promise.all(answers)
  expect(Date.now() - started).toBeLessThan(5000)
  for (const res of responses) {
    expect(res.status).toBe(503)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await res.json()).error).toMatch(/cannot reach its records/)
  }
}

describe('the desk when its database does not answer', () => {
  it('answers 503 with Retry-After within 5 s when every query hangs (a frozen database)', async () => {
    const frozen: Queryable = { query: () => new Promise(() => {}) }
    const app = createApp({ config: testConfig(), store: frozen, logger: silentLogger })
    await expectUnavailableSoon(deskRequests(app), Date.now())
  }, 10_000)

  it('answers 503 with Retry-After at once when the database refuses connections', async () => {
    const refused: Queryable = {
      query: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
      },
    }
    const app = createApp({ config: testConfig(), store: refused, logger: silentLogger })
    await expectUnavailableSoon(deskRequests(app), Date.now())
  })

  it('still answers 500 for a fault that is not the database being away', async () => {
    const broken: Queryable = {
      query: async () => {
        throw Object.assign(new Error('syntax error at or near "SELEC"'), { code: '42601' })
      },
    }
    const app = createApp({ config: testConfig(), store: broken, logger: silentLogger })
    const res = await app.request('http://localhost/api/admin/session', { headers: { cookie: 'admin_session=x' } })
    expect(res.status).toBe(500)
  })
})

const databaseUrl = process.env.DATABASE_URL
describe.skipIf(!databaseUrl)('the desk on a PostgreSQL that freezes (DATABASE_URL)', () => {
  const schema = `test_${randomUUID().replace(/-/g, '').slice(0, 12)}`
  afterAll(async () => {
    const admin = await createStore({ databaseUrl, dataDir: '', schema })
    await admin.query(`DROP SCHEMA ${schema} CASCADE`)
    await admin.close()
  })

  it('answers the session check, the login and the list 503 with Retry-After within 5 s', async () => {
    const real = new URL(databaseUrl as string)
    const proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) })
    const viaProxy = new URL(real)
    viaProxy.hostname = '127.0.0.1'
    viaProxy.port = String(proxy.port)
    // The production timeouts: on its own the pool would give up after 5 s and answer 500.
    const store = await createStore({ databaseUrl: viaProxy.toString(), dataDir: '', schema })
    try {
      const app = createApp({ config: testConfig(), store, logger: silentLogger })
      const me = await staffLogin(app)
      expect(me.res.status).toBe(200)
      proxy.freeze()
      const started = Date.now()
      await expectUnavailableSoon(
        [
          app.request('http://localhost/api/admin/session', { headers: { cookie: me.cookie } }),
          app.request('http://localhost/api/submissions', { headers: { cookie: me.cookie } }),
          app.request(
            'http://localhost/api/admin/login',
            jsonPost({ email: 'a@bluegum.example', password: 'y'.repeat(20) }),
          ),
        ],
        started,
      )
    } finally {
      await proxy.close()
      await store.close().catch(() => {})
    }
  }, 20_000)
})

describe('a refused body on a kept-alive connection', () => {
  it('leaves the connection usable for the next request after a 413', async () => {
    const store: Queryable = { query: async () => ({ rows: [] }) } // no session: the check needs no data
    const app = createApp({ config: testConfig(), store, logger: silentLogger })
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; reused: boolean; text: string }>((resolve, reject) => {
        const req = http.request(
          { agent, host: '127.0.0.1', port, method, path, headers: body ? { 'content-type': 'application/json' } : {} },
          (res) => {
            let text = ''
            res.setEncoding('utf8')
            res.on('data', (chunk) => {
              text += chunk
            })
            res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket, text }))
          },
        )
        req.on('error', reject)
        req.end(body)
      })
    try {
      const tooLarge = await send(
        'POST',
        '/api/admin/login',
        JSON.stringify({ email: 'a@b.example', password: 'x'.repeat(2_000_000) }),
      )
      expect(tooLarge.status).toBe(413)
      const next = await send('GET', '/api/admin/session')
      expect(next.status).toBe(200)
      expect(JSON.parse(next.text)).toEqual({ authenticated: false })
      expect(next.reused).toBe(true)
    } finally {
      agent.destroy()
      if ('closeAllConnections' in server) server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
