import { island } from '../../components/island'

// The layout's header, quick-contact bar and footer are prerendered on every page and hydrate as
// islands (decision 009): links work as plain links meanwhile, and a tap on a menu or lead button
// before the code arrives is replayed once it has.

/** On screen from the start, so it waits for a visitor's first scroll, touch, key, hover or focus. */
export const SiteHeaderIsland = island('site-header', () => import('./site-header').then((m) => m.SiteHeader), {
  whenNear: false,
})

export const MobileCallBarIsland = island(
  'mobile-call-bar',
  () => import('./mobile-call-bar').then((m) => m.MobileCallBar),
  { whenNear: false },
)

export const SiteFooterIsland = island('site-footer', () => import('./site-footer').then((m) => m.SiteFooter))
