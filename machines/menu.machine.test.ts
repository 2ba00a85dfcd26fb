import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { menuMachine } from './menu.machine'
import { menuModel } from './models/menu.model'
import { coverage, transitionPaths } from './models/paths'

function start() {
  const focusToggle = vi.fn()
  const actor = createActor(menuMachine.provide({ actions: { focusToggle } })).start()
  return { actor, focusToggle }
}

describe('menu machine', () => {
  it('starts closed and toggles open and closed', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'menu.toggle' })
    expect(actor.getSnapshot().value).toBe('open')
    actor.send({ type: 'menu.toggle' })
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('Escape closes the menu and returns focus to the toggle', () => {
    const { actor, focusToggle } = start()
    actor.send({ type: 'menu.toggle' })
    actor.send({ type: 'menu.escape' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(focusToggle).toHaveBeenCalledTimes(1)
  })

  it('following a link or clicking outside closes without stealing focus', () => {
    for (const type of ['menu.navigate', 'menu.clickOutside', 'menu.close'] as const) {
      const { actor, focusToggle } = start()
      actor.send({ type: 'menu.toggle' })
      actor.send({ type })
      expect(actor.getSnapshot().value).toBe('closed')
      expect(focusToggle).not.toHaveBeenCalled()
    }
  })

  it('ignores close events while closed (Escape does not move focus when nothing is open)', () => {
    const { actor, focusToggle } = start()
    actor.send({ type: 'menu.escape' })
    actor.send({ type: 'menu.navigate' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(focusToggle).not.toHaveBeenCalled()
  })
})

describe("menu machine: the oracle model's paths (machines/models/menu.model.ts)", () => {
  const paths = transitionPaths(menuModel)

  it('walk every state and transition of the model', () => {
    expect(coverage(menuModel, paths)).toEqual({ states: '2/2', transitions: '7/7' })
  })

  for (const path of paths) {
    it(path.map((s) => menuModel.eventText[s.event]).join(' → '), () => {
      const { actor, focusToggle } = start()
      for (const step of path) {
        const focusBefore = focusToggle.mock.calls.length
        actor.send({ type: `menu.${step.event}` })
        expect(actor.getSnapshot().value).toBe(step.to)
        expect(focusToggle.mock.calls.length - focusBefore).toBe(step.effects?.focusToggle ? 1 : 0)
      }
    })
  }
})
