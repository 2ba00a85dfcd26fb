import { createHmac, randomUUID } from 'node:crypto'
import type { Context, Hono } from 'hono'
import * as v from 'valibot'
import { wireData } from '../src/forms/descriptor'
import { BROKEN_CHARACTER_MESSAGE, fieldErrors } from '../src/forms/fields'
import {
  createLeadKinds,
  isLeadKind,
  type LeadKind,
  type LeadResponse,
  leadForms,
  subjectFor,
} from '../src/forms/lead-kinds'
import { isoDate } from '../src/forms/scheduling'
import type { Config } from './config'
import type { CounterStore } from './counters'
import { canonicalJson, clientAddress, jsonError } from './http'
import { isPlainObject, jsonBodyLimit, readJsonBody } from './json-body'
import { addressHashKey, findLead, insertLead } from './leads'
import type { Logger } from './logger'
import type { Outbox } from './outbox'
import { RateLimiter } from './rate-limit'
import { honeypotFilled, illFormedTextPath } from './request-guards'
import type { Queryable } from './store'

export const MAX_LEAD_BODY_BYTES = 32 * 1024
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const DAY_MS = 86_400_000

export interface SendEmailDeps {
  config: Pick<Config, 'rateLimitPerMinute' | 'testEmailRateLimitPerMinute' | 'trustProxy'>
  store: Queryable
  counters: CounterStore
  outbox?: Pick<Outbox, 'kick'>
  logger: Logger
  now: () => number
}

/** POST /api/send-email: validate, store (idempotently), answer, then let the outbox mail it. */
export function registerSendEmail(app: Hono, deps: SendEmailDeps): void {
  const { config, store, logger, now } = deps
  // The server allows one day before its own today: a visitor further west may still be on yesterday.
  const kinds = createLeadKinds(() => isoDate(new Date(now() - DAY_MS)))
  // For recognising a retry of a lead stored days ago, whose date has passed since.
  const replayKinds = createLeadKinds(() => '0000-01-01')
  const limiter = new RateLimiter(deps.counters, 60_000, now)
  let hashKey: Promise<string> | null = null
  const hashAddress = async (address: string) => {
    hashKey ??= addressHashKey(store).catch((error) => {
      hashKey = null
      throw error
    })
    return createHmac('sha256', await hashKey)
      .update(address)
      .digest('base64url')
  }

  /** The answer for a retry of a lead already stored with this id, form and data; null otherwise. */
  const storedReplay = async (id: string | null, request: Record<string, unknown>) => {
    if (id === null || !isLeadKind(request.form) || !isPlainObject(request.data)) return null
    const replay = v.safeParse(replayKinds[request.form].schema, request.data)
    return replay.success ? repeatOf(store, id, request.form, replay.output) : null
  }

  app.post('/api/send-email', jsonBodyLimit(MAX_LEAD_BODY_BYTES), async (c) => {
    const body = await readJsonBody(c.req.raw)
    if (!body.ok) return jsonError(c, body.status, body.error, body.extra)
    const request = body.value
    if (!isPlainObject(request))
      return jsonError(c, 400, 'Send a JSON object with "id", "form" and "data" (not an array or a single value).')

    const address = clientAddress(c, config.trustProxy)
    const kindKey = isLeadKind(request.form) ? request.form : '_unknown'
    const limit = kindKey === 'test-email' ? config.testEmailRateLimitPerMinute : config.rateLimitPerMinute
    const id = typeof request.id === 'string' && UUID.test(request.id) ? request.id.toLowerCase() : null
    const rate = await limiter.consume(`${address}|${kindKey}`, limit)
    if (!rate.allowed) {
      // A retry of a lead we already stored is answered as such, never refused: check the replay first.
      const earlier = await storedReplay(id, request)
      if (earlier) return c.json(earlier, 200)
      c.header('Retry-After', String(rate.retryAfter))
      return jsonError(c, 429, 'Too many submissions from your connection. Please wait a minute and try again.', {
        retryAfter: rate.retryAfter,
      })
    }

    // Honeypot: people never fill the hidden "website" field. Answer as if accepted; keep nothing.
    if (honeypotFilled(request.website)) {
      const dropped: LeadResponse = { id: id ?? randomUUID(), status: 'dropped' }
      return c.json(dropped, 200)
    }

    if (id === null)
      return jsonError(c, 400, 'The request needs an "id": the submission\'s UUID, like 3f2c…-…, made by the browser.')
    if (request.form === undefined) return jsonError(c, 422, 'The request needs a "form": which form was sent.')
    if (!isLeadKind(request.form)) return jsonError(c, 422, 'Unknown form. The site does not have that form.')
    const form = request.form
    if (!isPlainObject(request.data))
      return jsonError(c, 422, 'Some fields are not valid', {
        fields: { form: 'Send the form fields as an object in "data".' },
      })
    const data = request.data

    const schema = kinds[form].schema
    const unexpected = Object.keys(data).filter((key) => !Object.hasOwn(schema.entries, key))
    if (unexpected.length > 0)
      return jsonError(c, 422, 'Some fields are not valid', {
        fields: Object.fromEntries(unexpected.map((key) => [key, 'This field is not part of the form.'])),
      })

    const parsed = v.safeParse(schema, data)
    if (!parsed.success) {
      const replay = v.safeParse(replayKinds[form].schema, data)
      if (replay.success) {
        const earlier = await repeatOf(store, id, form, replay.output)
        if (earlier) return c.json(earlier, 200)
      }
      return jsonError(c, 422, 'Some fields are not valid', { fields: fieldErrors(parsed.issues) })
    }
    // A field the visitor could not see (the client count once "has clients" is unticked) is not kept.
    const clean = wireData(leadForms[form], parsed.output as Record<string, unknown>)
    const broken = illFormedTextPath(request)
    if (broken) return brokenTextError(c, broken)

    try {
      const { inserted } = await insertLead(store, {
        id,
        form,
        data: clean,
        subject: subjectFor(form, clean),
        receivedAt: new Date(now()),
        clientAddress: address === 'unknown' ? null : await hashAddress(address),
      })
      if (!inserted) {
        const earlier = await repeatOf(store, id, form, clean)
        if (earlier) return c.json(earlier, 200)
        return jsonError(c, 409, 'This submission id was already used for a different submission.')
      }
    } catch (error) {
      logger.error(`Could not store lead ${id}`, error)
      c.header('Retry-After', '30')
      return jsonError(c, 503, 'We could not save your details just now. Please try again in a moment.')
    }

    kickOutbox(c, deps.outbox)
    const stored: LeadResponse = { id, status: 'stored' }
    return c.json(stored, 201)
  })
}

/** The answer for a retry of a lead already stored with the same form and data; null otherwise. */
async function repeatOf(store: Queryable, id: string, form: LeadKind, data: unknown): Promise<LeadResponse | null> {
  const earlier = await findLead(store, id)
  if (!earlier || earlier.form !== form || canonicalJson(earlier.data) !== canonicalJson(data)) return null
  return { id, status: 'stored' }
}

/** 422 for a lone surrogate: a field's own message inside `data`, the path elsewhere. */
function brokenTextError(c: Context, path: string[]): Response {
  const [top, key] = path
  if (top === 'data' && key !== undefined)
    return jsonError(c, 422, 'Some fields are not valid', { fields: { [key]: BROKEN_CHARACTER_MESSAGE } })
  return jsonError(
    c,
    422,
    `The request contains a broken character (half of an emoji or symbol, a lone UTF-16 surrogate) in "${path.join('.')}". Remove it and send again.`,
  )
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
