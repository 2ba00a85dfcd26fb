import { deferred } from '../../components/deferred'

// The layout's header, footer and quick-contact bar are server-rendered on every page and hydrate with
// the page's interactive code (decision 016): their links work as plain links meanwhile. Their code
// (the menus, the whole navigation) is not part of the first load.

export const SiteHeaderPart = deferred('site-header', () => import('./site-header').then((m) => m.SiteHeader))
export const SiteFooterPart = deferred('site-footer', () => import('./site-footer').then((m) => m.SiteFooter))
export const MobileCallBarPart = deferred('mobile-call-bar', () =>
  import('./mobile-call-bar').then((m) => m.MobileCallBar),
)
