// @vitest-environment node
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { site } from '../src/content/site'
import { ConfigError, describeDatabaseUrl, loadConfig } from './config'

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
      })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as ConfigError).problems).toHaveLength(7)
  })

  it.each([
    ['aaaaaaaaaaaa', /fewer than 6 different characters/],
    ['abababababab', /fewer than 6 different characters/],
    ['password1234', /common password \("password"/],
    ['Password!2024', /common password/],
    ['Admin!Admin!2024', /common password \("admin"/],
    ['123456789012', /only digits/],
    ['qwertyuiopas', /run of keyboard/],
  ])('refuses the weak ADMIN_PASSWORD %s at start, saying why', (password, reason) => {
    let error: unknown
    try {
      loadConfig({ ADMIN_PASSWORD: password })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as ConfigError).problems).toEqual([expect.stringMatching(/^ADMIN_PASSWORD is too easy to guess/)])
    expect((error as ConfigError).message).toMatch(reason)
  })

  it.each(['correct horse battery staple', 'a long enough password', 'Wattle-7-kettle-Orbit'])(
    'accepts the passphrase %s',
    (password) => {
      expect(loadConfig({ ADMIN_PASSWORD: password }).adminPassword).toBe(password)
    },
  )

  it('describes a database without its password', () => {
    expect(describeDatabaseUrl('postgres://leads:s3cret@db.example:5432/leads')).toBe(
      'PostgreSQL leads@db.example:5432/leads',
    )
  })
})
