import { randomBytes } from 'node:crypto'
import path from 'node:path'
import * as v from 'valibot'
import { site } from '../src/content/site'
import { weakPasswordReason } from './password-strength'

export interface MailAddress {
  name: string
  address: string
}

export interface OutboxSettings {
  /** First retry delay; doubles per failed attempt up to `maxDelayMs`. */
  baseDelayMs: number
  maxDelayMs: number
  /** How often the running server looks for leads that are due. */
  pollMs: number
  /** How long a claim on a lead lasts; the deliverer renews it every third of this while it sends. */
  lockMs: number
}

export interface Config {
  host: string
  port: number
  dataDir: string
  databaseUrl: string | undefined
  smtpUrl: string | undefined
  leadsTo: string[]
  leadsCc: string[]
  mailFrom: MailAddress
  adminPassword: string
  /** True when ADMIN_PASSWORD was unset and a password was generated for this run. */
  adminPasswordGenerated: boolean
  /** Lead submissions per client address per form kind per minute. */
  rateLimitPerMinute: number
  testEmailRateLimitPerMinute: number
  /** Failed admin logins per client address per 15 minutes. */
  loginFailureLimit: number
  /** A staff session's absolute lifetime, and how long it lasts without a request. */
  sessionTtlMs: number
  sessionIdleMs: number
  /** Archived leads are deleted this many days after they were archived (decision 119). */
  purgeArchivedAfterDays: number
  clientDir: string
  /** Number of reverse proxies in front of the server whose X-Forwarded-For can be trusted (0: none). */
  trustProxy: number
  /** A lead's whole body must arrive within this, or it is answered 408 (not held for Node's 300 s). */
  leadBodyTimeoutMs: number
  outbox: OutboxSettings
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

const emailAddress = v.pipe(v.string(), v.trim(), v.email())
const MIN_ADMIN_PASSWORD = 12

type Env = Record<string, string | undefined>

/**
 * Refuses an ADMIN_PASSWORD that is easy to guess (decision 127), at start: the estimator loads its
 * dictionaries on first use, so this is separate from the synchronous `loadConfig`.
 */
export async function checkAdminPassword(config: Pick<Config, 'adminPassword' | 'adminPasswordGenerated'>) {
  if (config.adminPasswordGenerated) return
  const weak = await weakPasswordReason(config.adminPassword)
  if (weak)
    throw new ConfigError([`ADMIN_PASSWORD is too easy to guess: it ${weak}. Choose a passphrase of unrelated words`])
}

/** Reads and checks the environment. Throws a ConfigError listing every problem at once. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = []
  const text = (name: string) => {
    const value = env[name]?.trim()
    return value ? value : undefined
  }
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = text(name)
    if (raw === undefined) return fallback
    const n = Number(raw)
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`)
      return fallback
    }
    return n
  }
  const addresses = (name: string, fallback: string[]) => {
    const raw = text(name)
    if (raw === undefined) return fallback
    const list = raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    for (const a of list) if (!v.is(emailAddress, a)) problems.push(`${name} has an invalid email address: "${a}"`)
    return list
  }

  const port = integer('PORT', 4310, 0, 65_535)
  const rateLimitPerMinute = integer('RATE_LIMIT_PER_MINUTE', 10, 1, 1_000_000)
  const testEmailRateLimitPerMinute = integer(
    'RATE_LIMIT_TEST_EMAIL_PER_MINUTE',
    Math.max(1, Math.ceil(rateLimitPerMinute / 5)),
    1,
    1_000_000,
  )
  const leadsTo = addresses('LEADS_TO', [site.email])
  if (leadsTo.length === 0) problems.push('LEADS_TO must name at least one address')
  const leadsCc = addresses('LEADS_CC', [])
  const mailFrom = parseMailFrom(text('MAIL_FROM'), problems)

  let adminPassword = env.ADMIN_PASSWORD ?? ''
  const adminPasswordGenerated = adminPassword === ''
  if (adminPasswordGenerated) adminPassword = randomBytes(18).toString('base64url')
  else if (adminPassword.length < MIN_ADMIN_PASSWORD)
    problems.push(`ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD} characters`)

  const smtpUrl = text('SMTP_URL')
  if (smtpUrl && !/^smtps?:\/\//i.test(smtpUrl)) problems.push('SMTP_URL must start with smtp:// or smtps://')
  const databaseUrl = text('DATABASE_URL')
  if (databaseUrl && !/^postgres(ql)?:\/\//i.test(databaseUrl))
    problems.push('DATABASE_URL must start with postgres:// or postgresql://')

  const outbox: OutboxSettings = {
    baseDelayMs: integer('OUTBOX_RETRY_BASE_MS', 30_000, 1, 86_400_000),
    maxDelayMs: integer('OUTBOX_RETRY_MAX_MS', 15 * 60_000, 1, 86_400_000),
    pollMs: integer('OUTBOX_POLL_MS', 5_000, 10, 3_600_000),
    lockMs: integer('OUTBOX_LOCK_MS', 5 * 60_000, 1000, 3_600_000),
  }

  const config: Config = {
    host: text('HOST') ?? '127.0.0.1',
    port,
    dataDir: path.resolve(text('DATA_DIR') ?? 'data'),
    databaseUrl,
    smtpUrl,
    leadsTo,
    leadsCc,
    mailFrom,
    adminPassword,
    adminPasswordGenerated,
    rateLimitPerMinute,
    testEmailRateLimitPerMinute,
    loginFailureLimit: integer('LOGIN_FAILURES_PER_15_MINUTES', 5, 1, 10_000),
    sessionTtlMs: integer('SESSION_MAX_HOURS', 10, 1, 24 * 30) * 3_600_000,
    sessionIdleMs: integer('SESSION_IDLE_MINUTES', 60, 1, 24 * 60) * 60_000,
    purgeArchivedAfterDays: integer('PURGE_ARCHIVED_AFTER_DAYS', 730, 1, 36_500),
    clientDir: path.resolve(text('CLIENT_DIR') ?? 'dist/client'),
    trustProxy: integer('TRUST_PROXY', 0, 0, 10),
    leadBodyTimeoutMs: integer('LEAD_BODY_TIMEOUT_MS', 10_000, 1000, 120_000),
    outbox,
  }
  if (problems.length > 0) throw new ConfigError(problems)
  return config
}

function parseMailFrom(raw: string | undefined, problems: string[]): MailAddress {
  const domain = site.email.split('@')[1]
  const fallback = { name: `${site.name} website`, address: `website@${domain}` }
  if (raw === undefined) return fallback
  const match = /^(.*?)\s*<([^<>]+)>$/.exec(raw)
  const name = (match ? match[1] : '')?.replace(/^"|"$/g, '').trim() ?? ''
  const address = (match ? match[2] : raw)?.trim() ?? ''
  if (!v.is(emailAddress, address) || /[\r\n]/.test(name)) {
    problems.push(`MAIL_FROM must be an address like "Site <website@example.com>" (got "${raw}")`)
    return fallback
  }
  return { name, address }
}

/** Where a PostgreSQL URL points, without its password, for logs. */
export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url)
    return `PostgreSQL ${u.username ? `${decodeURIComponent(u.username)}@` : ''}${u.host}${u.pathname}`
  } catch {
    return 'PostgreSQL (DATABASE_URL)'
  }
}
