// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfigError } from './config'
import { drainOutbox, fetch as handle } from './serverless'
import { jsonPost, leadRequest, startSmtpPeer } from './test-support'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('serverless entry', () => {
  it('refuses to start without a database, an SMTP server and an admin password', async () => {
    vi.stubEnv('DATABASE_URL', '')
    vi.stubEnv('SMTP_URL', '')
    vi.stubEnv('ADMIN_PASSWORD', '')
    const error = await handle(new Request('http://localhost/api/admin/session')).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as ConfigError).problems).toHaveLength(3)
  })

  it.skipIf(!process.env.DATABASE_URL)('stores a lead and mails it from a scheduled drain', async () => {
    const smtp = await startSmtpPeer()
    try {
      vi.stubEnv('SMTP_URL', smtp.url)
      vi.stubEnv('ADMIN_PASSWORD', 'serverless test password')
      vi.stubEnv('LEADS_TO', 'leads@serverless.example')
      const body = leadRequest('contact')
      const res = await handle(new Request('http://localhost/api/send-email', jsonPost(body)))
      expect(res.status).toBe(201)
      await drainOutbox()
      expect(smtp.received.some((m) => m.raw.includes(body.id))).toBe(true)
      expect(smtp.received.every((m) => m.to.includes('leads@serverless.example'))).toBe(true)
    } finally {
      await smtp.stop()
    }
  })
})
