import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlib } from 'node:zlib'
import type { Context } from 'hono'
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
}
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.map',
  '.xml',
  '.txt',
  '.ico',
])
const MIN_COMPRESS_BYTES = 1024
const IMMUTABLE = 'public, max-age=31536000, immutable'

type Encoding = 'br' | 'gzip' | 'identity'

const size = (f: CachedFile) => f.identity.length + (f.encoded.br?.length ?? 0) + (f.encoded.gzip?.length ?? 0)

interface CachedFile {
  key: string
  contentType: string
  etag: string
  identity: Buffer
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>
  /** CSP for HTML, with the hashes of this file's inline scripts. */
  csp?: string
}

export type StaticResult = { kind: 'redirect'; location: string } | { kind: 'file'; file: string } | { kind: 'missing' }

/**
 * Maps a URL path to a file under `root`. One trailing-slash policy: none (`/about/` → `/about`).
 * Routes are `<path>/index.html`; dotfiles, `..` and anything escaping `root` are missing.
 */
export function resolveStaticPath(root: string, rawPath: string, search: string): StaticResult {
  if (rawPath.length > 1 && rawPath.endsWith('/')) return redirectTo(rawPath.replace(/\/+$/, ''), search)
  if (rawPath === '/index.html' || rawPath.endsWith('/index.html'))
    return redirectTo(rawPath.slice(0, -'/index.html'.length), search)

  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return { kind: 'missing' }
  }
  const segments = decoded.split('/').filter(Boolean)
  if (segments.some((s) => s.startsWith('.') || s.includes('\\') || s.includes('\0'))) return { kind: 'missing' }

  const base = path.resolve(root)
  const target = path.resolve(base, ...segments)
  if (target !== base && !target.startsWith(base + path.sep)) return { kind: 'missing' }
  const file = path.extname(target) === '' ? path.join(target, 'index.html') : target
  return { kind: 'file', file }
}

function redirectTo(pathname: string, search: string): StaticResult {
  // Collapse leading slashes so "//evil.example/" cannot become a protocol-relative redirect.
  const location = `/${pathname.replace(/^[/\\]+/, '')}${search}`
  return { kind: 'redirect', location }
}

export interface StaticOptions {
  root: string
  /** Bytes of compressed and raw files kept in memory. */
  cacheBytes?: number
}

/** Serves the prerendered site: compression, cache headers, 404.html with 404, CSP with inline-script hashes. */
export function createStaticHandler(options: StaticOptions) {
  const root = path.resolve(options.root)
  const cache = new Map<string, CachedFile>()
  const cacheLimit = options.cacheBytes ?? 64 * 1024 * 1024
  let cached = 0

  async function load(file: string): Promise<CachedFile | null> {
    let info: Awaited<ReturnType<typeof stat>>
    try {
      info = await stat(file)
    } catch {
      return null
    }
    if (!info.isFile()) return null
    const key = `${info.size}-${Math.floor(info.mtimeMs)}`
    const hit = cache.get(file)
    if (hit && hit.key === key) return hit
    if (hit) {
      cache.delete(file)
      cached -= size(hit)
    }
    const identity = await readFile(file)
    const ext = path.extname(file).toLowerCase()
    const entry: CachedFile = {
      key,
      contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
      etag: `W/"${key}"`,
      identity,
      encoded: {},
      csp: ext === '.html' ? contentSecurityPolicy(inlineScriptHashes(identity.toString('utf8'))) : undefined,
    }
    if (identity.length < 4 * 1024 * 1024 && cached + identity.length < cacheLimit) {
      cache.set(file, entry)
      cached += identity.length
    }
    return entry
  }

  async function encoded(file: string, entry: CachedFile, encoding: Encoding): Promise<Buffer> {
    if (encoding === 'identity') return entry.identity
    const ready = entry.encoded[encoding]
    if (ready) return ready
    let data: Buffer
    try {
      // A build may ship precompressed siblings (about/index.html.br); use them when present.
      data = await readFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`)
    } catch {
      data =
        encoding === 'br'
          ? await brotli(entry.identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
          : await gzipAsync(entry.identity, { level: 9 })
    }
    if (cache.get(file) === entry && cached + data.length < cacheLimit) {
      entry.encoded[encoding] = data
      cached += data.length
    }
    return data
  }

  async function respond(c: Context, file: string, entry: CachedFile, status: 200 | 404): Promise<Response> {
    const ext = path.extname(file).toLowerCase()
    const rel = path.relative(root, file).split(path.sep).join('/')
    const headers = new Headers({ 'Content-Type': entry.contentType, ETag: entry.etag })
    if (entry.csp) headers.set('Content-Security-Policy', entry.csp)
    headers.set(
      'Cache-Control',
      rel.startsWith('assets/') ? IMMUTABLE : ext === '.html' ? 'no-cache' : 'public, max-age=3600',
    )
    const compressible = COMPRESSIBLE.has(ext) && entry.identity.length >= MIN_COMPRESS_BYTES
    if (compressible) headers.set('Vary', 'Accept-Encoding')

    if (status === 200 && etagMatches(c.req.header('if-none-match'), entry.etag))
      return new Response(null, { status: 304, headers })

    const encoding = compressible ? negotiate(c.req.header('accept-encoding')) : 'identity'
    const body = await encoded(file, entry, encoding)
    if (encoding !== 'identity') headers.set('Content-Encoding', encoding)
    headers.set('Content-Length', String(body.length))
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers })
  }

  async function notFound(c: Context): Promise<Response> {
    const file = path.join(root, '404.html')
    const entry = await load(file)
    if (entry) return respond(c, file, entry, 404)
    return c.text('Not found', 404)
  }

  return async function serveStatic(c: Context): Promise<Response> {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      c.header('Allow', 'GET, HEAD')
      return c.text('Method not allowed', 405)
    }
    const url = new URL(c.req.url)
    const target = resolveStaticPath(root, url.pathname, url.search)
    if (target.kind === 'redirect') return c.redirect(target.location, 301)
    if (target.kind === 'missing') return notFound(c)
    const entry = await load(target.file)
    return entry ? respond(c, target.file, entry, 200) : notFound(c)
  }
}

function negotiate(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity'
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (name) accepted.set(name, q ? Number(q.slice(2)) || 0 : 1)
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (ok('br')) return 'br'
  if (ok('gzip')) return 'gzip'
  return 'identity'
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const bare = etag.replace(/^W\//, '')
  return header.split(',').some((t) => {
    const tag = t.trim()
    return tag === '*' || tag.replace(/^W\//, '') === bare
  })
}
