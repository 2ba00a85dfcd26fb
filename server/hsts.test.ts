// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createApp } from './app'
import { silentLogger } from './logger'
import { tempDir, testConfig } from './test-support'

const appWith = (trustProxy: number) =>
  createApp({
    config: testConfig({ trustProxy }),
    store: { query: async () => ({ rows: [] }) },
    clientDir: tempDir('ndis-hsts-'),
    logger: silentLogger,
  })

const hsts = async (app: ReturnType<typeof appWith>, url: string, headers: Record<string, string> = {}) =>
  (await app.request(url, { headers })).headers.get('strict-transport-security')

describe('Strict-Transport-Security', () => {
  it('is sent when a trusted proxy says the request came over HTTPS, on API and site responses', async () => {
    const app = appWith(1)
    for (const path of ['/api/admin/session', '/api/nothing', '/about', '/'])
      expect(await hsts(app, `http://site.example${path}`, { 'x-forwarded-proto': 'https' }), path).toBe(
        'max-age=31536000',
      )
  })

  it('is sent when the request itself arrived over TLS', async () => {
    expect(await hsts(appWith(0), 'https://site.example/api/admin/session')).toBe('max-age=31536000')
  })

  it.each([
    ['plain HTTP, no proxy header', 1, {}],
    ['a proxy that says http', 1, { 'x-forwarded-proto': 'http' }],
    ['a client-sent https before our proxy’s http', 1, { 'x-forwarded-proto': 'https, http' }],
    ['X-Forwarded-Proto without a trusted proxy', 0, { 'x-forwarded-proto': 'https' }],
  ] as const)('is not sent for %s', async (_name, trustProxy, headers) => {
    expect(await hsts(appWith(trustProxy), 'http://site.example/api/admin/session', headers)).toBeNull()
  })
})
