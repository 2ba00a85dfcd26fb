/**
 * A production build's server render, loaded the same way by the prerender (scripts/prerender.ts) and
 * the lead function (server/page-renderer.ts, decision 015): the SSR bundle `server/entry-server.js`
 * (built from src/entry-server.tsx), the router's own route tree, and the router manifest of the client
 * build (`client/.vite/manifest.json`). Neither caller names src/entry-server itself (decision 123).
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerManifest } from '@tanstack/router-core'
import type { RouteNode } from './route-tree'
import { routerManifestOf } from './router-manifest'

type ServerEntry = typeof import('../entry-server')

export interface SsrBuild {
  routeTree: RouteNode
  manifest: ServerManifest
  render: ServerEntry['render']
}

/** The build in `distDir`: it must hold `server/entry-server.js` and `client/.vite/manifest.json`. */
export async function loadSsrBuild(distDir: string): Promise<SsrBuild> {
  const server = (await import(pathToFileURL(path.join(distDir, 'server', 'entry-server.js')).href)) as ServerEntry
  const routeTree = server.createRouter().routeTree as unknown as RouteNode
  return { routeTree, manifest: await routerManifestOf(path.join(distDir, 'client'), routeTree), render: server.render }
}
