import { randomUUID } from 'node:crypto'
import type { Hono } from 'hono'
import { Hono as App } from 'hono'
import { csrf } from 'hono/csrf'
import { HTTPException } from 'hono/http-exception'
import { timeout } from 'hono/timeout'
import { type AdminDeps, deskContext, noStore, ownerOnly, requireSession } from './admin-desk'
import { leadChangeRoutes } from './admin-lead-changes'
import { leadRoutes } from './admin-leads'
import { privacyRoutes } from './admin-privacy'
import { sessionRoutes } from './admin-session'
import { staffRoutes } from './admin-staff'
import { memoryCounters } from './counters'
import { deskWorkRoutes } from './desk-work'
import { isSameOrigin, storeUnavailable } from './http'
import { LEADS_OPENED_AN_HOUR, LIST_PAGES_AN_HOUR, readBudget } from './read-budget'

export { type AdminDeps, CSRF_HEADER, SESSION_COOKIE } from './admin-desk'

/** Under the 5 s after which a person takes a page for broken (and PostgreSQL's own 5 s connect timeout). */
const DESK_DEADLINE_MS = 4000

/** Every path that needs a session; the rest of /api/admin/* is the login itself, logout and "am I?". */
const PROTECTED_PATHS = [
  '/api/submissions',
  '/api/submissions/*',
  '/api/submissions.csv',
  '/api/audit',
  '/api/staff',
  '/api/privacy/*',
  '/api/admin/logout-everywhere',
  '/api/desk/*',
]

/** The desk's routes, by what they do; their type is what the desk's typed client (`hc`) is built from. */
function deskRoutes(deps: AdminDeps) {
  const desk = deskContext(deps)
  return new App()
    .route('/', sessionRoutes(desk))
    .route('/', leadRoutes(desk))
    .route('/', leadChangeRoutes(desk))
    .route('/', staffRoutes(desk))
    .route('/', privacyRoutes(desk))
    .route('/', deskWorkRoutes(desk))
}
export type DeskApi = ReturnType<typeof deskRoutes>

/** The lead desk's API (issue 13): staff login and sessions, the leads, their workflow, audit and privacy. */
export function registerAdmin(app: Hono, deps: AdminDeps): void {
  const { config, store, sessions } = deps
  // Hono's csrf refuses cross-site form posts by Origin; JSON requests are held to the token.
  const sameSite = csrf({ origin: (_origin, c) => isSameOrigin(c, config.trustProxy) })
  // A frozen database must not hold a staff member's page: every desk request is answered within
  // DESK_DEADLINE_MS, with 503 and Retry-After if the database has not answered by then.
  for (const path of ['/api/admin/*', ...PROTECTED_PATHS])
    app.use(
      path,
      timeout(DESK_DEADLINE_MS, (c) => new HTTPException(503, { res: storeUnavailable(c) })),
    )
  for (const path of ['/api/admin/*', ...PROTECTED_PATHS]) app.use(path, noStore)
  app.use('/api/admin/*', sameSite)
  for (const path of PROTECTED_PATHS) {
    app.use(path, sameSite)
    app.use(path, requireSession(sessions, config.trustProxy))
  }
  // Erasure and the export of every lead need an owner (decision 129).
  app.use('/api/submissions.csv', ownerOnly(store))
  app.use('/api/privacy/erase', ownerOnly(store))
  // Others read the lead base as working it needs, not all of it at once (decision 317).
  const counters = deps.counters ?? memoryCounters(deps.now)
  const budget = { store, counters, now: deps.now }
  app.on(
    'GET',
    '/api/submissions',
    readBudget({ ...budget, kind: 'list', limit: LIST_PAGES_AN_HOUR, item: (c) => new URL(c.req.url).search }),
  )
  // A lead and its replies are one lead read; a person's information holds whole leads, each export new.
  const leadRead = { ...budget, kind: 'lead' as const, limit: LEADS_OPENED_AN_HOUR }
  app.on(
    'GET',
    ['/api/submissions/:id', '/api/submissions/:id/replies'],
    readBudget({ ...leadRead, item: (c) => (c.req.param('id') ?? '').toLowerCase() }),
  )
  app.on('POST', '/api/privacy/export', readBudget({ ...leadRead, item: () => randomUUID() }))
  app.route('/', deskRoutes(deps))
}
