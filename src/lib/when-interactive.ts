/**
 * When code that comes after the page's own is fetched (decision 016): one gate with two moments.
 * - `whenInteractive()`: the browser's first idle moment after the page has started, or the visitor's
 *   first pointer, touch, key or focus, whichever comes first. The page's own deferred parts: they hold
 *   the lead links that open dialogs, so they are live before a visitor is likely to tap.
 * - `whenIntent()`: the visitor's first pointer, touch, key or focus only. The lead UI (forms, dialogs,
 *   toaster: about 56 kB gzip, decision 201), which a visitor who only reads never needs.
 */
let gate: Promise<void> | null = null
let intent: Promise<void> | null = null

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const

/** Resolves on the visitor's first pointer, touch, key or focus. */
export function whenIntent(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve()
  intent ??= new Promise<void>((resolve) => {
    const open = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, open, true)
      resolve()
    }
    for (const type of INTENT_EVENTS) window.addEventListener(type, open, { capture: true, passive: true })
  })
  return intent
}

/** Resolves when the browser is first idle after the page has started, or on the first intent. */
export function whenInteractive(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve()
  gate ??= new Promise<void>((resolve) => {
    void whenIntent().then(() => resolve())
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 })
    else setTimeout(() => resolve(), 300)
  })
  return gate
}

// Listen from the moment the page's code starts, not from the first part that asks: an intent before that
// would be missed, and a part waiting on the intent would wait for the next one.
if (typeof window !== 'undefined') void whenIntent()
