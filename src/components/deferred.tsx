/**
 * The one way code arrives after the page's own (decision 016).
 *
 * The page hydrates whole, at once. A few parts need code the first paint should not wait for: the
 * lead forms' form library, schema and machines, the dialogs, the menus' machine. That code is
 * fetched when the browser is first idle, or at once on the visitor's first pointer, key, touch or
 * focus: `whenInteractive()`.
 *
 * A part made with `deferred()` is server-rendered in full. While its code is on the way, React keeps
 * its server markup as it is (a dehydrated Suspense boundary) and hydrates it when the code arrives:
 * React's own selective hydration. Nothing is replayed by hand. A tap that lands on it before then
 * does what the HTML does on its own: a link navigates, a form posts to the lead function.
 */
import { type ComponentType, memo, type ReactNode, Suspense, use, useEffect } from 'react'
import { css } from 'styled-system/css'
import { whenInteractive } from '../lib/when-interactive'

const loaders = new Set<() => Promise<unknown>>()

/** Loads every deferred part, so the server renders them in full (the prerender and the lead function). */
export async function preloadDeferred(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()))
}

/**
 * A part whose code comes with `whenInteractive()`. `fallback` shows only where there is no server
 * markup to keep: a page reached by a client-side navigation before the code has arrived.
 */
/**
 * A promise that records its outcome on itself, as React's `use` reads it: once settled, `use` returns
 * its value without suspending again (a client-side navigation to a page whose part's code is here).
 */
function settledInPlace<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown }
  tracked.status = 'pending'
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled'
      tracked.value = value
    },
    (reason) => {
      tracked.status = 'rejected'
      tracked.reason = reason
    },
  )
  return tracked
}

export type DeferredPart<Props extends object> = ComponentType<Props> & {
  /** Fetch the code now: a route loader calls it so a client-side navigation renders the part whole. */
  preload(): Promise<unknown>
}

/** The wrapper adds no box: the part's own elements lay out (and stick) as if it were not there. */
const wrapper = css({ display: 'contents' })

export function deferred<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): DeferredPart<Props> {
  let resolved: ComponentType<Props> | undefined
  let loading: Promise<ComponentType<Props>> | undefined
  let waiting: Promise<ComponentType<Props>> | undefined
  const loadOnce = () => {
    loading ??= load().then((component) => {
      resolved = component
      return component
    })
    return loading
  }
  loaders.add(loadOnce)

  /** The one promise every browser render passes to `use`, with its outcome readable at once. */
  const waitingForCode = () => {
    waiting ??= settledInPlace(whenInteractive().then(loadOnce))
    return waiting
  }
  // Fetched when the gate opens, not when React comes round to hydrating the part (which it does at
  // a low priority): the header's code should not wait behind anything.
  if (typeof window !== 'undefined') void waitingForCode()

  function Part(props: Props) {
    // The server renders after `preloadDeferred()`: the code is there. In the browser the part always
    // reads the same promise with `use`, whether or not it has settled: a component must take the same
    // path when React replays it after a suspension (React error 467 otherwise).
    const Component = typeof window === 'undefined' ? (resolved ?? use(loadOnce())) : use(waitingForCode())
    useEffect(() => {
      // A visible marker that the part is live, for people debugging and for the browser tests.
      for (const element of document.querySelectorAll(`[data-deferred="${name}"]`))
        element.setAttribute('data-hydrated', '')
    }, [])
    return <Component {...props} />
  }

  // Memoised: a parent re-rendering with the same props (the home page when the payment return cleans
  // its query string) must leave a part still waiting for its code alone. Given new props, React gives
  // up on the part's server markup and shows the fallback instead (the contact form became "Loading the
  // form…" in the query-string test).
  const Deferred = memo(function Deferred(props: Props) {
    return (
      <div data-deferred={name} className={wrapper}>
        <Suspense fallback={fallback}>
          <Part {...props} />
        </Suspense>
      </div>
    )
  })
  return Object.assign(Deferred, { preload: loadOnce }) as unknown as DeferredPart<Props>
}
