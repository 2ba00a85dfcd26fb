// @vitest-environment node
import { createHash } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { precompressSite } from '../scripts/precompress'
import { createApp } from './app'
import { silentLogger } from './logger'
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers'
import { jsonPost, tempDir, testConfig } from './test-support'

const INLINE = 'window.__BOOT__ = {"route":"/"};'
const JSON_LD = '{"@context":"https://schema.org","@type":"Organization"}'
const NOT_FOUND_INLINE = 'console.log("404")'
const bigJs = `export const data = ${JSON.stringify('lorem ipsum '.repeat(400))};\n`

let root: string
let app: ReturnType<typeof createApp>

function write(rel: string, content: string | Buffer) {
  const file = path.join(root, rel)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, content)
}

beforeAll(async () => {
  const parent = tempDir('ndis-static-')
  writeFileSync(path.join(parent, 'secret.txt'), 'TOP SECRET')
  root = path.join(parent, 'client')
  write(
    'index.html',
    `<!doctype html><html><head><title>Home</title><script type="application/ld+json">${JSON_LD}</script>` +
      `<script type="module" src="/assets/app-abc123.js"></script></head><body><h1>Home</h1>` +
      `<script>${INLINE}</script>${'<p>filler</p>'.repeat(100)}</body></html>`,
  )
  write('about/index.html', '<!doctype html><title>About</title><h1>About</h1>')
  write('services/ndis-audit/index.html', '<!doctype html><title>Audit</title><h1>Audit</h1>')
  write(
    '404.html',
    `<!doctype html><title>Not found</title><h1>Page not found</h1><script>${NOT_FOUND_INLINE}</script>`,
  )
  write('assets/app-abc123.js', bigJs)
  write('assets/app-abc123.css', 'body{color:red}')
  write('assets/pre-abc123.js', bigJs)
  write('assets/pre-abc123.js.br', brotliCompressSync(Buffer.from(bigJs)))
  write('robots.txt', 'User-agent: *\nAllow: /\n')
  write('sitemap.xml', '<?xml version="1.0"?><urlset/>')
  write('manifest.json', '{}')
  write('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')
  write('favicon.ico', Buffer.from([0, 0, 1, 0]))
  write('img/photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  write('img/photo.webp', Buffer.from('RIFF'))
  write('guide.pdf', '%PDF-1.4')
  write('fonts/inter.woff2', Buffer.from('wOF2'))
  write('.vite/manifest.json', '{"secret":true}')
  // What `npm run build` does last: .br/.gz siblings of compressible files (not of 404.html here,
  // so one page is compressed on the fly).
  await precompressSite(root)
  rmSync(path.join(root, 'index.html.gz'))
  rmSync(path.join(root, 'index.html.br'))
  app = createApp({
    config: testConfig(),
    store: { query: async () => ({ rows: [] }) },
    clientDir: root,
    logger: silentLogger,
  })
})

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`

describe('static site', () => {
  it('serves prerendered routes as <path>/index.html with no-cache', async () => {
    for (const [url, h1] of [
      ['/', 'Home'],
      ['/about', 'About'],
      ['/services/ndis-audit', 'Audit'],
    ] as const) {
      const res = await app.request(url)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(await res.text()).toContain(`<h1>${h1}</h1>`)
    }
  })

  it('answers unknown paths with 404.html and status 404', async () => {
    for (const url of ['/nope', '/services/unknown-slug', '/assets/missing-123.js', '/about/extra/deep']) {
      const res = await app.request(url)
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(await res.text()).toContain('Page not found')
    }
  })

  it('answers the not-found page asked for by name, /404.html, with 404 too (issue 25)', async () => {
    for (const url of ['/404.html', '/404.html.gz']) {
      const res = await app.request(url)
      expect(res.status, url).toBe(404)
      expect(await res.text()).toContain('Page not found')
    }
  })

  it('has one trailing-slash policy: none (301, query kept)', async () => {
    const cases: [string, string][] = [
      ['/about/', '/about'],
      ['/about/?utm_source=x&a=1', '/about?utm_source=x&a=1'],
      ['/services/ndis-audit/', '/services/ndis-audit'],
      ['/about//', '/about'],
      ['/about/index.html', '/about'],
      ['/index.html', '/'],
      ['//evil.example/', '/evil.example'],
      ['///evil.example//', '/evil.example'],
    ]
    for (const [from, to] of cases) {
      const res = await app.request(from)
      expect(res.status, from).toBe(301)
      expect(res.headers.get('location'), from).toBe(to)
    }
    expect((await app.request('/')).status).toBe(200)
  })

  it('cannot be walked out of the client folder or into dotfiles', async () => {
    for (const url of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/%5c..%5csecret.txt',
      '/.vite/manifest.json',
      '/%2evite/manifest.json',
      '/about%00.html',
      '/%E0%A4%A',
    ]) {
      const res = await app.request(url)
      expect(res.status, url).toBe(404)
      const body = await res.text()
      expect(body).not.toContain('TOP SECRET')
      expect(body).not.toContain('"secret"')
    }
    for (const url of ['/../../etc/passwd', '/a/%2e%2e/%2e%2e/etc/passwd', '/assets/%2e%2e/%2e%2e/secret.txt'])
      expect((await app.request(url)).status, url).toBe(404)
    expect((await app.request('/about')).status).toBe(200)
  })

  it('sends long-lived immutable caching for hashed assets only', async () => {
    expect((await app.request('/assets/app-abc123.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    )
    expect((await app.request('/robots.txt')).headers.get('cache-control')).toBe('public, max-age=3600')
    expect((await app.request('/about')).headers.get('cache-control')).toBe('no-cache')
  })

  it.each([
    ['/assets/app-abc123.js', 'text/javascript; charset=utf-8'],
    ['/assets/app-abc123.css', 'text/css; charset=utf-8'],
    ['/logo.svg', 'image/svg+xml; charset=utf-8'],
    ['/img/photo.png', 'image/png'],
    ['/img/photo.webp', 'image/webp'],
    ['/manifest.json', 'application/json'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/guide.pdf', 'application/pdf'],
    ['/favicon.ico', 'image/x-icon'],
    ['/fonts/inter.woff2', 'font/woff2'],
  ])('serves %s as %s', async (url, type) => {
    const res = await app.request(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(type)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('compresses with brotli or gzip as the client accepts', async () => {
    const br = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toContain('Accept-Encoding')
    const brBytes = Buffer.from(await br.arrayBuffer())
    expect(brBytes.length).toBeLessThan(bigJs.length / 5)
    expect(brotliDecompressSync(brBytes).toString()).toBe(bigJs)

    const gz = await app.request('/', { headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain('<h1>Home</h1>')

    const none = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } })
    expect(none.headers.get('content-encoding')).toBeNull()
    expect(await none.text()).toBe(bigJs)

    const small = await app.request('/robots.txt', { headers: { 'accept-encoding': 'br' } })
    expect(small.headers.get('content-encoding')).toBeNull()
    const png = await app.request('/img/photo.png', { headers: { 'accept-encoding': 'br' } })
    expect(png.headers.get('content-encoding')).toBeNull()
  })

  it('uses a precompressed sibling when the build ships one', async () => {
    const res = await app.request('/assets/pre-abc123.js', { headers: { 'accept-encoding': 'br' } })
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(bigJs)
  })

  it('revalidates with ETag (304) and answers HEAD without a body', async () => {
    const first = await app.request('/about')
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await app.request('/about', { headers: { 'if-none-match': etag ?? '' } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')

    const head = await app.request('/about', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0)
    expect(await head.text()).toBe('')
  })

  it("a 304 carries the page's own CSP: browsers merge it into the cached page, so a generic one would block its inline scripts on reload", async () => {
    const first = await app.request('/', { headers: { 'accept-encoding': 'br' } })
    const policy = first.headers.get('content-security-policy')
    expect(policy).toContain("'sha256-")
    const again = await app.request('/', {
      headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.get('etag') ?? '' },
    })
    expect(again.status).toBe(304)
    expect(again.headers.get('content-security-policy')).toBe(policy)
  })

  it('refuses other methods on site paths', async () => {
    const res = await app.request('/about', { method: 'POST' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, HEAD')
  })
})

describe('security headers', () => {
  const expectHeaders = (res: Response) => {
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=()')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    const csp = res.headers.get('content-security-policy') ?? ''
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ])
      expect(csp).toContain(directive)
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
    expect(scriptSrc).toContain("'self'")
    expect(scriptSrc).not.toContain('unsafe-inline')
    expect(scriptSrc).not.toContain('unsafe-eval')
    return csp
  }

  it('are on every static response, with the page’s own inline-script hashes', async () => {
    const home = expectHeaders(await app.request('/'))
    expect(home).toContain(sha(INLINE))
    expect(home).toContain(sha(JSON_LD))
    expect(home).not.toContain(sha(NOT_FOUND_INLINE))

    const notFound = expectHeaders(await app.request('/missing'))
    expect(notFound).toContain(sha(NOT_FOUND_INLINE))
    expect(notFound).not.toContain(sha(INLINE))

    expectHeaders(await app.request('/about/'))
    expectHeaders(await app.request('/assets/app-abc123.js'))
    expectHeaders(await app.request('/img/photo.png'))
  })

  it('are on every API response, including errors', async () => {
    expectHeaders(await app.request('/api/send-email', jsonPost('nope')))
    expectHeaders(await app.request('/api/admin/session'))
    expectHeaders(await app.request('/api/unknown'))
  })

  it('are on an unexpected server error, which is JSON too', async () => {
    const broken = createApp({
      config: testConfig(),
      store: {
        query: async () => {
          throw new Error('disk on fire')
        },
      },
      logger: silentLogger,
    })
    // The session lookup is the first query the store fails.
    const res = await broken.request('http://localhost/api/submissions', { headers: { cookie: 'admin_session=x' } })
    expect(res.status).toBe(500)
    expect((await res.json()).error).toMatch(/went wrong/)
    expectHeaders(res)
  })

  it('hashes exactly the inline scripts', () => {
    const html = `<script>a()</script><script src="/x.js"></script><SCRIPT type="module">b()</SCRIPT ><script async src=y.js></script>`
    expect(inlineScriptHashes(html).map((h) => `'${h}'`)).toEqual([sha('a()'), sha('b()')])
    expect(contentSecurityPolicy(['sha256-abc'])).toContain("script-src 'self' 'sha256-abc'")
  })
})
