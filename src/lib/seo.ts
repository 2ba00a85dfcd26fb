import { absoluteUrl, pageTitle, site } from '../content/site'
import { formPageOf, formPagePath, formText, type PageFormKind, paramLabel } from '../forms/form-pages'

export interface SeoInput {
  /** The page's own path, e.g. /about. */
  path: string
  title: string
  description: string
  /** Where the canonical link points when this page shows another page's content (aliases). */
  canonicalPath?: string
  noindex?: boolean
  ogType?: 'website' | 'article'
}

/** The head of a route: title, description, canonical, Open Graph and Twitter tags. */
export function seo({ path, title, description, canonicalPath, noindex, ogType = 'website' }: SeoInput) {
  const fullTitle = pageTitle(title)
  const canonical = absoluteUrl(canonicalPath ?? path)
  const image = absoluteUrl('/og-image.png')
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      ...(noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
      { property: 'og:type', content: ogType },
      { property: 'og:site_name', content: site.name },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      { property: 'og:image', content: image },
      { property: 'og:locale', content: 'en_AU' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: fullTitle },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
    ],
    links: [{ rel: 'canonical', href: canonical }],
  }
}

/** The head of a lead form's own page, from its entry (decision 202); `fixed`: what its address fixes. */
export function formPageSeo(kind: PageFormKind, fixed: Readonly<Record<string, string>> = {}) {
  const ownPage = formPageOf(kind)?.ownPage
  const label = paramLabel(kind, fixed)
  return seo({
    path: formPagePath(kind, fixed),
    title: ownPage ? formText(ownPage.title, label) : '',
    description: ownPage ? formText(ownPage.metaDescription, label) : '',
    noindex: ownPage?.noindex,
  })
}
