import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { timeout } from 'hono/timeout'
import { jsonError } from './http'

export type JsonBody =
  | { ok: true; value: unknown; text: string }
  | { ok: false; status: 400 | 415; error: string; extra?: Record<string, unknown> }

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

class ForbiddenKeyError extends Error {}

/** Whether a Content-Type header names `mediaType`, in UTF-8 if it names a charset at all. */
export function isUtf8ContentType(header: string | null | undefined, mediaType: string): boolean {
  if (!header) return false
  const [type, ...params] = header.split(';').map((s) => s.trim().toLowerCase())
  if (type !== mediaType) return false
  const charset = params.find((p) => p.startsWith('charset='))
  return !charset || /^charset="?utf-8"?$/.test(charset)
}

export const isJsonContentType = (header: string | null | undefined) => isUtf8ContentType(header, 'application/json')

/** A request body as text, or null when it is not valid UTF-8 (fatal decoding: nothing replaced). */
export async function readUtf8Text(request: Request): Promise<string | null> {
  const bytes = await request.arrayBuffer()
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

/** A refused body up to this size is read to its end, so its connection can carry the next request. */
const DRAIN_MAX_BYTES = 8 * 1024 * 1024
const DRAIN_MAX_MS = 2000

/**
 * Reads and discards what is left of a refused request's body, so the keep-alive connection it came on
 * is at the start of the next request when the answer goes. False when that is not possible (too large,
 * too slow, already partly read): the answer then says `Connection: close`, so the client opens a new
 * connection instead of finding this one broken. (@hono/node-server drains for only 500 ms, and not at
 * all while the body's stream is paused, then closes the socket under the client.)
 */
async function discardBody(request: Request): Promise<boolean> {
  const length = Number(request.headers.get('content-length'))
  if (!request.body || request.bodyUsed || !Number.isSafeInteger(length) || length > DRAIN_MAX_BYTES) return false
  const reader = request.body.getReader()
  const deadline = setTimeout(() => void reader.cancel().catch(() => {}), DRAIN_MAX_MS)
  try {
    let read = 0
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      read += chunk.value.byteLength
      if (read > DRAIN_MAX_BYTES) return false
    }
    return read === length
  } catch {
    return false
  } finally {
    clearTimeout(deadline)
  }
}

/** Hono's bodyLimit (by Content-Length, and by the bytes read when there is none) with our JSON 413. */
export function jsonBodyLimit(limit: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: limit,
    onError: async (c) => {
      if (!(await discardBody(c.req.raw))) c.header('Connection', 'close')
      return jsonError(c, 413, `The request is too large. Send at most ${Math.floor(limit / 1024)} KB.`, { limit })
    },
  })
}

/** What a client whose body did not arrive within `ms` is told. */
export function lateBodyMessage(ms: number): string {
  const seconds = ms === 1000 ? '1 second' : `${ms / 1000} seconds`
  return `The request did not arrive in full within ${seconds}, so nothing was saved. Please send it again.`
}

/**
 * `limit` (a bodyLimit) and the reading of the whole body, within `ms`: a client that stops sending is
 * answered `onLate`'s 408 instead of holding the request until Node's requestTimeout (300 s). Hono's
 * `timeout`, as the desk's deadline (decision 133), but around the read only, so a slow database after
 * it still gets its own answer (503) and a lead that did arrive is never cut off while it is stored.
 */
export function bodyWithin(
  ms: number,
  limit: MiddlewareHandler,
  onLate: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  const late = new HTTPException(408)
  const deadline = timeout(ms, late)
  return async (c, next) => {
    let refused: Response | undefined
    try {
      await deadline(c, async () => {
        refused =
          (await limit(c, async () => {
            c.req.raw = new Request(c.req.raw, { body: await c.req.raw.arrayBuffer() })
          })) ?? undefined
      })
    } catch (error) {
      if (error !== late) throw error
      // The rest of the body may still come: this connection cannot carry another request.
      c.header('Connection', 'close')
      return onLate(c)
    }
    return refused ?? next()
  }
}

/**
 * How long a desk request's body has to arrive (decision 264): under the desk's 4 s deadline
 * (server/admin.ts), so a body that stops arriving is told so (408), not that the desk cannot reach its
 * records (that deadline's 503).
 */
export const DESK_BODY_TIMEOUT_MS = 3000

/** A desk route's body: at most `limit` bytes, all of it within DESK_BODY_TIMEOUT_MS. */
export const deskBodyLimit = (limit: number): MiddlewareHandler =>
  bodyWithin(DESK_BODY_TIMEOUT_MS, jsonBodyLimit(limit), (c) =>
    jsonError(c, 408, lateBodyMessage(DESK_BODY_TIMEOUT_MS)),
  )

/**
 * Reads a JSON request body (its size is limited by `jsonBodyLimit` in front): only application/json
 * in UTF-8, well-formed, and without prototype-pollution keys at any depth. Hono's own `c.req.json()`
 * accepts any `+json` type, decodes invalid UTF-8 silently and has no key filter.
 */
export async function readJsonBody(request: Request): Promise<JsonBody> {
  if (!isJsonContentType(request.headers.get('content-type')))
    return { ok: false, status: 415, error: 'Send the request as JSON (Content-Type: application/json).' }
  const text = await readUtf8Text(request)
  if (text === null) return { ok: false, status: 400, error: 'The request body is not valid UTF-8 text.' }
  if (text === '') return { ok: false, status: 400, error: 'The request body is empty.' }
  try {
    const value: unknown = JSON.parse(text, (key, v) => {
      if (FORBIDDEN_KEYS.has(key)) throw new ForbiddenKeyError(key)
      return v
    })
    return { ok: true, value, text }
  } catch (error) {
    if (error instanceof ForbiddenKeyError)
      return { ok: false, status: 400, error: `The request contains a forbidden key: "${error.message}".` }
    return { ok: false, status: 400, error: 'The request body is not valid JSON.' }
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
