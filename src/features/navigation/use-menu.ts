import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useId, useRef } from 'react'
import { menuMachine } from '../../../machines/menu.machine'

/**
 * Wires the menu machine to a toggle button and its panel: Escape and outside clicks close it,
 * and Escape returns focus to the toggle. The machine comes with the header's own code, so the
 * first tap on a toggle finds it running (issue 26: a lazy machine lost taps made while it loaded).
 */
export function useMenu() {
  const toggleRef = useRef<HTMLButtonElement>(null)
  const containerRef = useRef<HTMLDivElement>(null)
  const panelId = useId()
  const actor = useActorRef(menuMachine.provide({ actions: { focusToggle: () => void toggleRef.current?.focus() } }))
  const isOpen = useSelector(actor, (snapshot) => snapshot.matches('open'))

  useEffect(() => {
    if (!isOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') actor.send({ type: 'menu.escape' })
    }
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) actor.send({ type: 'menu.clickOutside' })
    }
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null
      if (next && !containerRef.current?.contains(next)) actor.send({ type: 'menu.close' })
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
  }, [isOpen, actor])

  return {
    isOpen,
    containerRef,
    toggleProps: {
      ref: toggleRef,
      type: 'button' as const,
      'aria-expanded': isOpen,
      'aria-controls': panelId,
      onClick: () => actor.send({ type: 'menu.toggle' }),
    },
    panelProps: { id: panelId, hidden: !isOpen },
    /** Put on every link inside the panel. */
    onNavigate: () => actor.send({ type: 'menu.navigate' }),
  }
}
