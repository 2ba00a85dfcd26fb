import { createRouter as createTanStackRouter } from '@tanstack/react-router'
import { PageSpinner } from './components/ui/spinner'
import { routeTree } from './routeTree.gen'

export function createRouter() {
  // The page the browser loaded keeps the scroll the browser gave it (a visitor may be scrolling, or it
  // followed an anchor, before the scripts start): the router restores and resets scroll only on its
  // own navigations. Its first render is the hydration of that page.
  let hydrating = true
  return createTanStackRouter({
    routeTree,
    scrollRestoration: () => {
      if (!hydrating) return true
      hydrating = false
      return false
    },
    defaultPreload: 'intent',
    defaultPendingMs: 150,
    defaultPendingMinMs: 300,
    defaultPendingComponent: PageSpinner,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>
  }
}
