import { deferred } from '../../components/deferred'

/**
 * The home page's sections, server-rendered in full, hydrating with the page's interactive code
 * (decision 016). The route's loader preloads them, so a client-side navigation to `/#contact` renders
 * every section before the browser looks for the anchor.
 */
export const HomeContent = deferred('home-content', () => import('./home-page').then((m) => m.HomePage))
