import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { registerAdmin } from './admin'
import type { Config } from './config'
import { memoryCounters, sqlCounters } from './counters'
import { deskMailOnStored, registerDeskMail } from './desk-mail-routes'
import { type PageRenderer, registerFormPosts } from './form-post'
import { strictTransportSecurity } from './hsts'
import { CROSS_SITE_MESSAGE, jsonError, storeUnavailable } from './http'
import { createLeadIntake } from './lead-intake'
import { consoleLogger, type Logger } from './logger'
import type { Mailer } from './mailer'
import type { Outbox } from './outbox'
import { securityHeaders } from './security-headers'
import { registerSendEmail } from './send-email'
import { sqlSessions } from './sessions'
import { registerStaticSite } from './static'
import { isStoreUnavailable, type LeadStore, type Queryable } from './store'

export interface AppDeps {
  config: Pick<
    Config,
    | 'adminPassword'
    | 'rateLimitPerMinute'
    | 'testEmailRateLimitPerMinute'
    | 'loginFailureLimit'
    | 'sessionTtlMs'
    | 'sessionIdleMs'
    | 'trustProxy'
    | 'leadBodyTimeoutMs'
    | 'mailFrom'
    | 'leadsTo'
  >
  store: Queryable
  /** Told about every newly stored lead. Without one, leads wait for a scheduled drain. */
  outbox?: Pick<Outbox, 'kick'>
  /** Forgets the mail files of erased leads (the `.eml` outbox). */
  mailer?: Pick<Mailer, 'forget'>
  /** Serve the prerendered site from this folder as well (the Node server); serverless: leave unset. */
  clientDir?: string
  /**
   * Renders a form's page again for a plain POST it refused (server/page-renderer.ts). Without it the
   * visitor gets a plain page listing the problems (decision 015).
   */
  renderPage?: PageRenderer
  logger?: Logger
  now?: () => number
  /** Tests shorten the lead intake's store deadline (LEAD_STORE_DEADLINE_MS). */
  leadStoreDeadlineMs?: number
}

/** The whole server as one web-standard fetch handler: `createApp(deps).fetch(request)`. */
export function createApp(deps: AppDeps): Hono {
  const logger = deps.logger ?? consoleLogger
  const now = deps.now ?? Date.now
  const app = new Hono()
  // Instances sharing PostgreSQL share their limits through it (docs/decisions/109); staff sessions
  // are always in the store, so a restart keeps them and every instance knows them (115).
  const shared = (deps.store as Partial<LeadStore>).kind === 'postgres'
  const counters = shared ? sqlCounters(deps.store, now) : memoryCounters(now)
  const sessions = sqlSessions(deps.store, { ttlMs: deps.config.sessionTtlMs, idleMs: deps.config.sessionIdleMs }, now)

  app.use('*', securityHeaders())
  app.use('*', strictTransportSecurity(deps.config.trustProxy))
  // One intake for both ways a lead arrives, so they share its limits, checks and idempotency.
  const deskMail = { config: deps.config, store: deps.store, outbox: deps.outbox, logger, now }
  const intake = createLeadIntake({
    config: deps.config,
    store: deps.store,
    counters,
    outbox: deps.outbox,
    onStored: deskMailOnStored(deskMail),
    logger,
    now,
    storeDeadlineMs: deps.leadStoreDeadlineMs,
  })
  registerSendEmail(app, intake, deps.config.leadBodyTimeoutMs)
  // Before the static site, whose catch-all answers any other POST 405.
  registerFormPosts(app, { config: deps.config, store: deps.store, intake, renderPage: deps.renderPage, logger, now })
  registerAdmin(app, {
    config: deps.config,
    store: deps.store,
    sessions,
    now,
    outbox: deps.outbox,
    mailer: deps.mailer,
    counters,
  })
  registerDeskMail(app, { ...deskMail, sessions })

  app.all('/api/send-email', (c) => {
    c.header('Allow', 'POST')
    return jsonError(c, 405, 'Send submissions with POST.')
  })
  app.all('/api/*', (c) => jsonError(c, 404, 'There is no such API endpoint.'))
  app.all('/api', (c) => jsonError(c, 404, 'There is no such API endpoint.'))
  if (deps.clientDir) registerStaticSite(app, deps.clientDir)

  app.notFound((c) => jsonError(c, 404, 'Not found.'))
  app.onError((error, c) => {
    // Hono's csrf refuses with an HTTPException that has no message.
    if (error instanceof HTTPException && error.status < 500)
      return jsonError(
        c,
        error.status,
        error.message || (error.status === 403 ? CROSS_SITE_MESSAGE : 'The request was refused.'),
      )
    // The desk's deadline (admin.ts) carries its own 503 answer.
    if (error instanceof HTTPException && error.res) return error.getResponse()
    if (isStoreUnavailable(error)) {
      logger.error(`The database did not answer ${c.req.method} ${new URL(c.req.url).pathname}`, error)
      return storeUnavailable(c)
    }
    logger.error(`Unhandled error on ${c.req.method} ${new URL(c.req.url).pathname}`, error)
    return jsonError(c, 500, 'Something went wrong on our side. Please try again shortly.')
  })
  return app
}
