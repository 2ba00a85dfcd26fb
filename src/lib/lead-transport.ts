import { LeadRefused } from '../../machines/lead-lifecycle.machine'
import { site } from '../content/site'
import { type LeadKind, subjectFor } from '../forms/lead-kinds'

export const LEADS_URL: string = import.meta.env.VITE_LEADS_URL || '/api/send-email'
const TIMEOUT_MS = 15_000

export interface LeadEnvelope {
  id: string
  form: LeadKind
  data: Record<string, unknown>
  /** Honeypot value: always '' from a person. */
  website?: string
  /** A resent backup: when it was sent first (its `timestamp`), what the server checks a booking's times against (decision 312). */
  savedAt?: string
}

/**
 * The server's answer, as the lifecycle and the resend queue follow it: `sent` (2xx), `refused`
 * (a 4xx: this lead will never be taken, nothing is retried) or `unreachable` (network error,
 * timeout, 5xx, 408 or 429: try again later).
 */
export type SendResult =
  /** `replyBy`: when support hours make "within 24 hours" impossible, when to expect the reply (decision 152). */
  | { outcome: 'sent'; id: string; status: string; replyBy?: string }
  | { outcome: 'refused'; id: string; error: string; fields: Record<string, string> }
  | { outcome: 'unreachable'; id: string; error: string }

/** The wire format of spec §7 plus our idempotency key. The server ignores subject/to/cc. */
export function wireBody({ id, form, data, website = '', savedAt }: LeadEnvelope) {
  return {
    id,
    form,
    data,
    subject: subjectFor(form, data),
    to: site.email,
    cc: '',
    website,
    ...(savedAt && { savedAt }),
  }
}

const worthRetrying = (status: number) => status >= 500 || status === 408 || status === 429

/** POST one lead. Never throws: the result says what the server answered. */
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
    const body = (await response.json().catch(() => ({}))) as {
      status?: string
      replyBy?: string
      error?: string
      fields?: Record<string, string>
    }
    if (response.ok) {
      const replyBy = typeof body.replyBy === 'string' ? { replyBy: body.replyBy } : {}
      return { outcome: 'sent', id: lead.id, status: body.status ?? 'stored', ...replyBy }
    }
    const error = body.error ?? `The server answered ${response.status}`
    if (worthRetrying(response.status)) return { outcome: 'unreachable', id: lead.id, error }
    return { outcome: 'refused', id: lead.id, error, fields: body.fields ?? {} }
  } catch {
    const timedOut = controller.signal.aborted
    return {
      outcome: 'unreachable',
      id: lead.id,
      error: timedOut ? 'The server took too long to answer' : 'Could not reach the server',
    }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The form submission helper of spec §7, as the lifecycle's `sendLead` actor needs it: resolves when
 * the server took the lead, rejects with LeadRefused on a 4xx and with an Error when it may be sent
 * again later.
 */
export async function sendLead(lead: LeadEnvelope): Promise<SendResult> {
  const result = await postLead(lead)
  if (result.outcome === 'refused') throw new LeadRefused(result.error, result.fields)
  if (result.outcome === 'unreachable') throw new Error(result.error)
  return result
}
