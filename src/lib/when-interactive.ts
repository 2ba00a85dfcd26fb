/**
 * When the code that makes the page interactive is fetched (decision 016): when the browser is first
 * idle after the page has started, or at once on the visitor's first pointer, touch, key or focus.
 * One gate for all of it: the lead forms, the dialogs, the menus' machine.
 */
let gate: Promise<void> | null = null
let openGate = () => {}

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const

/** Resolves when the browser is first idle after the page has started, or on the first intent. */
export function whenInteractive(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve()
  gate ??= new Promise<void>((resolve) => {
    openGate = () => {
      // The idle timer can outlive a test's jsdom window (seen once in a full vitest run under load).
      if (typeof window !== 'undefined')
        for (const type of INTENT_EVENTS) window.removeEventListener(type, openGate, true)
      resolve()
    }
    for (const type of INTENT_EVENTS) window.addEventListener(type, openGate, { capture: true, passive: true })
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => openGate(), { timeout: 2000 })
    else setTimeout(() => openGate(), 300)
  })
  return gate
}
