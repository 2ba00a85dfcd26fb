/**
 * Writes every page of the site as static HTML: dist/client/<path>/index.html, plus 404.html,
 * sitemap.xml and robots.txt. Runs after the client and server builds (see `npm run build`).
 *
 * The undocumented part: TanStack Router's <Scripts/> emits the client entry only when the router
 * gets a ServerManifest (routes[routeId] = { preloads, css, scripts }). We build it from Vite's
 * manifest, mapping each `?tsr-split` chunk to its route id through the router's own route tree,
 * which also gives the list of pages (scripts/route-tree.ts).
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import type { ServerManifest } from '@tanstack/router-core'
import { pagePaths, type RouteNode, routeIdForFile } from './route-tree'

process.env.NODE_ENV ??= 'production'

const root = path.resolve(import.meta.dirname, '..')
const outDir = path.join(root, process.env.OUT_DIR ?? 'dist')
const clientDir = path.join(outDir, 'client')

interface ViteChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  css?: string[]
}
type ViteManifest = Record<string, ViteChunk>

export async function buildRouterManifest(viteManifest: ViteManifest, routeTree: RouteNode): Promise<ServerManifest> {
  function collect(key: string, seen = new Set<string>(), out = { js: [] as string[], css: [] as string[] }) {
    if (seen.has(key)) return out
    seen.add(key)
    const chunk = viteManifest[key]
    if (!chunk) return out
    out.js.push(`/${chunk.file}`)
    for (const c of chunk.css ?? []) out.css.push(`/${c}`)
    for (const imp of chunk.imports ?? []) collect(imp, seen, out)
    return out
  }

  const entryKey = Object.keys(viteManifest).find((k) => viteManifest[k]?.isEntry)
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest')
  const entry = collect(entryKey)
  const routes: ServerManifest['routes'] = {
    __root__: {
      // No <link rel="modulepreload"> for the entry: its code starts after the first paint (decision 010).
      preloads: [],
      css: entry.css,
      scripts: [{ children: startAfterFirstPaint(`/${viteManifest[entryKey]?.file}`, entry.js) }],
    },
  }
  for (const [key, chunk] of Object.entries(viteManifest)) {
    const m = chunk.src?.match(/^src\/(routes\/.+)\.[jt]sx?\?tsr-split=/)
    if (!m || !chunk.isDynamicEntry) continue
    const id = routeIdForFile(routeTree, m[1] as string)
    // No modulepreload either: the router fetches a route's chunks as it starts (decision 010).
    routes[id] ??= { preloads: [], css: [] }
    const route = routes[id]
    for (const f of collect(key).css) if (!entry.css.includes(f) && !route.css?.includes(f)) route.css?.push(f)
  }
  return { routes }
}

/**
 * The inline script that starts the app once the prerendered page has painted (decision 010): the
 * HTML and CSS have the network to themselves, and the JavaScript, which only makes the page
 * interactive, follows. The browser reports the paint; where it cannot, or will not paint soon (a tab
 * opened in the background), the page's `load` event starts it instead. (`load` alone is no signal: it
 * can fire before the first frame.) The entry's imports are preloaded with it.
 */
export function startAfterFirstPaint(entry: string, preloads: string[]): string {
  const files = JSON.stringify(preloads.filter((file) => file !== entry))
  return [
    '(function(){var started=false;function start(){if(started)return;started=true;',
    `${files}.forEach(function(f){var l=document.createElement("link");l.rel="modulepreload";l.href=f;document.head.appendChild(l)});`,
    `import(${JSON.stringify(entry)})}`,
    'var P=window.PerformanceObserver;',
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0&&document.visibilityState==="visible")',
    'new P(start).observe({type:"paint",buffered:true});else addEventListener("load",start)})()',
  ].join('')
}

function sitemap(paths: string[], siteUrl: string): string {
  const urls = paths.map((p) => `  <url><loc>${new URL(p, siteUrl).toString()}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

async function main() {
  const server = (await import(path.join(outDir, 'server/entry-server.js'))) as typeof import('../src/entry-server')
  const { site } = await import('../src/content/site')
  const { sitemapPaths } = await import('../src/prerender-paths')
  const { services } = await import('../src/content/services-catalogue')
  const { guides } = await import('../src/content/guides')
  const { confirmationPaths } = await import('../src/forms/form-pages')
  const viteManifest = JSON.parse(await fs.readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8'))
  const routeTree = server.createRouter().routeTree as unknown as RouteNode
  const manifest = await buildRouterManifest(viteManifest, routeTree)
  // Every page of the route tree; the dynamic routes' values come from the content catalogue.
  const pages = pagePaths(routeTree, {
    '/services/$slug': services.map((s) => s.slug),
    '/shop/$guide': guides.map((g) => g.value),
    '/download/$guide': guides.map((g) => g.value),
    '/sent/$form': confirmationPaths.map((p) => p.replace('/sent/', '')),
  })

  const targets: [url: string, file: string, status: number][] = [
    ...pages.map((p): [string, string, number] => [p, path.join(clientDir, p, 'index.html'), 200]),
    ['/this-page-does-not-exist', path.join(clientDir, '404.html'), 404],
  ]
  for (const [url, file, expected] of targets) {
    const { html, status } = await server.render(url, manifest)
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
