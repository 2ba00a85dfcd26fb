import { useEffect } from 'react'
import { keepErrorTitle } from './error-title-keeper'

/**
 * While a page's form shows `problems` refused entries, the page's title starts "Error: N problems to
 * fix – " (decision 321), as the server renders a refused plain POST (src/ssr/error-title.ts). Once the
 * problems are gone, or the form is, the words go.
 */
export function useErrorTitle(problems: number) {
  useEffect(() => {
    keepErrorTitle(problems)
    return () => keepErrorTitle(0)
  }, [problems])
}
