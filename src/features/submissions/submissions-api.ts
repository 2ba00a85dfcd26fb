import { type ClientResponse, hc, type InferRequestType } from 'hono/client'
import type { SuccessStatusCode } from 'hono/utils/http-status'
import type { DeskApi, DeskClient, SessionInfo, StaffMember, StaleChange } from './desk-types'

/** An API answer that was not 2xx, with the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The answer's JSON, for a 409's current lead. */
    readonly body: unknown = null,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/**
 * Whether the server refused a note or reply because its key was used by an earlier send of other words:
 * that send was stored (its answer was lost, then the entry edited). The form's next send needs a new key.
 */
export const keyTaken = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && (error.body as { keyTaken?: unknown } | null)?.keyTaken === true

/** Sends with a form's key; when the key is taken (`keyTaken`), `renew` gives the form a new one, then rethrows. */
export async function withKey<T>(send: () => Promise<T>, renew: () => void): Promise<T> {
  try {
    return await send()
  } catch (error) {
    if (keyTaken(error)) renew()
    throw error
  }
}

/** The session's CSRF token: sent back with every request that changes something (decision 115). */
let csrfToken = ''
/** Whose session that token is, so a token fetched again is only taken for the same account. */
let sessionUserId: string | null = null

const changes = (init: RequestInit) => (init.method ?? 'GET') !== 'GET'

function send(input: RequestInfo | URL, init: RequestInit): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' }
  new Headers(init.headers).forEach((value, name) => {
    headers[name] = value
  })
  if (changes(init) && csrfToken) headers['x-csrf-token'] = csrfToken
  return fetch(input, { ...init, headers, credentials: 'same-origin' })
}

/** The server refused a change for its CSRF token, not for who asked or what was sent. */
async function refusedForToken(res: Response): Promise<boolean> {
  if (res.status !== 403) return false
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { reason?: unknown } | null
  return body?.reason === 'csrf'
}

/**
 * Every desk request: the session's cookie, JSON answers, and the CSRF token with every change. A change
 * refused for its token is sent once more when this browser's session is now a new one of the same account
 * (another tab logged in again a moment before this tab heard of it, decision 272); never for another account.
 */
async function deskFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const sentWith = csrfToken
  const res = await send(input, init)
  if (!changes(init) || !sessionUserId || !(await refusedForToken(res))) return res
  const now = await answer(desk.api.admin.session.$get()).catch(() => null)
  if (!now?.authenticated || now.user?.id !== sessionUserId || !now.csrfToken || now.csrfToken === sentWith) return res
  remember(now)
  return send(input, init)
}

/** The desk's API, typed by the server's routes (`DeskApi`): paths, inputs and answers. */
export const desk: DeskClient = hc<DeskApi>('/', { fetch: deskFetch })
const lead = desk.api.submissions[':id']

/** What a request answers when it succeeds. */
type Success<R> = R extends ClientResponse<infer T, infer S, 'json'> ? (S extends SuccessStatusCode ? T : never) : never

/** The answer's JSON when it is 2xx; otherwise an ApiError with the server's message. */
export async function answer<R>(request: Promise<R>): Promise<Success<R>> {
  let res: Response
  try {
    res = (await request) as Response
  } catch {
    throw new ApiError(0, 'The server could not be reached. Check your connection and try again.')
  }
  const body = (await res.json().catch(() => null)) as { error?: unknown } | null
  if (!res.ok) {
    const message = typeof body?.error === 'string' ? body.error : `The server answered ${res.status}.`
    throw new ApiError(res.status, message, body)
  }
  return body as Success<R>
}

/** A route the typed client does not know (the desk's mail, desk-mail-api.ts), read the same way. */
export const call = <T>(path: string, init: RequestInit = {}): Promise<T> => answer(deskFetch(path, init)) as Promise<T>

export const post = <T>(path: string, body: unknown = {}) =>
  call<T>(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })

function remember(session: SessionInfo): SessionInfo {
  csrfToken = session.csrfToken ?? ''
  sessionUserId = session.user?.id ?? null
  return session
}

