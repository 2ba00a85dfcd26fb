/**
 * The router's ServerManifest from Vite's client manifest: what TanStack Router's <Scripts/> needs to
 * emit the client entry (scripts/prerender.ts explains the undocumented part). Shared by the prerender
 * and the lead function, which renders a form's page again for a refused plain POST (decision 015).
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { ServerManifest } from '@tanstack/router-core'
import { type RouteNode, routeIdForFile } from './route-tree'

export interface ViteChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  css?: string[]
}
export type ViteManifest = Record<string, ViteChunk>

/** The manifest of a client build in `clientDir` (its `.vite/manifest.json`) for the router's `routeTree`. */
export async function routerManifestOf(clientDir: string, routeTree: RouteNode): Promise<ServerManifest> {
  const viteManifest = JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as ViteManifest
  return buildRouterManifest(viteManifest, routeTree)
}

export async function buildRouterManifest(viteManifest: ViteManifest, routeTree: RouteNode): Promise<ServerManifest> {
  function collect(key: string, seen = new Set<string>(), out = { css: [] as string[] }) {
    if (seen.has(key)) return out
    seen.add(key)
    const chunk = viteManifest[key]
    if (!chunk) return out
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
      scripts: [{ children: startAfterFirstPaint(`/${viteManifest[entryKey]?.file}`) }],
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
 * can fire before the first frame.) The entry is one file (decision 230), so it has no imports to preload.
 *
 * Until React has hydrated the page's root, a tap on a button (`type="button"`: a control with no HTML
 * action of its own, like a menu toggle) has no code to run it: the paint, and so the entry, often comes
 * after the `load` event, and React drops a click while the router is still hydrating. So the script
 * keeps those taps and starts the code at once; the root hands them to React once it has hydrated
 * (`useEarlyTaps`, src/components/early-taps.ts, decision 200).
 */
export function startAfterFirstPaint(entry: string): string {
  return [
    '(function(){var started=false;function start(){if(started)return;started=true;',
    `var s=document.createElement("script");s.type="module";s.src=${JSON.stringify(entry)};document.head.appendChild(s)}`,
    'var taps=[];function tap(e){var b=e.target instanceof Element&&e.target.closest(\'button[type="button"]\');if(b){taps.push(b);start()}}',
    'document.addEventListener("click",tap,true);',
    'window.$earlyTaps=function(){document.removeEventListener("click",tap,true);return taps.splice(0)};',
    'var P=window.PerformanceObserver;',
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0&&document.visibilityState==="visible")',
    'new P(start).observe({type:"paint",buffered:true});else addEventListener("load",start)})()',
  ].join('')
}
