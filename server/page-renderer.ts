import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { RouteNode } from '../scripts/route-tree'
import { routerManifestOf } from '../scripts/router-manifest'
import type { PageRenderer } from './form-post'

type ServerEntry = typeof import('../src/entry-server')

/**
 * The site's own server render for the lead function (decision 015): a form's page rendered again with
 * a refused plain POST's entries and errors. It needs a build: `dist/server/entry-server.js` (the SSR
 * bundle) and `dist/client/.vite/manifest.json`, read as `scripts/prerender.ts` reads them, so the page
 * is the prerendered one with the echo in it. Undefined when `distDir` holds no such build; the renderer
 * throws for a page the build does not have.
 */
export async function loadPageRenderer(distDir: string): Promise<PageRenderer | undefined> {
  const entry = path.join(distDir, 'server', 'entry-server.js')
  const clientDir = path.join(distDir, 'client')
  if (!existsSync(entry) || !existsSync(path.join(clientDir, '.vite', 'manifest.json'))) return undefined
  const server = (await import(pathToFileURL(entry).href)) as ServerEntry
  const manifest = await routerManifestOf(clientDir, server.createRouter().routeTree as unknown as RouteNode)
  return async (url, echo) => {
    const { html, status } = await server.render(url, manifest, { echo })
    // A page the build does not have (404) is no form to show: the caller falls back to its plain page.
    if (status !== 200) throw new Error(`Rendering ${url} gave status ${status}`)
    return html
  }
}
