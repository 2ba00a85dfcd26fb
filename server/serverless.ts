import path from 'node:path'
import type { Hono } from 'hono'
import { createApp } from './app'
import { ConfigError, checkAdminPassword, loadConfig } from './config'
import { createHousekeeping, type Housekeeping } from './housekeeping'
import { consoleLogger } from './logger'
import { createMailer } from './mailer'
import { createOutbox, type DeliveryResult, type Outbox } from './outbox'
import { loadPageRenderer } from './page-renderer'
import { createReminders, type Reminders } from './reminders'
import { createStore } from './store'

/**
 * Entry for a serverless Node.js host: the same app as `npm start`, without the static site (that
 * goes to a static host). Built once per instance, on the first request. See server/README.md.
 */
let instance: Promise<{ app: Hono; outbox: Outbox; housekeeping: Housekeeping; reminders: Reminders }> | null = null

function init() {
  const config = loadConfig()
  const missing = [
    !config.databaseUrl && 'DATABASE_URL (an instance has no lasting disk for the embedded store)',
    !config.smtpUrl && 'SMTP_URL (an instance has no lasting disk for the .eml outbox)',
    config.adminPasswordGenerated && 'ADMIN_PASSWORD (each instance would generate its own first-user password)',
  ].filter((m): m is string => typeof m === 'string')
  if (missing.length > 0) throw new ConfigError(missing.map((m) => `Set ${m}`))
  const logger = consoleLogger
  const opened = checkAdminPassword(config).then(() =>
    createStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
  )
  return opened.then(async (store) => {
    // With the build deployed beside the function (CLIENT_DIR's folder holds server/entry-server.js), a
    // refused form post gets its page again; without it, a plain page (decision 015).
    const renderPage = await loadPageRenderer(path.dirname(config.clientDir)).catch((error: unknown) => {
      logger.error('Could not load the SSR bundle for form pages', error)
      return undefined
    })
    const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, logger })
    const outbox = createOutbox({
      store,
      mailer,
      mail: { from: config.mailFrom, to: config.leadsTo, cc: config.leadsCc },
      settings: config.outbox,
      logger,
    })
    const housekeeping = createHousekeeping({ store, mailer, retentionDays: config.purgeArchivedAfterDays, logger })
    const reminders = createReminders({ store, from: config.mailFrom, logger, outbox })
    return { app: createApp({ config, store, outbox, mailer, renderPage, logger }), outbox, housekeeping, reminders }
  })
}

function ready() {
  instance ??= init().catch((error) => {
    instance = null
    throw error
  })
  return instance
}

/** The fetch handler, for hosts that call `fetch(request)` and expect a Response. */
export async function fetch(request: Request, env?: unknown, executionCtx?: Parameters<Hono['fetch']>[2]) {
  const { app } = await ready()
  return app.fetch(request, env, executionCtx)
}

/** The Hono app, for hosts whose adapter wraps an app (`handle(await getApp())` from hono/aws-lambda …). */
export async function getApp(): Promise<Hono> {
  return (await ready()).app
}

/** For the host's scheduler (e.g. every minute): mails leads whose earlier attempt failed. */
export async function drainOutbox(): Promise<DeliveryResult> {
  const { outbox } = await ready()
  return outbox.drain()
}

/** For the host's scheduler (e.g. daily): deletes archived leads past their retention (decision 119). */
export async function purgeArchivedLeads(): Promise<number> {
  const { housekeeping } = await ready()
  return housekeeping.run()
}

/** For the host's scheduler (every minute): staff reminders and the morning digest, each queued once (decision 193). */
export async function sendReminders(): Promise<number> {
  const { reminders } = await ready()
  return reminders.tick()
}

export default { fetch }
