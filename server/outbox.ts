import type Mail from 'nodemailer/lib/mailer'
import type { OutboxSettings } from './config'
import { buildLeadMail, type MailSettings } from './lead-mail'
import { claimDue, type DeliveryQueue, extendClaim, markFailed, markSent, toLead } from './leads'
import { errorSummary, type Logger } from './logger'
import type { Mailer } from './mailer'
import type { Queryable } from './store'

export interface DeliveryResult {
  sent: number
  failed: number
}

export interface Outbox {
  /** Start a delivery pass now (or queue one after the running pass). Never rejects. */
  kick(): Promise<DeliveryResult>
  /** Wait for any running pass, then deliver everything due. For tests and scheduled jobs. */
  drain(): Promise<DeliveryResult>
  /** Poll for due leads every `pollMs` until stop(). */
  start(): void
  stop(): Promise<void>
}

export interface OutboxOptions {
  store: Queryable
  mailer: Mailer
  mail: MailSettings
  settings: OutboxSettings
  logger: Logger
  now?: () => number
  /** Leads delivered in parallel per claim. */
  batchSize?: number
  /** Waits between tries of the "mark sent" write after the mail server accepted a mail. */
  markSentRetryDelaysMs?: readonly number[]
}

/** About a minute in all: a short database outage right after a send must not mail the lead again. */
export const MARK_SENT_RETRY_DELAYS_MS = [250, 500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000] as const

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Delay before attempt n+1 after n failed attempts: base, 2×base, 4×base … capped at max. */
export function retryDelay(failedAttempts: number, settings: Pick<OutboxSettings, 'baseDelayMs' | 'maxDelayMs'>) {
  const exponent = Math.min(Math.max(failedAttempts - 1, 0), 30)
  return Math.min(settings.baseDelayMs * 2 ** exponent, settings.maxDelayMs)
}

export function createOutbox(options: OutboxOptions): Outbox {
  const { store, mailer, mail, settings, logger } = options
  const now = options.now ?? Date.now
  const batchSize = options.batchSize ?? 4
  let running: Promise<DeliveryResult> | null = null
  let again = false
  let timer: NodeJS.Timeout | null = null

  /** The message of a claimed row: a lead's mail, or a queued message as stored. */
  const messageOf = (queue: DeliveryQueue, row: Record<string, unknown>): Mail.Options =>
    queue === 'leads' ? buildLeadMail(toLead(row), mail) : (row.message as Mail.Options)

  async function deliver(queue: DeliveryQueue, row: Record<string, unknown>): Promise<boolean> {
    const id = String(row.id)
    const attempts = Number(row.attempts)
    const what = queue === 'leads' ? 'lead' : 'message'
    // A slow mail server may take minutes (RFC 5321 allows 10 for the end of DATA); renewing the
    // claim while the send runs keeps another deliverer from sending the same lead meanwhile.
    const renewal = setInterval(
      () => void extendClaim(store, id, new Date(now() + settings.lockMs), queue).catch(() => {}),
      Math.max(1, Math.floor(settings.lockMs / 3)),
    )
    try {
      try {
        await mailer.send(messageOf(queue, row))
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        const delay = retryDelay(attempts + 1, settings)
        await markFailed(store, id, message, new Date(now() + delay), queue)
        logger.warn(
          `Mail for ${what} ${id} failed (attempt ${attempts + 1}, ${errorSummary(error)}), retry in ${delay} ms`,
        )
        return false
      }
      await recordSent(id, queue)
      return true
    } finally {
      clearInterval(renewal)
    }
  }

  /**
   * Marked sent only after the transport accepted it. If the write fails, it is retried for about a
   * minute while the claim is held; only then is the claim left to expire, and the lead is mailed
   * again (same Message-ID): a duplicate is better than a lost lead.
   */
  async function recordSent(id: string, queue: DeliveryQueue): Promise<void> {
    const delays = options.markSentRetryDelaysMs ?? MARK_SENT_RETRY_DELAYS_MS
    for (let attempt = 0; ; attempt++) {
      try {
        await markSent(store, id, new Date(now()), queue)
        return
      } catch (error) {
        const delay = delays[attempt]
        if (delay === undefined) {
          logger.error(`${id} was mailed but could not be marked sent; it will be mailed again`, error)
          return
        }
        await sleep(delay)
      }
    }
  }

  /** Leads first (the consultancy's own mail), then queued messages (booking invitations). */
  async function pass(): Promise<DeliveryResult> {
    const result: DeliveryResult = { sent: 0, failed: 0 }
    for (const queue of ['leads', 'mail_queue'] as const) await passOver(queue, result)
    return result
  }

  async function passOver(queue: DeliveryQueue, result: DeliveryResult): Promise<void> {
    // Rows that failed in this pass wait for the next one, however short their retry delay.
    const failed: string[] = []
    for (;;) {
      const t = now()
      const leads = await claimDue(store, queue, {
        now: new Date(t),
        lockUntil: new Date(t + settings.lockMs),
        limit: batchSize,
        exclude: failed,
      })
      if (leads.length === 0) return
      const outcomes = await Promise.all(leads.map((row) => deliver(queue, row)))
      // Building a MIME message costs more CPU than taking a lead in. Let waiting requests run
      // between batches: a stored lead is safe, so its mail can lag a burst by a few seconds.
      await new Promise((resolve) => setImmediate(resolve))
      outcomes.forEach((ok, i) => {
        if (ok) result.sent++
        else {
          result.failed++
          failed.push(String(leads[i]!.id))
        }
      })
    }
  }

  async function loop(): Promise<DeliveryResult> {
    const total: DeliveryResult = { sent: 0, failed: 0 }
    try {
      do {
        again = false
        const r = await pass()
        total.sent += r.sent
        total.failed += r.failed
      } while (again)
    } catch (error) {
      logger.error('Outbox pass failed; it will run again', error)
    } finally {
      running = null
    }
    return total
  }

  function kick(): Promise<DeliveryResult> {
    if (running) {
      again = true
      return running
    }
    running = loop()
    return running
  }

  return {
    kick,
    async drain() {
      const earlier = running ? await running : { sent: 0, failed: 0 }
      const now = await kick()
      return { sent: earlier.sent + now.sent, failed: earlier.failed + now.failed }
    },
    start() {
      if (timer) return
      timer = setInterval(() => void kick(), settings.pollMs)
      timer.unref()
      void kick()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = null
      if (running) await running
    },
  }
}
