import { services } from '../src/content/services-catalogue'
import { prerenderPaths, sitemapPaths } from '../src/prerender-paths'
import { expect, test } from './fixtures'

const SITE = 'https://www.bluegumconsulting.example'

function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1] ?? ''))
}

const types = (blocks: unknown[]) => blocks.map((b) => (b as { '@type'?: string })['@type'])

test('every internal link on every page resolves to a prerendered page', async ({ request }) => {
  const checked = new Map<string, number>()
  const broken: string[] = []
  for (const path of prerenderPaths) {
    const html = await (await request.get(path)).text()
    for (const [, href] of html.matchAll(/<a [^>]*href="([^"]+)"/g)) {
      if (!href || /^(https?:|mailto:|tel:)/.test(href)) continue
      const target = href.split('#')[0] || path
      if (!checked.has(target)) checked.set(target, (await request.get(target, { maxRedirects: 0 })).status())
      if (checked.get(target) !== 200) broken.push(`${path} → ${href} (${checked.get(target)})`)
    }
  }
  expect(broken).toEqual([])
  expect(checked.size).toBeGreaterThan(40)
  // The social preview image every page names, and the icons.
  for (const asset of ['/og-image.png', '/favicon.svg', '/logo.svg'])
    expect((await request.get(asset)).status(), asset).toBe(200)
})

test('every page is prerendered in full: no part left for the browser to render, deferred parts included', async ({
  request,
}) => {
  for (const path of [...prerenderPaths, '/this-page-does-not-exist']) {
    const html = await (await request.get(path)).text()
    // React marks a Suspense boundary the server could not render with <!--$!-->.
    expect(html, path).not.toContain('<!--$!-->')
    for (const [, name, content] of html.matchAll(/<div data-deferred="([^"]+)"[^>]*><!--\$-->([\s\S]{0,12})/g)) {
      expect(content, `${path}: deferred part ${name} is empty`).not.toMatch(/^<!--\/\$-->/)
    }
    expect(html, path).toContain('<header')
  }
})

test('JSON-LD on every page parses and has the expected types', async ({ request }) => {
  for (const path of prerenderPaths) {
    const html = await (await request.get(path)).text()
    const blocks = jsonLdBlocks(html)
    for (const block of blocks) expect((block as Record<string, unknown>)['@context'], path).toBe('https://schema.org')
    if (path === '/') expect(types(blocks), path).toContain('ProfessionalService')
    if (path === '/pricing') expect(types(blocks), path).toEqual(['FAQPage'])
    if (path.startsWith('/services/')) {
      expect(types(blocks), path).toEqual(expect.arrayContaining(['Service', 'BreadcrumbList', 'FAQPage']))
      const crumbs = blocks.find((b) => types([b])[0] === 'BreadcrumbList') as { itemListElement: { item: string }[] }
      expect(crumbs.itemListElement.at(-1)?.item, path).toBe(`${SITE}${path}`)
    }
  }
})

test('the home page carries the business facts as structured data in its prerendered head', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const head = html.slice(0, html.indexOf('</head>'))
  const [business] = jsonLdBlocks(head)
  expect(business).toMatchObject({
    '@type': 'ProfessionalService',
    name: 'Bluegum Provider Consulting',
    telephone: '+61355501234',
    aggregateRating: { ratingValue: 5, reviewCount: 200 },
    address: { addressLocality: 'Melbourne', addressCountry: 'AU' },
  })
})

test('sitemap.xml lists every canonical page and nothing else; robots.txt points at it', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
  expect(locs.sort()).toEqual(sitemapPaths.map((p) => new URL(p, SITE).toString()).sort())
  // The top-level pages (the home page, the form pages /book-a-consultation and /apply, …) and every service.
  expect(locs).toHaveLength(11 + services.length)
  expect(locs.some((l) => l?.includes('/submissions'))).toBe(false)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /submissions')
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`)
})

test('every page is served prerendered with one h1, a title, a description, a canonical link and og:title', async ({
  request,
}) => {
  for (const path of prerenderPaths) {
    const raw = await request.get(path)
    expect(raw.status(), path).toBe(200)
    const html = await raw.text()
    expect(html.match(/<h1[\s>]/g), path).toHaveLength(1)
    expect(html, path).toMatch(/<title>[^<]+<\/title>/)
    expect(html, path).toMatch(/<meta name="description" content="[^"]{50,}"/)
    expect(html, path).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/)
    expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/)
  }
})

test('every page has a unique title and description; /submissions is noindex', async ({ request }) => {
  const titles = new Map<string, string>()
  const descriptions = new Map<string, string>()
  const aliases = new Set([
    '/become-ndis-provider',
    '/start-ndis-business',
    '/how-to-register-ndis-provider',
    '/ndis-registration-consultant',
    '/ndis-audit-support',
  ])
  for (const path of prerenderPaths.filter((p) => !aliases.has(p))) {
    const html = await (await request.get(path)).text()
    const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? ''
    const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? ''
    expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined()
    expect(descriptions.get(description), `${path} repeats a description`).toBeUndefined()
    titles.set(title, path)
    descriptions.set(description, path)
    expect(html, path).toMatch(/<meta name="twitter:card" content="summary_large_image"/)
  }
  const viewer = await (await request.get('/submissions')).text()
  expect(viewer).toMatch(/<meta name="robots" content="noindex/)
})

test('the production build never logs visitor data to the console', async () => {
  const { readdir, readFile } = await import('node:fs/promises')
  const dir = `${process.env.CLIENT_DIR ?? 'dist/client'}/assets`
  const scripts = (await readdir(dir)).filter((f) => f.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(10)
  for (const file of scripts) expect(await readFile(`${dir}/${file}`, 'utf8'), file).not.toContain('[lead]')
})
