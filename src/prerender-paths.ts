import { guides } from './content/guides'
import { aliases, services } from './content/services-catalogue'
import { confirmationPaths, confirmationSlugs, ownFormPagePaths, paramFormPagePaths } from './forms/form-pages'

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
  // The forms' own pages (`/book-a-consultation`, `/apply`), from their entries (decision 202).
  ...ownFormPagePaths,
  '/submissions',
  '/submissions/my-day',
  '/submissions/report',
  '/privacy-policy',
]
export const servicePaths = services.map((s) => `/services/${s.slug}`)
export const guidePaths = guides.map((g) => `/shop/${g.value}`)
export const aliasPaths = aliases.map((a) => a.path)
/** The download forms' pages, one per guide (decision 015). */
export const downloadPaths = paramFormPagePaths

export const prerenderPaths: string[] = [
  ...topLevelPaths,
  ...servicePaths,
  ...guidePaths,
  ...aliasPaths,
  ...downloadPaths,
  ...confirmationPaths,
]

/** The values of the dynamic routes, for the prerender (src/ssr/route-tree.ts `pagePaths`). */
export const dynamicRouteValues = {
  '/services/$slug': services.map((s) => s.slug),
  '/shop/$guide': guides.map((g) => g.value),
  '/download/$guide': guides.map((g) => g.value),
  '/sent/$form': confirmationSlugs,
  '/$formPage': ownFormPagePaths.map((path) => path.slice(1)),
}

/** Pages that belong in the sitemap: canonical, indexable pages only (guides sit behind the download form). */
export const sitemapPaths: string[] = [...topLevelPaths.filter((p) => !p.startsWith('/submissions')), ...servicePaths]
