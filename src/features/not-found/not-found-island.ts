import { island } from '../../components/island'

/** The helpful 404 page: prerendered into 404.html; its code loads only on a missing page (decision 009). */
export const NotFoundIsland = island('not-found', () => import('./not-found-page').then((m) => m.NotFoundPage))
