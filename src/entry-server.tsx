import { createRequestHandler, RouterServer, renderRouterToString } from '@tanstack/react-router/ssr/server'
import type { ServerManifest } from '@tanstack/router-core'
import { StrictMode } from 'react'
import { preloadDeferred } from './components/deferred'
import { FormEchoProvider } from './features/lead-forms/form-echo-context'
import type { FormEcho } from './forms/form-echo'
import { createRouter } from './router'
import { withErrorTitle } from './ssr/error-title'

export { createRouter }

export interface RenderOptions {
  /** A refused form POST to render back into its page (the lead function, decision 015). */
  echo?: FormEcho
}

/**
 * Render one URL to a whole HTML document: at build time for every page (scripts/prerender.ts), and by
 * the lead function for a page whose plain form POST it could not accept.
 */
export async function render(
  url: string,
  manifest: ServerManifest,
  { echo }: RenderOptions = {},
): Promise<{ html: string; status: number }> {
  const request = new Request(new URL(url, 'http://prerender.local'))
  const handler = createRequestHandler({ request, createRouter, getRouterManifest: () => manifest })
  const response = await handler(async ({ router, responseHeaders }) => {
    // The matched route's code is loaded by now; its deferred parts must be too, so they render in full.
    await preloadDeferred()
    return renderRouterToString({
      router,
      responseHeaders,
      children: (
        <StrictMode>
          <FormEchoProvider value={echo ?? null}>
            <RouterServer router={router} />
          </FormEchoProvider>
        </StrictMode>
      ),
    })
  })
  return { html: withErrorTitle(await response.text(), echo), status: response.status }
}
