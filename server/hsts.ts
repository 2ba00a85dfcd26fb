import type { Context, MiddlewareHandler } from 'hono'

/** One year; no includeSubDomains or preload: the owner's other subdomains are not ours to pin. */
export const HSTS_VALUE = 'max-age=31536000'

/**
 * Whether the browser reached us over HTTPS: directly over TLS, or, behind `trustProxy` proxies, as the
 * proxy we trust says in X-Forwarded-Proto (read like X-Forwarded-For: the n-th entry from the right).
 */
export function arrivedOverHttps(c: Context, trustProxy: number): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true
  if (trustProxy <= 0) return false
  const hops = (c.req.header('x-forwarded-proto') ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
  return hops[Math.max(0, hops.length - trustProxy)] === 'https'
}

/**
 * Strict-Transport-Security only on responses to HTTPS requests: browsers ignore it over plain HTTP,
 * and sending it there (a laptop on http://127.0.0.1) says something untrue (RFC 6797 §7.2).
 */
export function strictTransportSecurity(trustProxy: number): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (arrivedOverHttps(c, trustProxy)) c.res.headers.set('Strict-Transport-Security', HSTS_VALUE)
  }
}
