/**
 * Server-rendered parts whose code loads when a visitor needs it (decision 009).
 *
 * The prerendered HTML holds an island's content from the start: it reads, scrolls and links like any
 * page. What waits is the JavaScript that makes it interactive. While the page hydrates, the island
 * is a dehydrated Suspense boundary: React keeps the server markup untouched until the island's code
 * has loaded, which happens the first time the visitor scrolls, touches, clicks, types, points at or
 * focuses into the island, or (unless turned off) the island comes near the viewport. After a
 * client-side navigation there is nothing to keep, so the code loads at once.
 *
 * React does not replay a click that lands on markup it has not hydrated yet, so an island replays it:
 * a click on one of its buttons before hydration is held, and repeated on the same button once the
 * island is live. Links need nothing: before hydration they navigate like plain links.
 *
 * `preloadIslands()` resolves every island before the prerender, so the server renders them in full.
 */
import { type ComponentType, Suspense, use, useEffect } from 'react'
import { css } from 'styled-system/css'

const CONTROLS = 'button, summary, [role="button"]'
const WAKE_EVENTS = ['scroll', 'wheel', 'pointerdown', 'touchstart', 'keydown'] as const
/** Pointing at or focusing into the island itself. */
const INTENT_EVENTS = ['pointerover', 'focusin'] as const
/** The wrapper adds no box: the island's own elements lay out (and stick) as if it were not there. */
const wrapper = css({ display: 'contents' })

export interface IslandOptions {
  /**
   * Also load when the island comes within half a viewport of the screen (default). Islands that are
   * on screen from the start (the header) turn this off, or they would load with the page.
   */
  whenNear?: boolean
}

const loaders = new Map<string, () => Promise<unknown>>()

/**
 * Loads every island registered so far, and any an island's own code registers in turn (the prerender
 * calls this before it renders a page).
 */
export async function preloadIslands(): Promise<void> {
  let count = 0
  while (count !== loaders.size) {
    count = loaders.size
    await Promise.all([...loaders.values()].map((load) => load()))
  }
}

export function island<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  { whenNear = true }: IslandOptions = {},
): ComponentType<Props> {
  let resolved: ComponentType<Props> | undefined
  let loading: Promise<ComponentType<Props>> | undefined
  let waiting: Promise<ComponentType<Props>> | undefined
  let onHydrated = () => {}

  const loadOnce = () => {
    loading ??= load().then((component) => {
      resolved = component
      return component
    })
    return loading
  }
  loaders.set(name, loadOnce)

  /** Resolves when the visitor first needs the island whose server markup is `element`. */
  function whenWanted(element: HTMLElement): Promise<ComponentType<Props>> {
    const controls = () => [...element.querySelectorAll(CONTROLS)]
    let heldClick = -1
    let wake = () => {}
    const woken = new Promise<void>((resolve) => {
      wake = resolve
    })
    const observer =
      whenNear && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
            rootMargin: '50% 0px',
          })
        : null
    function start() {
      observer?.disconnect()
      for (const type of WAKE_EVENTS) window.removeEventListener(type, start, true)
      for (const type of INTENT_EVENTS) element.removeEventListener(type, start)
      wake()
    }
    function holdClick(event: MouseEvent) {
      const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null
      if (!control || !element.contains(control)) return
      event.preventDefault()
      event.stopPropagation()
      heldClick = controls().indexOf(control)
      start()
    }
    onHydrated = () => {
      window.removeEventListener('click', holdClick, true)
      const control = controls()[heldClick]
      if (control instanceof HTMLElement) control.click()
    }
    for (const child of element.children) observer?.observe(child)
    for (const type of WAKE_EVENTS) window.addEventListener(type, start, { capture: true, passive: true })
    for (const type of INTENT_EVENTS) element.addEventListener(type, start, { passive: true })
    // On window, capturing: React stops a click on markup it has not hydrated at the document.
    window.addEventListener('click', holdClick, true)
    return woken.then(loadOnce)
  }

  function Content(props: Props) {
    const markup =
      resolved || typeof document === 'undefined'
        ? null
        : document.querySelector<HTMLElement>(`[data-island="${name}"]`)
    if (markup && !waiting) waiting = whenWanted(markup)
    const Component = resolved ?? use(waiting ?? loadOnce())
    useEffect(() => {
      // A visible marker of the island's state, for people debugging and for the browser tests.
      document.querySelector(`[data-island="${name}"]`)?.setAttribute('data-hydrated', '')
      onHydrated()
      onHydrated = () => {}
    }, [])
    return <Component {...props} />
  }

  function Island(props: Props) {
    return (
      <div data-island={name} className={wrapper}>
        <Suspense fallback={null}>
          <Content {...props} />
        </Suspense>
      </div>
    )
  }
  Island.displayName = `Island(${name})`
  return Island
}
