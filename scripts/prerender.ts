/**
 * Writes every page of the site as static HTML: dist/client/<path>/index.html, plus 404.html,
 * sitemap.xml and robots.txt. Runs after the client and server builds (see `npm run build`).
 *
 * The undocumented part: TanStack Router's <Scripts/> emits the client entry only when the router
 * gets a ServerManifest (routes[routeId] = { preloads, css, scripts }). We build it from Vite's
 * manifest, mapping each `?tsr-split` chunk to its route id through the router's own route tree,
 * which also gives the list of pages (src/ssr/route-tree.ts).
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { pagePaths } from '../src/ssr/route-tree'
import { loadSsrBuild } from '../src/ssr/ssr-build'

process.env.NODE_ENV ??= 'production'

const root = path.resolve(import.meta.dirname, '..')
const outDir = path.join(root, process.env.OUT_DIR ?? 'dist')
const clientDir = path.join(outDir, 'client')

function sitemap(paths: string[], siteUrl: string): string {
  const urls = paths.map((p) => `  <url><loc>${new URL(p, siteUrl).toString()}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

async function main() {
  const { routeTree, manifest, render } = await loadSsrBuild(outDir)
  const { site } = await import('../src/content/site')
  const { dynamicRouteValues, sitemapPaths } = await import('../src/prerender-paths')
  // Every page of the route tree; the dynamic routes' values come from the content catalogue.
  const pages = pagePaths(routeTree, dynamicRouteValues)

  const targets: [url: string, file: string, status: number][] = [
    ...pages.map((p): [string, string, number] => [p, path.join(clientDir, p, 'index.html'), 200]),
    ['/this-page-does-not-exist', path.join(clientDir, '404.html'), 404],
  ]
  for (const [url, file, expected] of targets) {
    const { html, status } = await render(url, manifest)
    if (status !== expected) throw new Error(`${url}: status ${status}, expected ${expected}`)
    await fs.mkdir(path.dirname(file), { recursive: true })
    await fs.writeFile(file, html)
  }
  await fs.writeFile(path.join(clientDir, 'sitemap.xml'), sitemap(sitemapPaths, site.url))
  await fs.writeFile(
    path.join(clientDir, 'robots.txt'),
    `User-agent: *\nDisallow: /submissions\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', site.url)}\n`,
  )
  console.log(`Prerendered ${targets.length} pages (${pages.length} routes + 404.html), sitemap.xml, robots.txt`)
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
