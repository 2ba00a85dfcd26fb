import type { Hono } from 'hono'
import { registerFollowUps } from './follow-ups'
import { registerPromiseReport } from './promise-report'
import type { Queryable } from './store'

/** The desk's work beyond the lead list (issue 27): follow-ups, My day and the promise report. */
export function registerDeskWork(app: Hono, deps: { store: Queryable; now: () => number }): void {
  registerFollowUps(app, deps)
  registerPromiseReport(app, deps)
}
