/**
 * Helpers for the server tests only (not shipped): temp folders, a fast fresh store, an in-process
 * SMTP peer, a small MIME reader and one valid sample lead per form kind.
 */
import { randomUUID } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, describe } from 'vitest'
import type { LeadKind } from '../src/forms/lead-kinds'
import { createApp } from './app'
import { bookableDayFrom } from './booking'
import type { Config } from './config'
import type { PageRenderer } from './form-post'
import { silentLogger } from './logger'
import { createMailer } from './mailer'
import { createOutbox } from './outbox'
import { createStore, type LeadStore } from './store'

const tempDirs: string[] = []
// Modules are isolated per test file, so this runs after each file that uses these helpers.
afterAll(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A fresh folder, removed after the test file. */
export function tempDir(prefix = 'ndis-server-test-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  tempDirs.push(dir)
  return dir
}

const PGLITE_VERSION = (
  JSON.parse(readFileSync(new URL('../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8')) as {
    version: string
  }
).version

/**
 * A PGlite store in a fresh DATA_DIR. PGlite's first start (initdb) takes seconds, so an empty cluster
 * is made once per machine and copied; the copy then goes through the real migrations.
 */
export async function openTestStore(dataDir = tempDir(), options: { keepOnClose?: boolean } = {}): Promise<LeadStore> {
  const template = path.join(tmpdir(), `ndis-pglite-template-${PGLITE_VERSION}`)
  if (!existsSync(path.join(template, 'ready'))) {
    const building = `${template}.${process.pid}.${randomUUID()}`
    mkdirSync(building, { recursive: true })
    const db = await PGlite.create(path.join(building, 'pglite'))
    await db.close()
    mkdirSync(path.join(building, 'ready'))
    try {
      renameSync(building, template)
    } catch {
      rmSync(building, { recursive: true, force: true }) // another worker finished first
    }
  }
  cpSync(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true })
  const store = await createStore({ dataDir })
  if (options.keepOnClose) return store
  return {
    ...store,
    close: async () => {
      await store.close()
      rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true })
    },
  }
}

/**
 * One store for a test file: opened before its tests, closed after them, with no leads at the start of
 * each test. Read `.store` inside tests and hooks.
 */
export function storePerFile(): { readonly store: LeadStore } {
  const holder = { store: undefined as unknown as LeadStore }
  beforeAll(async () => {
    holder.store = await openTestStore()
  })
  afterAll(async () => {
    await holder.store?.close()
  })
  beforeEach(async () => {
    await holder.store.query('DELETE FROM leads')
  })
  return holder
}

/**
 * Runs `suite` on a fresh PGlite store, and on PostgreSQL in a schema of its own when DATABASE_URL is
 * set; `tables` are emptied before each test. `store()` gives the suite's store inside tests and hooks.
 */
