import { createHmac, randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import * as v from 'valibot'
import { wireData } from '../src/forms/descriptor'
import { BROKEN_CHARACTER_MESSAGE, type FieldErrors, fieldErrors } from '../src/forms/fields'
import { createLeadKinds, isLeadKind, type LeadKind, leadForms, subjectFor } from '../src/forms/lead-kinds'
import type { Config } from './config'
import type { CounterStore } from './counters'
import { canonicalJson, clientAddress, clientNetwork } from './http'
import { isPlainObject } from './json-body'
import { ADDRESS_HASH_KEY, findLead, insertLead, keptSecretSetting } from './leads'
import type { Logger } from './logger'
import type { Outbox } from './outbox'
import { RateLimiter } from './rate-limit'
import { honeypotFilled, illFormedTextPath } from './request-guards'
import type { Queryable } from './store'
import { replyExpectedBy } from './support-hours'

/** The largest JSON lead body `/api/send-email` reads: the longest entries a form allows take 19 KB. */
export const MAX_LEAD_BODY_BYTES = 32 * 1024
/**
 * The largest form post a form page reads. A post percent-encodes each byte of a character outside ASCII as
 * three: the longest entries a form allows (a 5,000-character message and the rest) written in Chinese or
 * Korean, three bytes a character in UTF-8, come to about 50 KB, which the JSON limit refused with "The form
 * is too large", entries lost, though every field was within its length.
 */
export const MAX_FORM_POST_BODY_BYTES = 64 * 1024
/** A submission id: any UUID, either case. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const RATE_LIMITED_MESSAGE = 'Too many submissions from your connection. Please wait a minute and try again.'
export const STORE_UNAVAILABLE_MESSAGE = 'We could not save your details just now. Please try again in a moment.'
/** How long a visitor should wait after the store failed (seconds). */
export const STORE_RETRY_AFTER = 30

/**
 * However the database stalls (frozen, or its client's own timeouts adding up in series: a pool wait, then
 * a query), a lead is answered within this: 503 with Retry-After, and the browser sends it again by its id,
 * which the store recognises if the first attempt was stored after all (decision 273).
 */
export const LEAD_STORE_DEADLINE_MS = 9000

export interface LeadIntakeDeps {
  config: Pick<Config, 'rateLimitPerMinute' | 'testEmailRateLimitPerMinute' | 'trustProxy'>
  /** Tests shorten it; LEAD_STORE_DEADLINE_MS otherwise. */
  storeDeadlineMs?: number
  store: Queryable
  counters: CounterStore
  outbox?: Pick<Outbox, 'kick'>
  /** Told about each newly stored lead before the outbox is (the acknowledgement, reminders); never throws. */
  onStored?: (lead: { id: string; form: LeadKind; data: Record<string, unknown>; receivedAt: Date }) => Promise<void>
  logger: Logger
  now: () => number
}

/**
 * What the intake made of one submission. Both endpoints go through `accept` and only translate this:
 * `POST /api/send-email` into JSON answers, a form page's plain POST into a redirect or a page.
 */
export type IntakeResult =
  /** Stored now (the outbox will mail it). */
  /** `replyBy`: when to expect the reply, if support hours make "within 24 hours" impossible (decision 152). */
  | { outcome: 'stored'; id: string; replyBy?: string }
  /** A retry of a lead already stored with this id, form and data: nothing new stored or mailed. */
  | { outcome: 'replay'; id: string; replyBy?: string }
  /** The honeypot was filled: answered as accepted, nothing kept. */
  | { outcome: 'dropped'; id: string }
  | { outcome: 'rate-limited'; retryAfter: number }
  | { outcome: 'missing-id' }
  | { outcome: 'missing-form' }
  | { outcome: 'unknown-form' }
  /** Field → first message (a `form` key when `data` is not an object). */
  | { outcome: 'invalid'; fields: FieldErrors }
  /** A lone surrogate outside the fields' values (in a key, or outside `data`). */
  | { outcome: 'broken-text'; path: string[] }
  /** The id was already used for a different lead. */
  | { outcome: 'conflict'; id: string }
  /** The store failed: nothing is known to be stored; the visitor should try again. */
  | { outcome: 'unavailable'; id: string; retryAfter: number }

/**
 * A submission in the JSON endpoint's shape, `{ id, form, data, website }`, as received: nothing in it
 * is trusted yet. A form post is translated into this shape first (server/form-post.ts).
 */
export type LeadSubmission = Record<string, unknown>

export interface LeadIntake {
  accept(c: Context, submission: LeadSubmission): Promise<IntakeResult>
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/

/**
 * The moment a booking's date and slots are checked against (decision 312): when the visitor sent it
 * first. A backup resent by the browser's queue says so in `savedAt` (its backup's timestamp), believed
 * up to now; everything else, a form page's post included, was typed just now.
 */
export function firstSentAt(submission: LeadSubmission, nowMs: number): Date {
  const saved =
    typeof submission.savedAt === 'string' && ISO_INSTANT.test(submission.savedAt)
      ? Date.parse(submission.savedAt)
      : Number.NaN
  return new Date(Number.isFinite(saved) ? Math.min(saved, nowMs) : nowMs)
}

/**
 * The one acceptance path of a lead (design.md "Leads"): rate limit per address and form (a retry of a
 * stored lead is answered as stored, never refused: decision 111), honeypot, the form's schema, the
 * wire data, broken text, then the store (the id is the idempotency key) before any answer, and the
 * outbox told afterwards.
 */
export function createLeadIntake(deps: LeadIntakeDeps): LeadIntake {
  const { config, store, logger, now } = deps
  // Recognising a retry of a lead stored days ago, whose date has passed since: no check against the clock.
  const replayKinds = createLeadKinds(null)
  const limiter = new RateLimiter(deps.counters, 60_000, now)
  const hashKey = keptSecretSetting(store, ADDRESS_HASH_KEY)
  const hashAddress = async (address: string) =>
    createHmac('sha256', await hashKey())
      .update(address)
      .digest('base64url')

  /** The answer for a retry of a lead already stored with this id, form and data; null otherwise. */
  const storedReplay = async (id: string | null, submission: LeadSubmission) => {
    if (id === null || !isLeadKind(submission.form) || !isPlainObject(submission.data)) return null
    const replay = v.safeParse(replayKinds[submission.form].schema, submission.data)
    return replay.success ? repeatOf(store, id, submission.form, replay.output) : null
  }

  /** `acceptNow`, or 503 once the deadline passes; the work goes on, and a resend by id meets its result. */
  async function accept(c: Context, submission: LeadSubmission): Promise<IntakeResult> {
    const id = typeof submission.id === 'string' && UUID.test(submission.id) ? submission.id.toLowerCase() : ''
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<IntakeResult>((resolve) => {
      timer = setTimeout(
        () => resolve({ outcome: 'unavailable', id, retryAfter: STORE_RETRY_AFTER }),
        deps.storeDeadlineMs ?? LEAD_STORE_DEADLINE_MS,
      )
    })
    // The earliest preferred date is today on the clock of the zone the visitor chose (decision 150), and a
    // slot of that day that had started is refused (decision 312), both as of when the visitor sent it first.
    const sentAt = firstSentAt(submission, now())
    const work = acceptNow(
      c,
      submission,
      createLeadKinds(() => sentAt),
    )
    // A failure after the answer was given is the store's own: logged there, not an unhandled rejection.
    work.catch(() => {})
    try {
      return await Promise.race([work, late])
    } finally {
      clearTimeout(timer)
    }
  }

  async function acceptNow(
    c: Context,
    submission: LeadSubmission,
    kinds: ReturnType<typeof createLeadKinds>,
  ): Promise<IntakeResult> {
    const address = clientAddress(c, config.trustProxy)
    const kindKey = isLeadKind(submission.form) ? submission.form : '_unknown'
    const limit = kindKey === 'test-email' ? config.testEmailRateLimitPerMinute : config.rateLimitPerMinute
    const id = typeof submission.id === 'string' && UUID.test(submission.id) ? submission.id.toLowerCase() : null
    const rate = await limiter.consume(`${clientNetwork(address)}|${kindKey}`, limit)
    if (!rate.allowed) {
      // A retry of a lead we already stored is answered as such, never refused: check the replay first.
      const earlier = await storedReplay(id, submission)
      if (earlier) return earlier
      return { outcome: 'rate-limited', retryAfter: rate.retryAfter }
    }

    // Honeypot: people never fill the hidden "website" field. Answer as if accepted; keep nothing.
    if (honeypotFilled(submission.website)) return { outcome: 'dropped', id: id ?? randomUUID() }

    if (id === null) return { outcome: 'missing-id' }
    if (submission.form === undefined) return { outcome: 'missing-form' }
    if (!isLeadKind(submission.form)) return { outcome: 'unknown-form' }
    const form = submission.form
    if (!isPlainObject(submission.data))
      return { outcome: 'invalid', fields: { form: 'Send the form fields as an object in "data".' } }
    const data = submission.data

    const schema = kinds[form].schema
    const unexpected = Object.keys(data).filter((key) => !Object.hasOwn(schema.entries, key))
    if (unexpected.length > 0)
      return {
        outcome: 'invalid',
        fields: Object.fromEntries(unexpected.map((key) => [key, 'This field is not part of the form.'])),
      }

    const parsed = v.safeParse(schema, data)
    if (!parsed.success) {
      const replay = v.safeParse(replayKinds[form].schema, data)
      if (replay.success) {
        const earlier = await repeatOf(store, id, form, replay.output)
        if (earlier) return earlier
      }
      return { outcome: 'invalid', fields: fieldErrors(parsed.issues) }
    }
    // A field the visitor could not see (the client count once "has clients" is unticked) is not kept.
    const clean = wireData(leadForms[form], parsed.output as Record<string, unknown>)
    const broken = illFormedTextPath(submission)
    if (broken) {
      // A field's own message inside `data`; the path elsewhere.
      const [top, key] = broken
      if (top === 'data' && key !== undefined)
        return { outcome: 'invalid', fields: { [key]: BROKEN_CHARACTER_MESSAGE } }
      return { outcome: 'broken-text', path: broken }
    }

    const receivedAt = new Date(now())
    try {
      const { inserted } = await insertLead(store, {
        id,
        form,
        data: clean,
        subject: subjectFor(form, clean),
        receivedAt,
        clientAddress: address === 'unknown' ? null : await hashAddress(address),
      })
      if (!inserted) return (await repeatOf(store, id, form, clean)) ?? { outcome: 'conflict', id }
    } catch (error) {
      logger.error(`Could not store lead ${id}`, error)
      return { outcome: 'unavailable', id, retryAfter: STORE_RETRY_AFTER }
    }

    await deps.onStored?.({ id, form, data: clean, receivedAt })
    kickOutbox(c, deps.outbox)
    return { outcome: 'stored', id, ...replyByOf(form, receivedAt) }
  }

  return { accept }
}

/** The answer for a retry of a lead already stored with the same form and data; null otherwise. */
async function repeatOf(
  store: Queryable,
  id: string,
  form: LeadKind,
  data: unknown,
): Promise<Extract<IntakeResult, { outcome: 'replay' }> | null> {
  const earlier = await findLead(store, id)
  if (!earlier || earlier.form !== form || canonicalJson(earlier.data) !== canonicalJson(data)) return null
  // The same answer as the first time, reply time included: a retry must not tell the visitor less.
  return { outcome: 'replay', id, ...replyByOf(form, earlier.receivedAt) }
}

function replyByOf(form: LeadKind, receivedAt: Date): { replyBy?: string } {
  const replyBy = replyExpectedBy(form, receivedAt)
  return replyBy ? { replyBy: replyBy.toISOString() } : {}
}

/** Mail after answering. On serverless hosts, waitUntil keeps the instance alive for it. */
function kickOutbox(c: Context, outbox: Pick<Outbox, 'kick'> | undefined) {
  if (!outbox) return
  const delivery = outbox.kick()
  try {
    c.executionCtx.waitUntil(delivery)
  } catch {
    // No execution context (Node server): the process keeps running anyway.
  }
}
