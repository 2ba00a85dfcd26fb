// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { site } from '../src/content/site'
import { ConfigError, checkAdminPassword, describeDatabaseUrl, loadConfig } from './config'

/** The browser tests' passwords (E2E_ADMIN_PASSWORD, E2E_STAFF), read so they cannot drift from these checks. */
const e2ePasswords = [
  ...readFileSync(new URL('../playwright.config.ts', import.meta.url), 'utf8').matchAll(
    /(?:E2E_ADMIN_PASSWORD = |password: )'([^']+)'/g,
  ),
].map((m) => m[1] as string)

describe('loadConfig', () => {
  it('has working defaults for a laptop', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4310,
      dataDir: path.resolve('data'),
      clientDir: path.resolve('dist/client'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      leadsTo: [site.email],
      leadsCc: [],
      rateLimitPerMinute: 10,
      testEmailRateLimitPerMinute: 2,
      trustProxy: 0,
      leadBodyTimeoutMs: 10_000,
      adminPasswordGenerated: true,
    })
    expect(config.adminPassword.length).toBeGreaterThanOrEqual(24)
    expect(loadConfig({}).adminPassword).not.toBe(config.adminPassword)
    expect(config.mailFrom.address).toBe('website@bluegumconsulting.example')
  })

  it('reads every variable', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '8080',
      DATA_DIR: '/tmp/leads',
      DATABASE_URL: 'postgres://u:p@db:5432/leads',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      LEADS_TO: 'a@x.example, b@x.example',
      LEADS_CC: 'c@x.example',
      MAIL_FROM: 'Site <web@x.example>',
      ADMIN_PASSWORD: 'a long enough password',
      RATE_LIMIT_PER_MINUTE: '10000',
      CLIENT_DIR: '/srv/site',
      TRUST_PROXY: '1',
      OUTBOX_RETRY_BASE_MS: '100',
      LEAD_BODY_TIMEOUT_MS: '5000',
    })
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      dataDir: '/tmp/leads',
      leadsTo: ['a@x.example', 'b@x.example'],
      leadsCc: ['c@x.example'],
      mailFrom: { name: 'Site', address: 'web@x.example' },
      adminPassword: 'a long enough password',
      adminPasswordGenerated: false,
      rateLimitPerMinute: 10_000,
      testEmailRateLimitPerMinute: 2000,
      clientDir: '/srv/site',
      trustProxy: 1,
      leadBodyTimeoutMs: 5000,
    })
    expect(config.outbox.baseDelayMs).toBe(100)
  })

  it('lists every problem at once', () => {
    let error: unknown
    try {
      loadConfig({
        PORT: 'eighty',
        LEADS_TO: 'not-an-address',
        MAIL_FROM: 'Site <nope>',
        ADMIN_PASSWORD: 'short',
        SMTP_URL: 'http://mail',
        DATABASE_URL: 'mysql://x',
        RATE_LIMIT_PER_MINUTE: '0',
        LEAD_BODY_TIMEOUT_MS: '500',
      })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as ConfigError).problems).toHaveLength(8)
  })

  it.each([
    ['aaaaaaaaaaaa', /repeated characters/],
    ['abababababab', /repeated/],
    ['password1234', /commonly used password/],
    ['Password!2024', /guesses/],
    ['Admin!Admin!2024', /repeated/],
    ['123456789012', /guesses/],
    ['qwertyuiopas', /guesses/],
    // Issue 24: these passed the hand-kept list.
    ['Summer2026!!', /could be found in about 100 million guesses/],
    ['1q2w3e4r5t6y', /commonly used password/],
    ['zaq12wsxcde3', /commonly used password/],
    ['qazwsxedcrfv', /commonly used password/],
    ['ndisprovider1', /guesses/],
  ])('refuses the weak ADMIN_PASSWORD %s at start, saying why', async (password, reason) => {
    const config = loadConfig({ ADMIN_PASSWORD: password })
    const error = await checkAdminPassword(config).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as ConfigError).problems).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD is too easy to guess: it could be found/),
    ])
    expect((error as ConfigError).message).toMatch(reason)
  })

  it.each(['correct horse battery staple', 'a long enough password', 'Wattle-7-kettle-Orbit', ...e2ePasswords])(
    'accepts the passphrase %s',
    async (password) => {
      const config = loadConfig({ ADMIN_PASSWORD: password })
      expect(config.adminPassword).toBe(password)
      await expect(checkAdminPassword(config)).resolves.toBeUndefined()
    },
  )

  it('reads the browser tests’ passwords: the admin’s and the three staff accounts’', () => {
    expect(e2ePasswords).toHaveLength(4)
  })

  it('does not check a generated ADMIN_PASSWORD', async () => {
    await expect(checkAdminPassword(loadConfig({}))).resolves.toBeUndefined()
  })

  it('describes a database without its password', () => {
    expect(describeDatabaseUrl('postgres://leads:s3cret@db.example:5432/leads')).toBe(
      'PostgreSQL leads@db.example:5432/leads',
    )
  })
})
