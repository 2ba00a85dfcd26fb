import { describe, expect, it } from 'vitest'
import { type MenuEventType, type MenuState, menuTransition } from './menu.transitions'
import { type MenuEvent, menuModel } from './models/menu.model'

/**
 * The table the header runs (decision 235) against the oracle model, written from design.md's navigation
 * rules: in every state, each event goes where the model says, and only Escape from an open menu moves focus.
 */
describe("menu table: every state and event, against the oracle model's transitions", () => {
  const states: MenuState[] = ['closed', 'open']
  const events = Object.keys(menuModel.eventText) as MenuEvent[]
  for (const state of states)
    for (const event of events)
      it(`${state}, ${menuModel.eventText[event]}`, () => {
        const expected = menuModel.transitions[state]?.[event]
        const transition = menuTransition(state, `menu.${event}` as MenuEventType)
        expect(transition?.target ?? state).toBe(expected?.to ?? state)
        expect(transition?.actions === 'focusToggle').toBe(expected?.effects?.focusToggle === true)
      })
})
