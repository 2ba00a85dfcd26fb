import { Store } from '@tanstack/store'
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { type MenuEventType, type MenuState, menuTransition } from '../../../machines/menu.transitions'

/**
 * Wires the menu's statechart (`machines/menu.transitions.ts`, the table the XState menu machine is built
 * from) to a toggle button and its panel: Escape and outside clicks close it, and Escape returns focus to
 * the toggle. It runs with the header's own code and without XState's runtime (decision 235), so the first
 * tap on a toggle finds it running (issue 26: a lazy machine lost taps made while it loaded).
 */
export function useMenu() {
  const toggleRef = useRef<HTMLButtonElement>(null)
  const containerRef = useRef<HTMLDivElement>(null)
  const panelId = useId()
  const [menu] = useState(() => new Store<MenuState>('closed'))
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = menu.subscribe(() => onChange())
      return () => subscription.unsubscribe()
    },
    [menu],
  )
  const isOpen = useSyncExternalStore(
    subscribe,
    () => menu.state === 'open',
    () => false,
  )
  const send = useCallback(
    (type: MenuEventType) => {
      const transition = menuTransition(menu.state, type)
      if (!transition) return
      menu.setState(() => transition.target)
      if (transition.actions === 'focusToggle') toggleRef.current?.focus()
    },
    [menu],
  )

  useEffect(() => {
    if (!isOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') send('menu.escape')
    }
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) send('menu.clickOutside')
    }
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null
      if (next && !containerRef.current?.contains(next)) send('menu.close')
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
      onClick: () => send('menu.toggle'),
    },
    panelProps: { id: panelId, hidden: !isOpen },
    /** Put on every link inside the panel. */
    onNavigate: () => send('menu.navigate'),
  }
}
