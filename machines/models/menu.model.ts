import type { Model } from './paths'

/** The oracle of a disclosure menu (WAI-ARIA APG disclosure pattern), from design.md's navigation rules. */
export type MenuState = 'closed' | 'open'
export type MenuEvent = 'toggle' | 'close' | 'escape' | 'navigate' | 'clickOutside'
export interface MenuEffects {
  /** Focus goes back to the menu button (after Escape). */
  focusToggle?: true
}

export const menuModel: Model<MenuState, MenuEvent, MenuEffects> = {
  name: 'Mobile menu and header menus (disclosure)',
  initial: 'closed',
  states: {
    closed: { description: 'the button says collapsed and the links are hidden' },
    open: { description: 'the button says expanded and the links show' },
  },
  transitions: {
    // Escape means nothing while the menu is closed: focus stays where it is.
    closed: { toggle: { to: 'open' }, escape: { to: 'closed' } },
    open: {
      toggle: { to: 'closed' },
      close: { to: 'closed' },
      escape: { to: 'closed', effects: { focusToggle: true } },
      navigate: { to: 'closed' },
      clickOutside: { to: 'closed' },
    },
  },
  eventText: {
    toggle: 'press the menu button',
    close: 'move focus out of the menu (Tab past its last link)',
    escape: 'press Escape',
    navigate: 'follow a link in the menu',
    clickOutside: 'click outside the menu',
  },
}
