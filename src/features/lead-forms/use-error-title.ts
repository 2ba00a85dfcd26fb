import { useEffect } from 'react'
import { errorTitle } from '../../content/error-title'

/**
 * While a page's form shows `problems` refused entries, the page's title starts "Error: N problems to
 * fix – ", as the server renders a refused plain POST (src/ssr/error-title.ts): hydrating sets the
 * route's own title again, and a refusal in the browser needs saying too. The title goes back once the
 * problems are gone, unless something else (a navigation) has set another title since.
 */
export function useErrorTitle(problems: number) {
  useEffect(() => {
    if (problems === 0) return
    const own = document.title.replace(/^Error: \d+ problems? to fix – /, '')
    const shown = errorTitle(own, problems)
    document.title = shown
    return () => {
      if (document.title === shown) document.title = own
    }
  }, [problems])
}
