// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { FormEcho } from '../src/forms/form-echo'
import { loadPageRenderer } from './page-renderer'
import { tempDir } from './test-support'

/**
 * The renderer against a stand-in build (the real SSR bundle needs `npm run build`; the browser suite
 * covers it): the bundle's `render` gets the URL, the router manifest made from Vite's manifest, and
 * the echo.
 */
function standInBuild(): string {
  const dist = tempDir('ndis-page-renderer-')
  mkdirSync(path.join(dist, 'server'), { recursive: true })
  mkdirSync(path.join(dist, 'client', '.vite'), { recursive: true })
  writeFileSync(
    path.join(dist, 'server', 'entry-server.js'),
    `export function createRouter() { return { routeTree: { id: '__root__', fullPath: '/', children: [] } } }
export async function render(url, manifest, options) {
  return { html: JSON.stringify({ url, manifest, options }), status: url === '/missing' ? 404 : 200 }
}
`,
  )
  writeFileSync(
    path.join(dist, 'client', '.vite', 'manifest.json'),
    JSON.stringify({
      'src/entry-client.tsx': { file: 'assets/entry-abc.js', isEntry: true, css: ['assets/entry-abc.css'] },
    }),
  )
  return dist
}

const echo: FormEcho = {
  kind: 'contact',
  values: { name: 'Alex' },
  errors: { email: 'Enter your email address' },
  id: 'x',
}

describe('loadPageRenderer', () => {
  it('is undefined without a build (no SSR bundle, or no Vite manifest)', async () => {
    expect(await loadPageRenderer(tempDir('ndis-no-build-'))).toBeUndefined()
    const noManifest = tempDir('ndis-no-manifest-')
    mkdirSync(path.join(noManifest, 'server'))
    writeFileSync(path.join(noManifest, 'server', 'entry-server.js'), '')
    expect(await loadPageRenderer(noManifest)).toBeUndefined()
  })

  it('renders the page with the echo and the router manifest of the build, as the prerender does', async () => {
    const renderPage = await loadPageRenderer(standInBuild())
    const rendered = JSON.parse((await renderPage?.('/', echo)) ?? '{}')
    expect(rendered.url).toBe('/')
    expect(rendered.options).toEqual({ echo })
    expect(rendered.manifest.routes.__root__.css).toEqual(['/assets/entry-abc.css'])
    expect(rendered.manifest.routes.__root__.scripts[0].children).toContain('/assets/entry-abc.js')
  })

  it('throws for a page the build does not have, so the caller shows its plain page', async () => {
    const renderPage = await loadPageRenderer(standInBuild())
    await expect(renderPage?.('/missing', echo)).rejects.toThrow(/status 404/)
  })
})
