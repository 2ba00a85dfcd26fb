import type {
  AuditList,
  LeadBooking,
  SessionInfo,
  StaffMember,
  StaleChange,
  SubmissionDetail,
  SubmissionList,
} from '../../lib/admin-api'

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

/** The session's CSRF token: sent back with every request that changes something (decision 115). */
let csrfToken = ''

export async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let res: Response
  const changes = (init.method ?? 'GET') !== 'GET'
  try {
    res = await fetch(path, {
      ...init,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(changes && csrfToken ? { 'x-csrf-token': csrfToken } : {}),
      },
    })
  } catch {
    throw new ApiError(0, 'The server could not be reached. Check your connection and try again.')
  }
  const body = (await res.json().catch(() => null)) as { error?: unknown } | null
  if (!res.ok) {
    const message = typeof body?.error === 'string' ? body.error : `The server answered ${res.status}.`
    throw new ApiError(res.status, message, body)
  }
  return body as T
}

export const post = <T>(path: string, body: unknown = {}) =>
  call<T>(path, { method: 'POST', body: JSON.stringify(body) })

function remember(session: SessionInfo): SessionInfo {
  csrfToken = session.csrfToken ?? ''
  return session
}

export async function getSession(): Promise<SessionInfo> {
  return remember(await call<SessionInfo>('/api/admin/session'))
}

export async function hasSession(): Promise<boolean> {
  return (await getSession()).authenticated === true
}

/** `code`: the one-time code the server emailed when it asked for one (decision 180). */
export async function logIn(email: string, password: string, code?: string): Promise<SessionInfo> {
  return remember(await post<SessionInfo>('/api/admin/login', { email, password, ...(code ? { code } : {}) }))
}

export async function logOut(): Promise<void> {
  await post('/api/admin/logout')
  csrfToken = ''
}

export async function logOutEverywhere(): Promise<void> {
  await post('/api/admin/logout-everywhere')
  csrfToken = ''
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

export function queryString(query: Partial<DeskQuery>, cursor?: string | null): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value)
  if (cursor) params.set('cursor', cursor)
  const text = params.toString()
  return text ? `?${text}` : ''
}

export function listSubmissions(query: Partial<DeskQuery>, cursor?: string | null): Promise<SubmissionList> {
  return call<SubmissionList>(`/api/submissions${queryString(query, cursor)}`)
}

/** `opening`: the staff member opened the lead, which the audit records as a view (a reload is not one). */
export function getSubmission(id: string, opening = false): Promise<SubmissionDetail> {
  return call<SubmissionDetail>(`/api/submissions/${encodeURIComponent(id)}${opening ? '?view=1' : ''}`)
}

export function csvExportHref(query: Partial<DeskQuery>): string {
  return `/api/submissions.csv${queryString(query)}`
}

export async function listStaff(): Promise<StaffMember[]> {
  return (await call<{ staff: StaffMember[] }>('/api/staff')).staff
}

const lead = (id: string, action: string) => `/api/submissions/${encodeURIComponent(id)}/${action}`

/** Every change names the version of the lead it was based on; an older one is refused with 409. */
export const setStage = (id: string, version: number, stage: string, reason?: string) =>
  post(lead(id, 'stage'), { stage, reason, version })
export const setOwner = (id: string, version: number, owner: string | null) =>
  post(lead(id, 'owner'), { owner, version })
/** `key` is made once per note: the same note sent twice is stored once. */
export const addNote = (id: string, text: string, key: string) => post(lead(id, 'notes'), { text, key })
export const bookConsultation = (
  id: string,
  version: number,
  booking: { slot: string; consultationType: string; date?: string },
) => post<{ booking: LeadBooking }>(lead(id, 'booking'), { ...booking, version })
export const cancelBooking = (id: string, version: number) =>
  post<{ booking: LeadBooking }>(lead(id, 'booking/cancel'), { version })

/** The lead as it is now, when a change was refused as based on an older version. */
export function staleChangeOf(error: unknown): StaleChange | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const body = error.body as Partial<StaleChange> | null
  return body && typeof body.lead === 'object' && body.lead ? { error: error.message, lead: body.lead } : null
}

export const isUnauthorised = (error: unknown) => error instanceof ApiError && error.status === 401

export function auditLog(cursor?: string | null): Promise<AuditList> {
  return call<AuditList>(`/api/audit${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`)
}

export const privacyExportHref = (email: string) => `/api/privacy/export?email=${encodeURIComponent(email)}`
export const erasePerson = (email: string, confirm: string) =>
  post<{ leadsErased: number }>('/api/privacy/erase', { email, confirm })
