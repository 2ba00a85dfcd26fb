/**
 * The one way code arrives after the page's own (decision 016): `React.lazy` behind the one gate,
 * `whenInteractive()` (the browser's first idle moment, or the visitor's first pointer, key, touch or
 * focus), or its intent-only moment, `whenIntent()`, for the lead forms (decision 201).
 *
 * A part made with `deferred()` is server-rendered in full. While its code is on the way, React keeps
 * its server markup as it is (a dehydrated Suspense boundary) and hydrates it when the code arrives:
 * React's own selective hydration. Nothing is replayed by hand. A tap that lands on it before then
 * does what the HTML does on its own: a link navigates, a form posts to the lead function.
 */
import { type ComponentType, lazy, memo, type ReactNode, Suspense, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { whenIntent, whenInteractive } from '../lib/when-interactive'

const loaders = new Set<() => Promise<unknown>>()

/** Loads every deferred part, so the server renders them in full (the prerender and the lead function). */
export async function preloadDeferred(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()))
}

export type DeferredPart<Props extends object> = ComponentType<Props> & {
  /** Fetch the code now: a route loader calls it so a client-side navigation renders the part whole. */
  preload(): Promise<unknown>
}

/** The wrapper adds no box: the part's own elements lay out (and stick) as if it were not there. */
const wrapper = css({ display: 'contents' })

export interface DeferredOptions {
  /** Shows only where there is no server markup to keep: a page reached by a client-side navigation
   * before the code has arrived. */
  fallback?: ReactNode
  /** `idle` (default): at the browser's first idle moment or the first intent. `intent`: only on the
   * visitor's first pointer, touch, key or focus (a part that works as plain HTML until then). */
  on?: 'idle' | 'intent'
}

/** A part whose code comes through the gate. */
export function deferred<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  { fallback = null, on = 'idle' }: DeferredOptions = {},
): DeferredPart<Props> {
  let resolved: ComponentType<Props> | undefined
  let loading: Promise<ComponentType<Props>> | undefined
  const loadOnce = () => {
    loading ??= load().then((component) => {
      resolved = component
      return component
    })
    return loading
  }
  loaders.add(loadOnce)

  /** The part with its code here. */
  function Loaded(props: Props) {
    useEffect(() => {
      // A visible marker that the part is live, for people debugging and for the browser tests.
      for (const element of document.querySelectorAll(`[data-deferred="${name}"]`))
        element.setAttribute('data-hydrated', '')
    }, [])
    const Component = resolved as ComponentType<Props>
    return <Component {...props} />
  }
  const Live = lazy(async () => {
    await (on === 'intent' ? whenIntent() : whenInteractive())
    await loadOnce()
    return { default: Loaded }
  })

  // Memoised: a parent re-rendering with the same props (the home page when the payment return cleans
  // its query string) must leave a part still waiting for its code alone. Given new props, React gives
  // up on the part's server markup and shows the fallback instead (the contact form became "Loading the
  // form…" in the query-string test).
  const Deferred = memo(function Deferred(props: Props) {
    // Once the code is here (the server renders after `preloadDeferred()`; a client-side navigation after
    // the route loader's `preload()`) the part renders at once, whatever the environment. Chosen once per
    // mount: switching from `Live` to `Loaded` on a later render would remount the part and lose what a
    // visitor typed in it.
    const [Part] = useState(() => (resolved ? Loaded : Live))
    return (
      <div data-deferred={name} data-on={on === 'intent' ? 'intent' : undefined} className={wrapper}>
        <Suspense fallback={fallback}>
          <Part {...props} />
        </Suspense>
      </div>
    )
  })
  return Object.assign(Deferred, { preload: loadOnce }) as unknown as DeferredPart<Props>
}
