import { createActor } from 'xstate'
import { menuMachine } from '../../../machines/menu.machine'

/** One running menu machine, with focus return wired to its toggle. Loaded on first intent. */
export function startMenuActor(focusToggle: () => void) {
  return createActor(menuMachine.provide({ actions: { focusToggle } })).start()
}

export type MenuActor = ReturnType<typeof startMenuActor>
