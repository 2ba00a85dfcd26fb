import { isIPv6 } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * Every API error is JSON `{ error, ...extra }` with a message a person can act on. Typed as `c.json`'s
 * answer, so a route's type (and the desk's typed client, decision 181) carries its errors too.
 */
export function jsonError<S extends ContentfulStatusCode, X extends Record<string, unknown> = Record<never, never>>(
  c: Context,
  status: S,
  error: string,
  extra?: X,
) {
  c.header('Cache-Control', 'no-store')
  return c.json({ ...extra, error } as { error: string } & X, status)
}

/** Seconds a client should wait before asking again when the database is away. */
export const DESK_RETRY_AFTER_S = 5

/** 503 with Retry-After: the database is away (frozen, unreachable, overloaded); nothing was changed. */
export function storeUnavailable(c: Context) {
  c.header('Retry-After', String(DESK_RETRY_AFTER_S))
  return jsonError(c, 503, 'The desk cannot reach its records just now. Try again in a few seconds.')
}

export const CROSS_SITE_MESSAGE =
  'This request came from another site, so it was refused. Open the page on this site and try again.'

/** The client's address: the socket's peer, or the entry our own proxies added to X-Forwarded-For. */
export function clientAddress(c: Context, trustProxy: number): string {
  if (trustProxy > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    const address = hops[hops.length - trustProxy]
    if (address) return address
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown' // not behind @hono/node-server (tests' app.request, some serverless hosts)
  }
}

/**
 * What a client's limits are counted on (decision 251): an IPv4 address itself, an IPv6 address's /64.
 * One subscriber or cloud VM holds a whole /64, so counting single IPv6 addresses limits nobody. An
 * IPv4 address mapped into IPv6 (a dual-stack socket's `::ffff:203.0.113.5`) stays that IPv4 address:
 * masked as IPv6, every IPv4 client would share one count.
 */
export function clientNetwork(address: string): string {
  const plain = address.split('%')[0] ?? ''
  if (!isIPv6(plain)) return address
  // A mixed address's IPv4 tail is its last two groups.
  const groups = (part: string | undefined) =>
    part
      ? part.split(':').flatMap((g) => {
          if (!g.includes('.')) return [g]
          const [a = 0, b = 0, c = 0, d = 0] = g.split('.').map(Number)
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)]
        })
      : []
  const [head, tail] = plain.split('::')
  const left = groups(head)
  const right = groups(tail)
  const all = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right].map((g) =>
    Number.parseInt(g, 16),
  )
  if (all.slice(0, 5).every((g) => g === 0) && all[5] === 0xffff)
    return [all[6]! >> 8, all[6]! & 255, all[7]! >> 8, all[7]! & 255].join('.')
  return `${all
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`
}

/** The host the browser addressed (for same-origin checks). */
export function requestHost(c: Context, trustProxy: number): string {
  const forwarded = trustProxy > 0 ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined
  return (forwarded || c.req.header('host') || new URL(c.req.url).host).toLowerCase()
}

/**
 * CSRF defence for state-changing requests, on top of SameSite=Strict: a browser sends Origin (and
 * Sec-Fetch-Site) with every POST, so refuse any that names another site. Non-browser clients send
 * neither and cannot carry a victim's cookie anyway.
 */
export function isSameOrigin(c: Context, trustProxy: number): boolean {
  const site = c.req.header('sec-fetch-site')
  if (site && site !== 'same-origin' && site !== 'none') return false
  const origin = c.req.header('origin')
  if (origin === undefined) return true
  try {
    return new URL(origin).host.toLowerCase() === requestHost(c, trustProxy)
  } catch {
    return false
  }
}

export function isLocalHost(hostname: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]', '::1'].includes(hostname.toLowerCase())
}

/** JSON with sorted keys, for comparing two payloads regardless of key order (jsonb reorders keys). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  )
}
