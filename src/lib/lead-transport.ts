import { site } from '../content/site'
import { type LeadKind, subjectFor } from '../forms/subjects'
import { findPendingDuplicate } from './lead-backup'

export const LEADS_URL: string = import.meta.env.VITE_LEADS_URL || '/api/send-email'
const TIMEOUT_MS = 15_000

export interface LeadEnvelope {
  id: string
  form: LeadKind
  data: unknown
  /** Honeypot value: always '' from a person. */
  website?: string
}

export type SendResult =
  | { ok: true; id: string; status: string }
  | {
      ok: false
      id: string
      error: string /** worth trying again later (network, timeout, 5xx, 429) */
      retryable: boolean
    }

/** The wire format of spec §7 plus our idempotency key. The server ignores subject/to/cc. */
export function wireBody({ id, form, data, website = '' }: LeadEnvelope) {
  return { id, form, data, subject: subjectFor(form, data), to: site.email, cc: '', website }
}

/** POST one lead. Never throws: the outcome says whether the server took it. */
export async function postLead(lead: LeadEnvelope, fetchImpl: typeof fetch = fetch): Promise<SendResult> {
  // Visitor data reaches the console only in development builds, never in production.
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test') console.info('[lead]', lead.form, lead.data)
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS)
  try {
    const response = await fetchImpl(LEADS_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(wireBody(lead)),
      signal: controller.signal,
      credentials: 'same-origin',
    })
    if (response.ok) {
      const body = (await response.json().catch(() => ({}))) as { status?: string }
      return { ok: true, id: lead.id, status: body.status ?? 'stored' }
    }
    const body = (await response.json().catch(() => ({}))) as { error?: string }
    const retryable = response.status >= 500 || response.status === 429 || response.status === 408
    return { ok: false, id: lead.id, error: body.error ?? `The server answered ${response.status}`, retryable }
  } catch {
    const timedOut = controller.signal.aborted
    return {
      ok: false,
      id: lead.id,
      error: timedOut ? 'The server took too long to answer' : 'Could not reach the server',
      retryable: true,
    }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The form submission helper of spec §7. Its outcome's `ok` is the spec's truthy/falsy answer; on
 * failure it also says why (kept with the backup). If these exact entries are already waiting in the
 * backup list, their id is reused so the server dedupes them.
 */
export async function submitForm(form: LeadKind, data: unknown, id: string, website = ''): Promise<SendResult> {
  const leadId = findPendingDuplicate(form, data)?.id ?? id
  return postLead({ id: leadId, form, data, website })
}
