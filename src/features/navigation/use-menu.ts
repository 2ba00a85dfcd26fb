import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import type { MenuEvent } from '../../../machines/menu.machine'
import { whenInteractive } from '../../lib/when-interactive'
import type { MenuActor } from './menu-actor'

// XState is not part of the first paint: the menu machine comes with the rest of the interactive code
// (when the browser is idle, or on the first intent); a click before then waits for it.
let loadMenuActor: Promise<typeof import('./menu-actor')> | null = null
const loadActor = () => {
  loadMenuActor ??= whenInteractive().then(() => import('./menu-actor'))
  return loadMenuActor
}

const noSubscription = () => () => {}

/**
 * Wires the menu machine to a toggle button and its panel: Escape and outside clicks close it,
 * and Escape returns focus to the toggle.
 */
export function useMenu() {
  const toggleRef = useRef<HTMLButtonElement>(null)
  const containerRef = useRef<HTMLDivElement>(null)
  const panelId = useId()
  const [actor, setActor] = useState<MenuActor | null>(null)
  // Two quick events before the first actor is in state must not start a second one.
  const starting = useRef<Promise<MenuActor> | null>(null)

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return noSubscription()
      const subscription = actor.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  const isOpen = useSyncExternalStore(
    subscribe,
    () => actor?.getSnapshot().matches('open') ?? false,
    () => false,
  )

  // Fetched with the rest of the interactive code, so the first click finds the machine here.
  useEffect(() => void loadActor(), [])

  useEffect(
    () => () => {
      actor?.stop()
    },
    [actor],
  )

  const send = useCallback(
    async (event: MenuEvent) => {
      let running = actor
      if (!running) {
        starting.current ??= loadActor().then(({ startMenuActor }) => {
          const started = startMenuActor(() => toggleRef.current?.focus())
          setActor(started)
          return started
        })
        running = await starting.current
      }
      running.send(event)
    },
    [actor],
  )

  useEffect(() => {
    if (!isOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') void send({ type: 'menu.escape' })
    }
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) void send({ type: 'menu.clickOutside' })
    }
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null
      if (next && !containerRef.current?.contains(next)) void send({ type: 'menu.close' })
    }
    const container = containerRef.current
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    container?.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
      container?.removeEventListener('focusout', onFocusOut)
    }
  }, [isOpen, send])

  return {
    isOpen,
    containerRef,
    toggleProps: {
      ref: toggleRef,
      type: 'button' as const,
      'aria-expanded': isOpen,
      'aria-controls': panelId,
      onClick: () => void send({ type: 'menu.toggle' }),
    },
    panelProps: { id: panelId, hidden: !isOpen },
    /** Put on every link inside the panel. */
    onNavigate: () => void send({ type: 'menu.navigate' }),
  }
}
