import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'

/** The Content-Security-Policy of every response; HTML pages add the hashes of their own inline scripts. */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes.map((h) => `'${h}'`)].join(' '),
    // Prerendered markup carries style attributes (Ark parts, React); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/** `sha256-…` sources for every inline <script> (one without src) in the document, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? ''
    if (/\ssrc\s*=/i.test(attributes)) continue
    hashes.add(
      `sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}`,
    )
  }
  return [...hashes]
}

const fixedHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/** Sets the security headers on every response (API, static, errors) unless a handler set its own CSP. */
export function securityHeaders(): MiddlewareHandler {
  const defaultPolicy = contentSecurityPolicy()
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    try {
      if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', defaultPolicy)
      for (const [name, value] of Object.entries(fixedHeaders)) headers.set(name, value)
    } catch {
      // Some responses (e.g. from fetch()) have immutable headers: copy them.
      const copy = new Response(c.res.body, c.res)
      if (!copy.headers.has('Content-Security-Policy')) copy.headers.set('Content-Security-Policy', defaultPolicy)
      for (const [name, value] of Object.entries(fixedHeaders)) copy.headers.set(name, value)
      c.res = copy
    }
  }
}
