import { leadStages } from '../../lib/lead-stages'
import type { DeskQuery } from './submissions-api'

/** The longest search the server takes (server/admin-inputs.ts, filterQuery); a longer one is left out of the address. */
export const SEARCH_MAX = 100

/** The desk's filters as the address holds them: only those set. */
export type DeskSearch = Partial<DeskQuery>

const isoDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value)

/** What each filter accepts. */
const ACCEPTS: Record<keyof DeskQuery, (value: string) => boolean> = {
  q: (value) => value.length <= SEARCH_MAX,
  form: (value) => /^[a-z-]{1,40}$/.test(value),
  stage: (value) => (leadStages as readonly string[]).includes(value),
  owner: (value) => /^(me|none|[0-9a-f-]{36})$/i.test(value),
  from: isoDay,
  to: isoDay,
}

/**
 * The `/submissions` route's `validateSearch` (decision 141): a filter the desk understands, or nothing,
 * so a mistyped or old address still opens the desk. Plain code, not a valibot schema: route definitions
 * are in every public page's first load, and the desk's filters must not bring valibot there (decision 201).
 */
export function parseDeskSearch(search: Record<string, unknown>): DeskSearch {
  const filters: DeskSearch = {}
  for (const name of Object.keys(ACCEPTS) as (keyof DeskQuery)[]) {
    const value = search[name]
    if (typeof value === 'string' && ACCEPTS[name](value)) filters[name] = value
  }
  return filters
}

/** The promise report's days as the address holds them (`/submissions/report?from=…&to=…`). */
export interface ReportSearch {
  from?: string
  to?: string
}

/** The report route's `validateSearch`: a well-formed day, or nothing (plain code for the same reason). */
export function parseReportSearch(search: Record<string, unknown>): ReportSearch {
  const days: ReportSearch = {}
  for (const name of ['from', 'to'] as const) {
    const value = search[name]
    if (typeof value === 'string' && isoDay(value)) days[name] = value
  }
  return days
}
