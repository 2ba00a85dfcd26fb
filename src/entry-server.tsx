import { createRequestHandler, RouterServer, renderRouterToString } from '@tanstack/react-router/ssr/server'
import type { ServerManifest } from '@tanstack/router-core'
import { StrictMode } from 'react'
import { preloadIslands } from './components/island'
import { createRouter } from './router'

export { createRouter }

/** Render one URL to a whole HTML document (used at build time by scripts/prerender.ts). */
export async function render(url: string, manifest: ServerManifest): Promise<{ html: string; status: number }> {
  const request = new Request(new URL(url, 'http://prerender.local'))
  const handler = createRequestHandler({ request, createRouter, getRouterManifest: () => manifest })
  const response = await handler(async ({ router, responseHeaders }) => {
    // The matched route's code is loaded by now; its islands must be too, so they render in full.
    await preloadIslands()
    return renderRouterToString({
      router,
      responseHeaders,
      children: (
        <StrictMode>
          <RouterServer router={router} />
        </StrictMode>
      ),
    })
  })
  return { html: await response.text(), status: response.status }
}
