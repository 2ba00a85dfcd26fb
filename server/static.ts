import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { etag, RETAINED_304_HEADERS } from 'hono/etag'
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * One trailing-slash policy: none (decision 103). `/about/`, `/about//` and `/about/index.html` answer
 * 301 to `/about`, query kept; leading slashes are collapsed so `//evil.example/` stays on our host.
 */
export function canonicalRedirect(pathname: string, search: string): string | null {
  let target: string
  if (pathname.length > 1 && pathname.endsWith('/')) target = pathname.replace(/\/+$/, '')
  else if (pathname.endsWith('/index.html')) target = pathname.slice(0, -'/index.html'.length)
  else return null
  return `/${target.replace(/^[/\\]+/, '')}${search}`
}

/** The CSP of an HTML file with its own inline-script hashes, recomputed when the file changes. */
function pagePolicies() {
  const cache = new Map<string, { key: string; csp: string }>()
  return async (file: string): Promise<string> => {
    const info = await stat(file)
    const key = `${info.size}-${info.mtimeMs}`
    const hit = cache.get(file)
    if (hit?.key === key) return hit.csp
    const csp = contentSecurityPolicy(inlineScriptHashes(await readFile(file, 'utf8')))
    cache.set(file, { key, csp })
    return csp
  }
}

/**
 * The prerendered site under `root`, on @hono/node-server's serveStatic (precompressed `.br`/`.gz`
 * siblings from the build, `<path>/index.html` for routes), Hono's compress (gzip for anything without
 * a sibling) and etag. Ours: the redirects above, no dotfiles, cache headers, each page's CSP hashes,
 * and 404.html with status 404.
 */
export function registerStaticSite(app: Hono, root: string): void {
  const policyFor = pagePolicies()
  const servedFile = new WeakMap<Context, string>()

  const canonical: MiddlewareHandler = async (c, next) => {
    const url = new URL(c.req.url)
    const location = canonicalRedirect(url.pathname, url.search)
    return location ? c.redirect(location, 301) : next()
  }
  const noHiddenFiles: MiddlewareHandler = async (c, next) => {
    const segments = c.req.path.split('/')
    // The not-found page's own file is not a page: asked for by name, it is not found (404), like any other.
    const notFoundFile = /^\/404\.html(\.(br|gz|zst))?$/.test(c.req.path)
    return notFoundFile || segments.some((s) => s.startsWith('.') || /^%2e/i.test(s)) ? notFoundPage(c) : next()
  }
  const headers: MiddlewareHandler = async (c, next) => {
    await next()
    const file = servedFile.get(c)
    if (!file) return
    const isHtml = file.endsWith('.html')
    c.header(
      'Cache-Control',
      c.req.path.startsWith('/assets/') ? IMMUTABLE : isHtml ? 'no-cache' : 'public, max-age=3600',
    )
    if (isHtml) c.header('Content-Security-Policy', await policyFor(file))
  }

  async function notFoundPage(c: Context): Promise<Response> {
    const file = path.join(root, '404.html')
    try {
      const [html, csp] = await Promise.all([readFile(file, 'utf8'), policyFor(file)])
      c.header('Content-Security-Policy', csp)
      c.header('Cache-Control', 'no-cache')
      c.header('Content-Type', 'text/html; charset=utf-8')
      return c.req.method === 'HEAD' ? c.body(null, 404) : c.body(html, 404)
    } catch {
      return c.text('Not found', 404)
    }
  }

  // A 304 keeps the page's own CSP: browsers merge its headers into the cached page.
  const revalidate = etag({ retainedHeaders: [...RETAINED_304_HEADERS, 'content-security-policy'] })
  app.use('*', canonical, noHiddenFiles, compress(), revalidate, headers)
  app.get(
    '*',
    serveStatic({
      root,
      precompressed: true,
      // The file's own path, without a .br/.gz suffix: it decides the cache headers and the CSP.
      onFound: (file, c) => void servedFile.set(c, file.replace(/\.(br|gz|zst)$/, '')),
    }),
  )
  app.on(['GET', 'HEAD'], '*', notFoundPage)
  app.all('*', (c) => {
    c.header('Allow', 'GET, HEAD')
    return c.text('Method not allowed', 405)
  })
}
