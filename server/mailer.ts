import { mkdir, rename, writeFile } from 'node:fs/promises'
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

function smtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  })
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
    close: () => transport.close(),
  }
}

/** No SMTP configured: each mail becomes an .eml file, named by lead id so a retry overwrites, never duplicates. */
function outboxMailer(dir: string, logger: Logger): Mailer {
  const build = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    description: `.eml files in ${dir}`,
    async send(mail) {
      const info = await build.sendMail(mail)
      const leadId = String((mail.headers as Record<string, string> | undefined)?.['X-Lead-Id'] ?? Date.now())
      await mkdir(dir, { recursive: true })
      const file = path.join(dir, `${leadId.replace(/[^a-zA-Z0-9-]/g, '')}.eml`)
      const temp = `${file}.${process.pid}.tmp`
      await writeFile(temp, info.message)
      await rename(temp, file)
      logger.info(`Mail for lead ${leadId} written to ${file}`)
      return { accepted: info.envelope.to, location: file }
    },
    close: () => build.close(),
  }
}
