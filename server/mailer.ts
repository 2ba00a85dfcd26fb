import { existsSync, readdirSync, rmSync } from 'node:fs'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'
import type { Logger } from './logger'

export interface SentMail {
  accepted: string[]
  /** Where an outbox mail was written. */
  location?: string
}

export interface Mailer {
  readonly description: string
  /** Resolves only once the transport has accepted the message; rejects otherwise. */
  send(mail: Mail.Options): Promise<SentMail>
  /**
   * Removes what the transport keeps of these leads' and messages' mails (the `.eml` files), for an
   * erasure or a purge (decision 119). Mail already handed to an SMTP server is beyond our reach.
   */
  forget(ids: readonly string[]): Promise<void>
  close(): void
}

export interface MailerOptions {
  smtpUrl?: string
  dataDir: string
  logger: Logger
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? smtpMailer(options.smtpUrl)
    : outboxMailer(path.join(options.dataDir, 'outbox'), options.logger)
}

/**
 * RFC 5321 §4.5.3.2: 5 minutes for the greeting and for replies to MAIL and RCPT, and 10 minutes for
 * the reply to the end of DATA (the server may be filtering the message). Nodemailer has one idle
 * timeout for the whole dialogue, so it must be the longest of them: a shorter one gave up on a slow
 * server that did accept the mail, and the lead was sent again. The outbox keeps its claim on a lead
 * for as long as a send runs (outbox.ts), however long that is.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 2 * 60_000,
  greetingTimeout: 5 * 60_000,
  socketTimeout: 10 * 60_000,
} as const

function smtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS })
  const u = new URL(url)
  return {
    description: `SMTP ${u.hostname}:${u.port || (u.protocol === 'smtps:' ? 465 : 587)}`,
    async send(mail) {
      const info = await transport.sendMail(mail)
      const accepted = (info.accepted as (string | { address: string })[]).map((a) =>
        typeof a === 'string' ? a : a.address,
      )
      if (accepted.length === 0) throw new Error(`The mail server accepted no recipient: ${info.response}`)
      return { accepted }
    },
    forget: async () => {},
    close: () => transport.close(),
  }
}

const emlName = (id: string) => `${id.replace(/[^a-zA-Z0-9-]/g, '')}.eml`

/**
 * No SMTP configured: each mail becomes an .eml file, named by lead id (or queued message id) so a
 * retry overwrites, never duplicates.
 */
function outboxMailer(dir: string, logger: Logger): Mailer {
  try {
    const removed = removeStaleTempFiles(dir)
    if (removed.length > 0) logger.info(`Removed ${removed.length} unfinished mail file(s) left in ${dir}`)
  } catch (error) {
    // An unreadable outbox must not stop the server: leads are still stored, and wait pending.
    logger.error(`Could not look for unfinished mail files in ${dir}`, error)
  }
  const build = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    description: `.eml files in ${dir}`,
    async send(mail) {
      const info = await build.sendMail(mail)
      const headers = mail.headers as Record<string, string> | undefined
      const leadId = String(headers?.['X-Mail-Id'] ?? headers?.['X-Lead-Id'] ?? Date.now())
      await mkdir(dir, { recursive: true })
      const file = path.join(dir, emlName(leadId))
      const temp = `${file}.${process.pid}.tmp`
      await writeFile(temp, info.message)
      await rename(temp, file)
      logger.info(`Mail for lead ${leadId} written to ${file}`)
      return { accepted: info.envelope.to, location: file }
    },
    async forget(ids) {
      for (const id of ids) await rm(path.join(dir, emlName(id)), { force: true })
    },
    close: () => build.close(),
  }
}

const TEMP_FILE = /^[a-zA-Z0-9-]+\.eml\.(\d+)\.tmp$/

/**
 * A process killed while writing a mail leaves `<lead id>.eml.<pid>.tmp`; its lead is still pending
 * and will be written again. Removes those whose process is gone (not another live process's).
 */
export function removeStaleTempFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  const removed: string[] = []
  for (const name of readdirSync(dir)) {
    const pid = TEMP_FILE.exec(name)?.[1]
    if (pid === undefined || isRunning(Number(pid))) continue
    rmSync(path.join(dir, name), { force: true })
    removed.push(name)
  }
  return removed
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
