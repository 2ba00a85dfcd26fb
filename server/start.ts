import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { ConfigError, checkAdminPassword, loadConfig } from './config'
import { StoreInUseError } from './data-dir-lock'
import { createHousekeeping } from './housekeeping'
import { keepConnectionsOpen } from './keep-alive'
import { consoleLogger } from './logger'
import { createMailer } from './mailer'
import { createOutbox } from './outbox'
import { loadPageRenderer } from './page-renderer'
import { createReminders } from './reminders'
import { countStaff } from './staff'
import { createStore } from './store'
import { testerAnswer, withTesterAnswer } from './tester-answers'

/** `npm start`: build if there is no build, then one process serving the site and the lead function. */
async function main() {
  const config = loadConfig()
  await checkAdminPassword(config)
  const logger = consoleLogger

  if (!existsSync(path.join(config.clientDir, 'index.html'))) {
    logger.info(`No build in ${config.clientDir}: running "npm run build" first.`)
    await run('npm', ['run', 'build'])
  }

  const store = await createStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, logger })
  const outbox = createOutbox({
    store,
    mailer,
    mail: { from: config.mailFrom, to: config.leadsTo, cc: config.leadsCc },
    settings: config.outbox,
    logger,
  })
  const housekeeping = createHousekeeping({
    store,
    mailer,
    retentionDays: config.purgeArchivedAfterDays,
    logger,
  })
  const reminders = createReminders({ store, from: config.mailFrom, logger, outbox })
  // A refused form post is answered with its page rendered again by the build's SSR bundle (decision 015),
  // with React's production build, as the prerender renders the pages.
  process.env.NODE_ENV ??= 'production'
  const renderPage = await loadPageRenderer(path.dirname(config.clientDir))
  const app = createApp({
    config,
    store,
    outbox,
    mailer,
    clientDir: config.clientDir,
    renderPage,
    logger,
  })

  const tester = testerAnswer(process.env.LEAD_TEST_ANSWER, config.host)
  if (tester.problem) logger.warn(tester.problem)
  const fetch = withTesterAnswer(app.fetch, tester.answer)
  const server = serve({ fetch, hostname: config.host, port: config.port }, (info) => {
    const host = info.family === 'IPv6' ? `[${info.address}]` : info.address
    logger.info(`Serving on http://${host}:${info.port}`)
    logger.info(`  site:  ${config.clientDir}`)
    if (tester.answer)
      logger.warn(
        `  LEAD_TEST_ANSWER=${tester.answer}: every lead sent by a page's script is answered ${tester.answer} and not stored`,
      )
    logger.info(`  leads: ${store.description}`)
    logger.info(
      `  forms: ${renderPage ? 'a refused plain POST gets its page again' : `no SSR bundle in ${path.dirname(config.clientDir)}/server: a refused plain POST gets a plain page`}`,
    )
    logger.info(
      `  mail:  ${mailer.description} → to ${config.leadsTo.join(', ')}` +
        (config.leadsCc.length > 0 ? `, cc ${config.leadsCc.join(', ')}` : ''),
    )
    void countStaff(store).then((staff) => {
      if (staff > 0) logger.info(`  desk:  ${staff} staff account(s); add more with "npm run staff -- add"`)
      else if (config.adminPasswordGenerated)
        logger.info(
          `  desk:  no staff account yet. Log in at /submissions with your email and this password (generated for this run) to make the first: ${config.adminPassword}`,
        )
      else
        logger.info(
          '  desk:  no staff account yet. Log in at /submissions with your email and ADMIN_PASSWORD to make the first',
        )
    })
    outbox.start()
    housekeeping.start()
    reminders.start()
  })
  keepConnectionsOpen(server as Server)

  server.on('error', (error: NodeJS.ErrnoException) => {
    const reason =
      error.code === 'EADDRINUSE' ? `port ${config.port} on ${config.host} is already in use` : error.message
    logger.error(`Could not listen: ${reason}. Set PORT (and HOST) to choose another.`)
    process.exit(1)
  })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    logger.info(`${signal}: shutting down`)
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      if ('closeIdleConnections' in server) server.closeIdleConnections()
    })
    housekeeping.stop()
    reminders.stop()
    await outbox.stop()
    mailer.close()
    await store.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    )
  })
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof StoreInUseError) console.error(error.message)
  else console.error('Could not start the server:', error)
  process.exit(1)
})
