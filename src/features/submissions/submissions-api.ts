import type { SubmissionDetail, SubmissionList, SubmissionSummary } from '../../lib/admin-api'

/** An API answer that was not 2xx, with the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let res: Response
  try {
    res = await fetch(path, {
      ...init,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
    })
  } catch {
    throw new ApiError(0, 'The server could not be reached. Check your connection and try again.')
  }
  const body = (await res.json().catch(() => null)) as { error?: unknown } | null
  if (!res.ok) {
    const message = typeof body?.error === 'string' ? body.error : `The server answered ${res.status}.`
    throw new ApiError(res.status, message)
  }
  return body as T
}

export async function hasSession(): Promise<boolean> {
  return (await call<{ authenticated: boolean }>('/api/admin/session')).authenticated === true
}

export async function logIn(password: string): Promise<void> {
  await call('/api/admin/login', { method: 'POST', body: JSON.stringify({ password }) })
}

export async function logOut(): Promise<void> {
  await call('/api/admin/logout', { method: 'POST' })
}

export async function listSubmissions(form: string): Promise<SubmissionSummary[]> {
  const query = form ? `?form=${encodeURIComponent(form)}` : ''
  return (await call<SubmissionList>(`/api/submissions${query}`)).submissions
}

export function getSubmission(id: string): Promise<SubmissionDetail> {
  return call<SubmissionDetail>(`/api/submissions/${encodeURIComponent(id)}`)
}

export function csvExportHref(form: string): string {
  return form ? `/api/submissions.csv?form=${encodeURIComponent(form)}` : '/api/submissions.csv'
}
