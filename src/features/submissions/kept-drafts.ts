import { createContext, useContext, useEffect, useRef, useState } from 'react'

/**
 * What staff had typed into the desk's forms, and which leads they had open, when another tab of the
 * browser signed this one out (decision 262). Kept in this tab's memory only, never in storage, and given
 * back only to the account it was typed under: a login here as anyone else drops it, and so does logging
 * out here.
 */
let owner: string | null = null
const kept = new Map<string, unknown>()

export const keptDrafts = {
  /** A staff member is in: what was kept for another account is dropped before anything can read it. */
  startFor(userId: string) {
    if (owner !== userId) kept.clear()
    owner = userId
  },
  keep(key: string, value: unknown) {
    kept.set(key, value)
  },
  /** The kept entry for `key`, once: it is the form's again. */
  take(key: string): unknown {
    const value = kept.get(key)
    kept.delete(key)
    return value
  },
  forget() {
    kept.clear()
    owner = null
  },
  get size() {
    return kept.size
  },
}

/**
 * Given by the signed-in desk: whether its forms are going because another tab signed this one out, so
 * what they hold is to be kept. Without a desk (tests of one form), nothing is kept.
 */
export const DraftKeeping = createContext<() => boolean>(() => false)

/**
 * Restores the value kept under `key` once on mount (`restore`), and keeps `current()` under it when the
 * component goes because another tab signed this one out, if `worthKeeping()`.
 */
export function useKeptDraft<T>(
  key: string,
  current: () => T,
  worthKeeping: () => boolean,
  restore: (value: T) => void,
) {
  const keeping = useContext(DraftKeeping)
  const latest = useRef({ current, worthKeeping })
  latest.current = { current, worthKeeping }
  const [restored] = useState(() => (key ? (keptDrafts.take(key) as T | undefined) : undefined))
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount and unmount
  useEffect(() => {
    if (restored !== undefined) restore(restored)
    return () => {
      if (key && keeping() && latest.current.worthKeeping()) keptDrafts.keep(key, latest.current.current())
    }
  }, [])
}
