import { guides } from './content/guides'
import { aliases, services } from './content/services-catalogue'
import { confirmationPaths, confirmationSlugs } from './forms/form-pages'

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
  '/book-a-consultation',
  '/apply',
  '/submissions',
  '/submissions/my-day',
  '/submissions/report',
  '/privacy-policy',
] as const

export const servicePaths = services.map((s) => `/services/${s.slug}`)
export const guidePaths = guides.map((g) => `/shop/${g.value}`)
export const aliasPaths = aliases.map((a) => a.path)
/** The download forms' pages, one per guide (decision 015). */
export const downloadPaths = guides.map((g) => `/download/${g.value}`)

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
  '/sent/$form': [...Object.values(confirmationSlugs), ...guides.map((g) => g.value)],
}

/** Pages that belong in the sitemap: canonical, indexable pages only (guides sit behind the download form). */
export const sitemapPaths: string[] = [...topLevelPaths.filter((p) => !p.startsWith('/submissions')), ...servicePaths]
