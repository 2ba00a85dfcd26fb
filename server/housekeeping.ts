import { audit, SYSTEM_ACTOR } from './audit'
import { purgeArchived } from './lead-desk'
import type { Logger } from './logger'
import type { Mailer } from './mailer'
import type { LeadStore, Queryable } from './store'

const DAY_MS = 86_400_000
/**
 * A reminder's claim (decision 193) matters only while its reminder could still be queued: an arrival
 * within 30 minutes, a due time within the hour, a follow-up within 30 minutes, a digest on its day.
 * A week covers every window with room to spare; older claims only keep lead ids about.
 */
const REMINDER_CLAIM_DAYS = 7

export interface Housekeeping {
  /** Deletes archived leads past the retention period (and their mail files); returns how many. */
  run(): Promise<number>
  /** At once, then every `everyMs` until stop(). */
  start(everyMs?: number): void
  stop(): void
}

/**
 * Every few hours: fresh planner statistics, reminder claims past their use, and the retention rule of
 * decision 119: a lead archived more than `retentionDays` ago is deleted, with its notes, booking and messages. The audit log keeps one line per purge: a count, nothing more.
 */
export function createHousekeeping(options: {
  store: Queryable
  mailer?: Pick<Mailer, 'forget'>
  retentionDays: number
  logger: Logger
  now?: () => number
}): Housekeeping {
  const now = options.now ?? Date.now
  let timer: NodeJS.Timeout | null = null
  const run = async () => {
    // PGlite has no autovacuum: fresh statistics let the planner choose between the desk's indexes
    // (a common search word reads the queue index, a rare one the trigram index). Cheap on PostgreSQL.
    await options.store.query('ANALYZE leads')
    const at = new Date(now())
    await options.store.query('DELETE FROM reminder_claims WHERE claimed_at < $1::timestamptz', [
      new Date(at.getTime() - REMINDER_CLAIM_DAYS * DAY_MS).toISOString(),
    ])
    const purged = await purgeArchived(options.store, new Date(at.getTime() - options.retentionDays * DAY_MS))
    if (purged.leadIds.length === 0) return 0
    await audit(options.store, {
      actor: SYSTEM_ACTOR,
      action: 'purge',
      detail: { leads: purged.leadIds.length, retentionDays: options.retentionDays },
      at,
    })
    await options.mailer?.forget([...purged.leadIds, ...purged.mailIds])
    await (options.store as Partial<LeadStore>).scrubDeleted?.()
    options.logger.info(`Purged ${purged.leadIds.length} archived lead(s) past ${options.retentionDays} days`)
    return purged.leadIds.length
  }
  const safeRun = () =>
    void run().catch((error) => options.logger.error('Purging archived leads failed; it will run again', error))
  return {
    run,
    start(everyMs = 6 * 3_600_000) {
      if (timer) return
      timer = setInterval(safeRun, everyMs)
      timer.unref()
      safeRun()
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = null
    },
  }
}
