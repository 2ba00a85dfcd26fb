import { existsSync } from 'node:fs'
import path from 'node:path'
import { loadSsrBuild } from '../src/ssr/ssr-build'
import type { PageRenderer } from './form-post'

/**
 * The site's own server render for the lead function (decision 015): a form's page rendered again with
 * a refused plain POST's entries and errors. It needs a build: `dist/server/entry-server.js` (the SSR
 * bundle) and `dist/client/.vite/manifest.json`, loaded as the prerender loads them (src/ssr/ssr-build.ts),
 * so the page is the prerendered one with the echo in it. Undefined when `distDir` holds no such build; the
 * renderer throws for a page the build does not have.
 */
export async function loadPageRenderer(distDir: string): Promise<PageRenderer | undefined> {
  const entry = path.join(distDir, 'server', 'entry-server.js')
  if (!existsSync(entry) || !existsSync(path.join(distDir, 'client', '.vite', 'manifest.json'))) return undefined
  const { manifest, render } = await loadSsrBuild(distDir)
  return async (url, echo) => {
    const { html, status } = await render(url, manifest, { echo })
    // A page the build does not have (404) is no form to show: the caller falls back to its plain page.
    if (status !== 200) throw new Error(`Rendering ${url} gave status ${status}`)
    return html
  }
}
