import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'

/** The one Content-Security-Policy; HTML pages add their inline scripts' hashes to script-src. */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Prerendered markup carries style attributes (Ark parts, React); styles cannot run code.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** The policy as a header value, with `sha256-…` sources for a page's inline scripts (decision 104). */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const directives: Record<string, string[]> = {
    ...CSP_DIRECTIVES,
    scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...scriptHashes.map((h) => `'${h}'`)],
  }
  return Object.entries(directives)
    .map(([name, sources]) => [kebab(name), ...sources].join(' '))
    .join('; ')
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/** `sha256-…` sources for every inline <script> (one without src) in the document, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(match[1] ?? '')) continue
    hashes.add(
      `sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}`,
    )
  }
  return [...hashes]
}

/**
 * Hono's secure headers on every response (API, site, errors). A handler that set its own CSP (a
 * page with its inline-script hashes) keeps it. HSTS is not here: server/hsts.ts sends it over HTTPS only.
 */
export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: CSP_DIRECTIVES,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
    strictTransportSecurity: false,
    overwrite: false,
  })
}
