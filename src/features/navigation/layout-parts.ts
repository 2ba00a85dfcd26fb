import { deferred } from '../../components/deferred'

// The layout's footer and quick-contact bar are server-rendered on every page and hydrate with the
// page's interactive code (decision 016): they hold only links, which work as plain links meanwhile.
// The header is not deferred: its menu toggles are buttons, which have no HTML action to fall back on.

export const SiteFooterPart = deferred('site-footer', () => import('./site-footer').then((m) => m.SiteFooter))
export const MobileCallBarPart = deferred('mobile-call-bar', () =>
  import('./mobile-call-bar').then((m) => m.MobileCallBar),
)
