import { deferred } from '../../components/deferred'

/** The helpful 404 page: prerendered into 404.html; its code is not in every page's first load (decision 016). */
export const NotFoundPart = deferred('not-found', () => import('./not-found-page').then((m) => m.NotFoundPage))