export function onEachStore(title: string, tables: string[], suite: (store: () => LeadStore) => void): void {
  const run = (open: () => Promise<LeadStore>) => {
    let store: LeadStore
    beforeAll(async () => {
      store = await open()
    })
    afterAll(async () => {
      await store?.close()
    })
    beforeEach(async () => {
      for (const table of tables) await store.query(`DELETE FROM ${table}`)
    })
    suite(() => store)
  }
  describe(`${title} on PGlite`, () => run(() => openTestStore()))
  const databaseUrl = process.env.DATABASE_URL
  describe.skipIf(!databaseUrl)(`${title} on PostgreSQL (DATABASE_URL)`, () => {
    const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 12)}`
    run(() => createStore({ databaseUrl, dataDir: '', schema }))
    afterAll(async () => {
      const admin = await createStore({ databaseUrl, dataDir: '', schema })
      await admin.query(`DROP SCHEMA ${schema} CASCADE`)
      await admin.close()
    })
  })
}

/** A test configuration: generous limits unless a test narrows them. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    host: '127.0.0.1',
    port: 0,
    dataDir: tempDir(),
    databaseUrl: undefined,
    smtpUrl: undefined,
    leadsTo: ['leads@bluegum.example'],
    leadsCc: ['records@bluegum.example'],
    mailFrom: { name: 'Bluegum website', address: 'website@bluegum.example' },
    adminPassword: 'correct horse battery staple',
    adminPasswordGenerated: false,
    rateLimitPerMinute: 100_000,
    testEmailRateLimitPerMinute: 100_000,
    loginFailureLimit: 1000,
    sessionTtlMs: 10 * 3_600_000,
    sessionIdleMs: 60 * 60_000,
    purgeArchivedAfterDays: 730,
    clientDir: tempDir(),
    trustProxy: 1,
    leadBodyTimeoutMs: 10_000,
    outbox: { baseDelayMs: 20, maxDelayMs: 200, pollMs: 1000, lockMs: 60_000 },
    ...overrides,
  }
}

/** A week ahead, or the next weekday after it that is not a holiday: staff may book and move it. */
const inAWeek = () => bookableDayFrom(7, 'AEST', new Date())

/** One valid `data` per form kind. */
export function sampleData(kind: LeadKind): Record<string, unknown> {
  switch (kind) {
    case 'scheduling':
      return {
        name: 'Jane Citizen',
        email: 'jane@example.com',
        phone: '0491 570 156',
        organisation: 'Wattle Care',
        preferredService: 'audit-support',
        preferredDate: inAWeek(),
        preferredTimeSlots: ['9-10 AM', '2-3 PM'],
        timezone: 'AEST',
        consultationType: 'video',
        additionalNotes: 'Mornings suit us best.',
      }
    case 'signup-modal':
      return {
        firstName: 'Sam',
        lastName: 'Nguyen',
        email: 'sam@example.com',
        phone: '03 5550 1234',
        businessName: 'Nguyen Supports',
        businessType: 'company',
        currentStatus: 'not-registered',
        serviceInterest: 'NDIS Audit Support',
        budget: '2500-5000',
        timeline: '3-months',
        hasClients: true,
        clientCount: '12',
        additionalInfo: 'We run day programs.',
        marketingConsent: false,
      }
    case 'contact':
      return {
        name: 'Alex Smith',
        phone: '0491 570 157',
        email: 'alex@example.com',
        organisation: '',
        message: 'We want to register for high intensity supports.',
      }
    case 'test-email':
      return { at: new Date().toISOString(), page: 'home' }
    case 'download-guide':
      return { name: 'Kim Lee', email: 'kim@example.com', guide: 'audit-preparation-checklist' }
    case 'sell-business':
      return {
        name: 'Pat Jones',
        email: 'pat@example.com',
        phone: '0491 570 158',
        businessName: 'Jones Care',
        state: 'VIC',
        registrationGroups: '0104, 0107',
        message: '',
      }
    case 'buy-business':
      return {
        name: 'Chris Wu',
        email: 'chris@example.com',
        phone: '0491 570 159',
        state: 'NSW',
        budget: '$500k',
        message: 'Looking for an SIL provider.',
      }
  }
}

export function leadRequest(kind: LeadKind, data: Record<string, unknown> = sampleData(kind)) {
  return { id: randomUUID(), form: kind, data }
}

export function jsonPost(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.10', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }
}

export { type ReceivedMail, startSmtpPeer } from '../scripts/smtp-sink'

export { type ParsedMail, parseMail } from './mail-parse'

/** The app wired as start.ts wires it, on a given store, with a silent logger. */
export function createTestServer(
  store: LeadStore,
  config: Config,
  options: { now?: () => number; renderPage?: PageRenderer } = {},
) {
  const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, logger: silentLogger })
  const outbox = createOutbox({
    store,
    mailer,
    mail: { from: config.mailFrom, to: config.leadsTo, cc: config.leadsCc },
    settings: config.outbox,
    logger: silentLogger,
    now: options.now,
  })
  const app = createApp({
    config,
    store,
    outbox,
    mailer,
    logger: silentLogger,
    now: options.now,
    renderPage: options.renderPage,
  })
  return { app, outbox, mailer }
}

export const STAFF_EMAIL = 'admin@bluegum.example'

/**
 * Logs staff in: with a fresh store the first login with ADMIN_PASSWORD makes the account (the
 * bootstrap), later ones log in to it. Returns the session cookie and the CSRF token to send back.
 */
export async function staffLogin(
  app: { request: (input: string, init?: RequestInit) => Response | Promise<Response> },
  options: { email?: string; password?: string; headers?: Record<string, string> } = {},
) {
  const res = await app.request(
    'http://localhost/api/admin/login',
    jsonPost(
      { email: options.email ?? STAFF_EMAIL, password: options.password ?? testConfig().adminPassword },
      options.headers,
    ),
  )
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('admin_session='))
    ?.split(';')[0]
  const body = res.ok ? ((await res.clone().json()) as { csrfToken?: string }) : {}
  return { res, cookie: cookie ?? '', csrf: body.csrfToken ?? '' }
}

/** A JSON POST carrying the session and its CSRF token. */
export function deskPost(session: { cookie: string; csrf: string }, body: unknown = {}, headers = {}): RequestInit {
  return jsonPost(body, { cookie: session.cookie, 'x-csrf-token': session.csrf, ...headers })
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
