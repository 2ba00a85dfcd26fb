/**
 * What the prerender needs from the router's own route tree (after the router has initialised it:
 * ids and full paths are set by `createRouter`): every route, the pages to write, and the route id of
 * a route file. No parsing of `routeTree.gen.ts`.
 */
export interface RouteNode {
  id: string
  fullPath: string
  children?: readonly RouteNode[] | Readonly<Record<string, RouteNode>>
}

/** Every route below and including `root`, parents before children. */
export function walkRoutes(root: RouteNode): RouteNode[] {
  const children = root.children ? Object.values(root.children) : []
  return [root, ...children.flatMap(walkRoutes)]
}

/** The leaf routes (pages), with `/services/` written `/services`: one trailing-slash policy (decision 103). */
function pageRoutes(root: RouteNode): { id: string; path: string }[] {
  return walkRoutes(root)
    .filter((route) => !route.children || Object.keys(route.children).length === 0)
    .map((route) => ({ id: route.id, path: route.fullPath.length > 1 ? route.fullPath.replace(/\/$/, '') : '/' }))
}

/**
 * Every page path of the site: each static route once, each dynamic route (`/services/$slug`) once per
 * value in `params[routeId]`. A dynamic route without values, or values for a route that does not
 * exist, is an error, so no page can be forgotten and no stale list survives.
 */
export function pagePaths(root: RouteNode, params: Readonly<Record<string, readonly string[]>>): string[] {
  const pages = pageRoutes(root)
  for (const id of Object.keys(params))
    if (!pages.some((page) => page.id === id)) throw new Error(`Prerender values for ${id}, which is not a route`)
  return pages.flatMap(({ id, path }) => {
    const dynamic = path.split('/').filter((segment) => segment.startsWith('$'))
    if (dynamic.length === 0) return [path]
    if (dynamic.length > 1) throw new Error(`${id}: more than one path parameter; give its pages explicitly`)
    const values = params[id]
    if (!values || values.length === 0) throw new Error(`${id} is dynamic: list its values for the prerender`)
    return values.map((value) => path.replace(dynamic[0] as string, encodeURIComponent(value)))
  })
}

/**
 * The route id of a file under src/ (`routes/services/index` → `/services/`), by the file-based
 * routing convention, checked against the route tree.
 */
export function routeIdForFile(root: RouteNode, file: string): string {
  const rel = file.replace(/^routes\//, '')
  const segments = rel.split('/')
  if (segments.at(-1) === 'index') segments[segments.length - 1] = ''
  const id = rel === '__root' ? root.id : `/${segments.join('/')}`
  if (!walkRoutes(root).some((route) => route.id === id)) throw new Error(`No route with id ${id} for ${file}`)
  return id
}
