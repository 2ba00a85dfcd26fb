import { setup } from 'xstate'
import { type MenuEventType, menuTransitions } from './menu.transitions'

/** The disclosure menu as an XState machine, built from its table (`menu.transitions.ts`). */
export type MenuEvent = { type: MenuEventType }

// Stryker disable ObjectLiteral: types are for TypeScript only; use-menu.ts and the tests provide focusToggle (equivalent)
const menuSetup = setup({
  types: { events: {} as MenuEvent },
  actions: {
    // Provided by the UI: move focus back to the button that opened the menu.
    focusToggle: () => {},
  },
})
// Stryker restore ObjectLiteral

export const menuMachine = menuSetup.createMachine({
  // Stryker disable next-line StringLiteral: no #menu target or devtools reads the machine's id (equivalent)
  id: 'menu',
  initial: 'closed',
  states: {
    closed: { on: menuTransitions.closed },
    open: { on: menuTransitions.open },
  },
})
