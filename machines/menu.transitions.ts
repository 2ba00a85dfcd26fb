/**
 * The disclosure menu's statechart as plain data (the mobile menu and the header's Services and Branding
 * menus). The XState machine (`menu.machine.ts`, which QA's model paths drive) is built from this table,
 * and the header runs the same table without XState's runtime (decision 235): every page's first load
 * carries the header, and two states do not need 14 kB of interpreter.
 *
 * WAI-ARIA disclosure pattern: a button with aria-expanded shows or hides a list of links. Escape closes
 * and returns focus to the toggle; following a link, clicking outside or moving focus out closes.
 */
export type MenuState = 'closed' | 'open'

export type MenuEventType = 'menu.toggle' | 'menu.close' | 'menu.escape' | 'menu.navigate' | 'menu.clickOutside'

export interface MenuTransition {
  target: MenuState
  /** Provided by the UI: move focus back to the button that opened the menu. */
  actions?: 'focusToggle'
}

/** What each event does in each state; an event a state does not list is ignored there. */
export const menuTransitions = {
  closed: {
    'menu.toggle': { target: 'open' },
  },
  open: {
    'menu.toggle': { target: 'closed' },
    'menu.close': { target: 'closed' },
    'menu.escape': { target: 'closed', actions: 'focusToggle' },
    'menu.navigate': { target: 'closed' },
    'menu.clickOutside': { target: 'closed' },
  },
} as const satisfies Record<MenuState, Partial<Record<MenuEventType, MenuTransition>>>

/** The transition an event takes from a state, or null where the state ignores it. */
export function menuTransition(state: MenuState, type: MenuEventType): MenuTransition | null {
  const on: Partial<Record<MenuEventType, MenuTransition>> = menuTransitions[state]
  return on[type] ?? null
}
