import { setup } from 'xstate'

/**
 * A disclosure menu: the mobile menu and the header's Services and Branding menus.
 * WAI-ARIA disclosure pattern: a button with aria-expanded shows or hides a list of links.
 * Escape closes and returns focus to the toggle; following a link or clicking outside closes.
 */
export type MenuEvent =
  | { type: 'menu.toggle' }
  | { type: 'menu.close' }
  | { type: 'menu.escape' }
  | { type: 'menu.navigate' }
  | { type: 'menu.clickOutside' }

export const menuMachine = setup({
  types: { events: {} as MenuEvent },
  actions: {
    // Provided by the UI: move focus back to the button that opened the menu.
    focusToggle: () => {},
  },
}).createMachine({
  id: 'menu',
  initial: 'closed',
  states: {
    closed: {
      on: { 'menu.toggle': 'open' },
    },
    open: {
      on: {
        'menu.toggle': 'closed',
        'menu.close': 'closed',
        'menu.escape': { target: 'closed', actions: 'focusToggle' },
        'menu.navigate': 'closed',
        'menu.clickOutside': 'closed',
      },
    },
  },
})
