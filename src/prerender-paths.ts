import { guides } from './content/guides'
import { aliases, services } from './content/services-catalogue'

/** Every page of the site, from the same catalogue the routes read, so none can be forgotten. */
export const topLevelPaths = [
  '/',
  '/about',
  '/pricing',
  '/services',
  '/shop',
  '/buy-sell-business',
  '/sell-business',
  '/buy-business',
  '/submissions',
  '/privacy-policy',
] as const

export const servicePaths = services.map((s) => `/services/${s.slug}`)
export const guidePaths = guides.map((g) => `/shop/${g.value}`)
export const aliasPaths = aliases.map((a) => a.path)

export const prerenderPaths: string[] = [...topLevelPaths, ...servicePaths, ...guidePaths, ...aliasPaths]

/** Paths that belong in the sitemap: canonical, indexable pages only (guides sit behind the download form). */
export const sitemapPaths: string[] = [...topLevelPaths.filter((p) => p !== '/submissions'), ...servicePaths]
