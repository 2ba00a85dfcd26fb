import { useSyncExternalStore } from 'react'

const WIDE = '(min-width: 48em)'
const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null)

/** True from 768 px (the table fits); false on a phone (the cards). Wide where it cannot be told. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (change) => {
      const list = query()
      list?.addEventListener('change', change)
      return () => list?.removeEventListener('change', change)
    },
    () => query()?.matches ?? true,
    () => true,
  )
}
