import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * After a client-side page change, move focus to the new page's main content so keyboard and
 * screen-reader users start at the top of the new page (as they would after a full page load).
 * Same-page hash links keep the browser's own behaviour. If the visitor has moved focus somewhere
 * else while the new page was loading, it stays there: their choice wins over ours.
 */
export function useFocusOnNavigation() {
  const router = useRouter()
  useEffect(() => {
    let focusAtStart: Element | null = null
    const stopBefore = router.subscribe('onBeforeNavigate', () => {
      focusAtStart = document.activeElement
    })
    const stopResolved = router.subscribe('onResolved', ({ fromLocation, toLocation, pathChanged }) => {
      if (!fromLocation || !pathChanged || toLocation.hash) return
      const focus = document.activeElement
      const movedByVisitor = focus && focus !== document.body && focus !== focusAtStart && focus.isConnected
      if (movedByVisitor) return
      const main = document.getElementById('main-content')
      const heading = main?.querySelector('h1')
      if (heading) {
        heading.setAttribute('tabindex', '-1')
        heading.focus({ preventScroll: true })
      } else {
        main?.focus({ preventScroll: true })
      }
    })
    return () => {
      stopBefore()
      stopResolved()
    }
  }, [router])
}
