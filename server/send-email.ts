import type { Hono } from 'hono'
import type { LeadResponse } from '../src/forms/lead-kinds'
import { jsonError } from './http'
import { bodyWithin, isPlainObject, jsonBodyLimit, lateBodyMessage, readJsonBody } from './json-body'
import {
  type IntakeResult,
  type LeadIntake,
  MAX_LEAD_BODY_BYTES,
  RATE_LIMITED_MESSAGE,
  STORE_UNAVAILABLE_MESSAGE,
} from './lead-intake'

export { MAX_LEAD_BODY_BYTES }

/** POST /api/send-email: the JSON endpoint of the lead intake (server/lead-intake.ts). */
export function registerSendEmail(app: Hono, intake: LeadIntake, bodyTimeoutMs: number): void {
  const fullBody = bodyWithin(bodyTimeoutMs, jsonBodyLimit(MAX_LEAD_BODY_BYTES), (c) =>
    jsonError(c, 408, lateBodyMessage(bodyTimeoutMs)),
  )
  app.post('/api/send-email', fullBody, async (c) => {
    const body = await readJsonBody(c.req.raw)
    if (!body.ok) return jsonError(c, body.status, body.error, body.extra)
    if (!isPlainObject(body.value))
      return jsonError(c, 400, 'Send a JSON object with "id", "form" and "data" (not an array or a single value).')

    const result: IntakeResult = await intake.accept(c, body.value)
    const answer = (id: string, status: LeadResponse['status'], code: 200 | 201) =>
      c.json({ id, status } satisfies LeadResponse, code)
    switch (result.outcome) {
      case 'stored':
        return c.json({ id: result.id, status: 'stored', replyBy: result.replyBy } satisfies LeadResponse, 201)
      case 'replay':
        return c.json({ id: result.id, status: 'stored', replyBy: result.replyBy } satisfies LeadResponse, 200)
      case 'dropped':
        return answer(result.id, 'dropped', 200)
      case 'rate-limited':
        c.header('Retry-After', String(result.retryAfter))
        return jsonError(c, 429, RATE_LIMITED_MESSAGE, { retryAfter: result.retryAfter })
      case 'missing-id':
        return jsonError(
          c,
          400,
          'The request needs an "id": the submission\'s UUID, like 3f2c…-…, made by the browser.',
        )
      case 'missing-form':
        return jsonError(c, 422, 'The request needs a "form": which form was sent.')
      case 'unknown-form':
        return jsonError(c, 422, 'Unknown form. The site does not have that form.')
      case 'invalid':
        return jsonError(c, 422, 'Some fields are not valid', { fields: result.fields })
      case 'broken-text':
        return jsonError(
          c,
          422,
          `The request contains a broken character (half of an emoji or symbol, a lone UTF-16 surrogate) in "${result.path.join('.')}". Remove it and send again.`,
        )
      case 'conflict':
        return jsonError(c, 409, 'This submission id was already used for a different submission.')
      case 'unavailable':
        c.header('Retry-After', String(result.retryAfter))
        return jsonError(c, 503, STORE_UNAVAILABLE_MESSAGE)
    }
  })
}
