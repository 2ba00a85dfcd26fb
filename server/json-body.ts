export type JsonBody =
  | { ok: true; value: unknown }
  | { ok: false; status: 400 | 413 | 415; error: string; extra?: Record<string, unknown> }

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

class ForbiddenKeyError extends Error {}

export function isJsonContentType(header: string | null | undefined): boolean {
  if (!header) return false
  const [type, ...params] = header.split(';').map((s) => s.trim().toLowerCase())
  if (type !== 'application/json') return false
  const charset = params.find((p) => p.startsWith('charset='))
  return !charset || /^charset="?utf-8"?$/.test(charset)
}

/**
 * Reads a JSON request body: only application/json (UTF-8), at most `limit` bytes (by Content-Length
 * and by the bytes actually read), well-formed, and without prototype-pollution keys at any depth.
 */
export async function readJsonBody(request: Request, limit: number): Promise<JsonBody> {
  if (!isJsonContentType(request.headers.get('content-type')))
    return { ok: false, status: 415, error: 'Send the request as JSON (Content-Type: application/json).' }

  const tooLarge = {
    ok: false,
    status: 413,
    error: `The request is too large. Send at most ${Math.floor(limit / 1024)} KB.`,
    extra: { limit },
  } as const
  const declared = request.headers.get('content-length')
  if (declared !== null) {
    if (!/^\d+$/.test(declared.trim()))
      return { ok: false, status: 400, error: 'The Content-Length header is invalid.' }
    if (Number(declared) > limit) return tooLarge
  }

  const bytes = await readAtMost(request, limit)
  if (bytes === null) return tooLarge
  if (bytes.length === 0) return { ok: false, status: 400, error: 'The request body is empty.' }

  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { ok: false, status: 400, error: 'The request body is not valid UTF-8 text.' }
  }

  try {
    const value: unknown = JSON.parse(text, (key, v) => {
      if (FORBIDDEN_KEYS.has(key)) throw new ForbiddenKeyError(key)
      return v
    })
    return { ok: true, value }
  } catch (error) {
    if (error instanceof ForbiddenKeyError)
      return { ok: false, status: 400, error: `The request contains a forbidden key: "${error.message}".` }
    return { ok: false, status: 400, error: 'The request body is not valid JSON.' }
  }
}

/** The body's bytes, or null as soon as more than `limit` arrive. */
async function readAtMost(request: Request, limit: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  const out = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.byteLength
  }
  return out
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