function forget() {
  csrfToken = ''
  sessionUserId = null
}

export async function getSession(): Promise<SessionInfo> {
  return remember(await answer(desk.api.admin.session.$get()))
}

export async function hasSession(): Promise<boolean> {
  return (await getSession()).authenticated === true
}

/** `code`: the one-time code the server emailed when it asked for one (decision 180). */
export async function logIn(email: string, password: string, code?: string): Promise<SessionInfo> {
  return remember(await answer(desk.api.admin.login.$post({ json: { email, password, ...(code ? { code } : {}) } })))
}

export async function logOut(): Promise<void> {
  await answer(desk.api.admin.logout.$post())
  forget()
}

export async function logOutEverywhere(): Promise<void> {
  await answer(desk.api.admin['logout-everywhere'].$post())
  forget()
}

/** The desk's filters, as the list, the export and the address share them. '' means not set. */
export type DeskQuery = {
  q: string
  form: string
  stage: string
  owner: string
  from: string
  to: string
}

export const emptyQuery: DeskQuery = { q: '', form: '', stage: '', owner: '', from: '', to: '' }

/** The filters that are set (and the page's cursor), as a query's values. */
function setFilters(query: Partial<DeskQuery>, cursor?: string | null): Record<string, string> {
  const set: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) if (value) set[key] = value
  if (cursor) set.cursor = cursor
  return set
}

export function queryString(query: Partial<DeskQuery>, cursor?: string | null): string {
  const text = new URLSearchParams(setFilters(query, cursor)).toString()
  return text ? `?${text}` : ''
}

export const listSubmissions = (query: Partial<DeskQuery>, cursor?: string | null) =>
  answer(desk.api.submissions.$get({ query: setFilters(query, cursor) }))

/** `opening`: the staff member opened the lead, which the audit records as a view (a reload is not one). */
export const getSubmission = (id: string, opening = false) =>
  answer(lead.$get({ param: { id }, query: opening ? { view: '1' } : {} }))

export const csvExportHref = (query: Partial<DeskQuery>) =>
  desk.api['submissions.csv'].$path({ query: setFilters(query) })

export async function listStaff(): Promise<StaffMember[]> {
  return (await answer(desk.api.staff.$get())).staff
}

/** Every change names the version of the lead it was based on; an older one is refused with 409. */
export const setStage = (
  id: string,
  version: number,
  stage: InferRequestType<typeof lead.stage.$post>['json']['stage'],
  reason?: string,
) => answer(lead.stage.$post({ param: { id }, json: { stage, reason, version } }))
export const setOwner = (id: string, version: number, owner: string | null) =>
  answer(lead.owner.$post({ param: { id }, json: { owner, version } }))
/** `key` is made once per note: the same note sent twice is stored once. */
export const addNote = (id: string, text: string, key: string) =>
  answer(lead.notes.$post({ param: { id }, json: { text, key } }))
export const bookConsultation = (
  id: string,
  version: number,
  booking: Omit<InferRequestType<typeof lead.booking.$post>['json'], 'version'>,
) => answer(lead.booking.$post({ param: { id }, json: { ...booking, version } }))
export const cancelBooking = (id: string, version: number) =>
  answer(lead.booking.cancel.$post({ param: { id }, json: { version } }))

/** The lead as it is now, when a change was refused as based on an older version. */
export function staleChangeOf(error: unknown): StaleChange | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const body = error.body as Partial<StaleChange> | null
  return body && typeof body.lead === 'object' && body.lead ? { error: error.message, lead: body.lead } : null
}

export const isUnauthorised = (error: unknown) => error instanceof ApiError && error.status === 401

export const auditLog = (cursor?: string | null) => answer(desk.api.audit.$get({ query: cursor ? { cursor } : {} }))

/** Everything held about one address (APP 12): sent in a POST's body, so no address keeps it (decision 315). */
export const exportPerson = (email: string) => answer(desk.api.privacy.export.$post({ json: { email } }))
export const erasePerson = (email: string, confirm: string) =>
  answer(desk.api.privacy.erase.$post({ json: { email, confirm } }))
