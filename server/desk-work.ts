import { Hono } from 'hono'
import { followUpRoutes } from './follow-ups'
import { promiseReportRoutes } from './promise-report'
import type { Queryable } from './store'

/** The desk's work beyond the lead list (issue 27): follow-ups, My day and the promise report. */
export function deskWorkRoutes(deps: { store: Queryable; now: () => number }) {
  return new Hono().route('/', followUpRoutes(deps)).route('/', promiseReportRoutes(deps))
}
