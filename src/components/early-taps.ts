/**
 * Taps on buttons that landed before React had hydrated the page (decision 200). The start script
 * (`startAfterFirstPaint`, src/ssr/router-manifest.ts) keeps them; the root takes them when it has
 * hydrated and clicks each button again, now with its code. Links and forms need none of this: they
 * do their HTML thing before any code.
 */
import { useEffect, useLayoutEffect, useRef } from 'react'

declare global {
  interface Window {
    /** Set by the start script: stops keeping taps and gives the ones kept so far. */
    $earlyTaps?: () => HTMLButtonElement[]
  }
}

/** In the root component: from its hydration on, taps go to React, and the ones kept are handed over. */
export function useEarlyTaps(): void {
  const kept = useRef<HTMLButtonElement[]>([])
  // At the root's commit, in the same task: from here on React handles every tap itself, so the start
  // script must not keep one more (it would be handled twice).
  useLayoutEffect(() => {
    kept.current.push(...(window.$earlyTaps?.() ?? []))
  }, [])
  // After the children's effects, so each control is running (a menu's machine has started), and out of
  // React's effect pass: a button in a part React has not hydrated yet (the route's content hydrates
  // just after the root) is hydrated on the click at once, as on a real tap, only outside it.
  useEffect(() => {
    const taps = kept.current.splice(0)
    if (taps.length)
      queueMicrotask(() => {
        for (const button of taps) if (button.isConnected) button.click()
      })
  }, [])
}
