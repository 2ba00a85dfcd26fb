import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * After a client-side page change, move focus to the new page's main content so keyboard and
 * screen-reader users start at the top of the new page (as they would after a full page load).
 * Same-page hash links keep the browser's own behaviour.
 */
export function useFocusOnNavigation() {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, toLocation, pathChanged }) => {
        if (!fromLocation || !pathChanged || toLocation.hash) return
        const main = document.getElementById('main-content')
        const heading = main?.querySelector('h1')
        if (heading) {
          heading.setAttribute('tabindex', '-1')
          heading.focus({ preventScroll: true })
        } else {
          main?.focus({ preventScroll: true })
        }
      }),
    [router],
  )
}
