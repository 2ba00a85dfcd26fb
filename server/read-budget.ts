import { createHash } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { audit } from './audit'
import type { CounterStore } from './counters'
import { jsonError } from './http'
import { isOwner } from './staff'
import type { Queryable } from './store'

/**
 * How much of the lead base a member of staff who is not an owner reads in an hour (decision 317).
 * Working leads (the queue, a search when someone rings, opening the leads being worked, the reloads
 * after each change) reads the same few pages and leads again and again; copying the base reads each
 * once. So only what is new to them in the hour is counted: a page of the list (its filters and
 * cursor) the first time, a lead the first time it is opened.
 */
export const READ_WINDOW_MS = 60 * 60_000
export { LEADS_OPENED_AN_HOUR, LIST_PAGES_AN_HOUR } from '../src/lib/read-budget-limits'

export const READ_BUDGET_MESSAGE = (minutes: number) =>
  `You have read more leads in the last hour than working them takes, so the desk holds back new ones for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}. Pages and leads you have already opened still work. To copy many leads, ask an owner for the CSV export.`

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22)

/**
 * Counts what a non-owner reads that is new to them this hour, and answers 429 (with Retry-After) past
 * `limit`. The first refusal of a window is recorded in the audit log, so the owners see it.
 */
export function readBudget(deps: {
  store: Queryable
  counters: CounterStore
  now: () => number
  kind: 'list' | 'lead'
  limit: number
  /** What is read: the same value twice in an hour is counted once. */
  item: (c: Context) => string
}): MiddlewareHandler {
  const { store, counters, now, kind, limit } = deps
  return async (c, next) => {
    const user = c.get('session').user
    const seen = await counters
      .hit(`read-seen:${kind}:${user.id}:${digest(deps.item(c))}`, READ_WINDOW_MS)
      .catch(() => null)
    if (seen && seen.count === 1 && !(await isOwner(store, user.id))) {
      const budget = await counters.hit(`read-budget:${kind}:${user.id}`, READ_WINDOW_MS).catch(() => null)
      if (budget && budget.count > limit) {
        // Not counted as seen: it was not given.
        await counters.clear(`read-seen:${kind}:${user.id}:${digest(deps.item(c))}`).catch(() => {})
        if (budget.count === limit + 1)
          await audit(store, {
            actor: { id: user.id, name: user.name },
            action: 'read-limit',
            detail: { kind, limit },
            at: new Date(now()),
          })
        const seconds = Math.max(1, Math.ceil((budget.windowStart + READ_WINDOW_MS - now()) / 1000))
        c.header('Retry-After', String(seconds))
        return jsonError(c, 429, READ_BUDGET_MESSAGE(Math.ceil(seconds / 60)), { reason: 'read-limit' as const })
      }
    }
    await next()
  }
}
