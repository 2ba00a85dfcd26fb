import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import type { Actor } from './audit'
import type { Config } from './config'
import type { CounterStore } from './counters'
import { CROSS_SITE_MESSAGE, isLocalHost, isSameOrigin, jsonError } from './http'
import { isPlainObject, readJsonBody } from './json-body'
import { changesSince } from './lead-versions'
import { leadDetail, type SubmissionDetail } from './lead-views'
import { findLead, type Lead } from './leads'
import type { Mailer } from './mailer'
import type { Outbox } from './outbox'
import { type Session, type Sessions, secretsMatch } from './sessions'
import { isOwner } from './staff'
import type { LeadStore, Queryable } from './store'

/** What every part of the desk's API shares (server/admin.ts puts the parts together). */

export const SESSION_COOKIE = 'admin_session'
export const CSRF_HEADER = 'x-csrf-token'
export const PAGE_SIZE = 50

declare module 'hono' {
  interface ContextVariableMap {
    session: Session
  }
}

export interface AdminDeps {
  config: Pick<Config, 'adminPassword' | 'loginFailureLimit' | 'sessionTtlMs' | 'trustProxy' | 'mailFrom' | 'leadsTo'>
  store: Queryable
  sessions: Sessions
  now: () => number
  /** Told when a booking mail is queued. */
  outbox?: Pick<Outbox, 'kick'>
  /** Forgets the mail files of erased leads. */
  mailer?: Pick<Mailer, 'forget'>
  /** The server's counters (shared by instances on PostgreSQL): the read budget's (decision 317). */
  counters?: CounterStore
}

/** The dependencies and the small helpers every route uses. */
export function deskContext(deps: AdminDeps) {
  const { store, now } = deps
  return {
    ...deps,
    at: () => new Date(now()),
    /** The staff member this request is from (after requireSession). */
    actor: (c: Context): Actor => ({ id: c.get('session').user.id, name: c.get('session').user.name }),
    inTransaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const s = store as Partial<LeadStore>
      return s.transaction ? s.transaction(fn) : fn(store)
    },
    secureCookie: (c: Context) => !isLocalHost(new URL(c.req.url).hostname),
    /** The lead of a validated `:id`, or null. */
    lead: (id: string): Promise<Lead | null> => findLead(store, id),
  }
}
export type Desk = ReturnType<typeof deskContext>

/** The logged-in member of staff; only an owner may erase people and export every lead (decision 129). */
export interface SessionUser {
  id: string
  name: string
  email: string
  role?: 'owner' | 'staff'
}

export interface SessionInfo {
  authenticated: boolean
  user?: SessionUser
  /** Sent back in the x-csrf-token header with every request that changes something. */
  csrfToken?: string
  expiresAt?: string
}

/**
 * The answer (409) to a change of stage, owner, booking, follow-up or reply whose `version` is not the
 * lead's any more: a sentence saying what changed and who changed it, and the lead as it is now.
 */
export interface StaleChange {
  error: string
  lead: SubmissionDetail
}

/** The desk hides what only an owner may do by the role given here (decision 129); the routes still check. */
export function sessionInfo(session: Session, owner: boolean): SessionInfo {
  return {
    authenticated: true,
    user: { ...session.user, role: owner ? 'owner' : 'staff' },
    csrfToken: session.csrfToken,
    expiresAt: new Date(session.expiresAt).toISOString(),
  }
}

export const noSuchLead = (c: Context) => jsonError(c, 404, 'There is no submission with that id.')
export const crossSiteRefused = (c: Context) => jsonError(c, 403, CROSS_SITE_MESSAGE)
/** `reason` lets the desk tell a stale token (another tab logged in again) from other refusals (decision 272). */
export const csrfRefused = (c: Context) =>
  jsonError(c, 403, 'This request is missing its security token. Reload the page and try again.', {
    reason: 'csrf' as const,
  })

export function csrfTokenMatches(c: Context, session: Session): boolean {
  const given = c.req.header(CSRF_HEADER)
  return typeof given === 'string' && given !== '' && secretsMatch(given, session.csrfToken)
}

/** A valid session for every desk route, and its CSRF token on every request that changes something. */
export function requireSession(sessions: Sessions, trustProxy: number): MiddlewareHandler {
  return async (c, next) => {
    const changes = !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)
    // Hono's csrf only looks at form-like posts; a JSON change must come from the site too.
    if (changes && !isSameOrigin(c, trustProxy)) return crossSiteRefused(c)
    const session = await sessions.get(getCookie(c, SESSION_COOKIE))
    if (!session) return jsonError(c, 401, 'Log in to see the submissions.')
    if (changes && !csrfTokenMatches(c, session)) return csrfRefused(c)
    c.set('session', session)
    await next()
  }
}

/** Erasure and the export of every lead need an owner (decision 129). */
export function ownerOnly(store: Queryable): MiddlewareHandler {
  return async (c, next) => {
    if (!(await isOwner(store, c.get('session').user.id)))
      return jsonError(c, 403, 'Only an owner of the desk can do this. Ask an owner to do it for you.')
    await next()
  }
}

/**
 * Reads a JSON body by the desk's rules (readJsonBody: application/json in UTF-8, well-formed, no
 * prototype keys), answering what is wrong, and leaves its text in Hono's body cache, where the route's
 * validator (`valid('json', …)`) reads it.
 */
export const jsonBody: MiddlewareHandler = async (c, next) => {
  const body = await readJsonBody(c.req.raw)
  if (!body.ok) return jsonError(c, body.status, body.error)
  // valibot's object schema takes an array for an object: the desk's bodies are all objects.
  if (!isPlainObject(body.value)) return jsonError(c, 400, 'Send a JSON object.')
  // Hono keeps promises of the bodies it read in bodyCache (its type names the values).
  const cache = c.req.bodyCache as { text?: Promise<string> }
  cache.text = Promise.resolve(body.text)
  await next()
}

export async function noStore(c: Context, next: () => Promise<void>) {
  await next()
  c.header('Cache-Control', 'no-store')
  c.header('Vary', 'Cookie')
}

/** 409 for a change based on an old version: what changed since, by whom, and the lead as it is now. */
export async function staleChange(c: Context, store: Queryable, leadId: string, version: number, at: Date) {
  const lead = await findLead(store, leadId)
  if (!lead) return noSuchLead(c)
  const error = await changesSince(store, leadId, version, c.get('session').user.id)
  const answer: StaleChange = { error, lead: await leadDetail(store, lead, at) }
  c.header('Cache-Control', 'no-store')
  return c.json(answer, 409)
}
