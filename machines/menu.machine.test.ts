import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { menuMachine } from './menu.machine'

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

describe('menu machine: model-based paths', () => {
  const model = createTestModel(menuMachine, {
    events: [
      { type: 'menu.toggle' },
      { type: 'menu.close' },
      { type: 'menu.escape' },
      { type: 'menu.navigate' },
      { type: 'menu.clickOutside' },
    ],
  })
  const paths = model.getShortestPaths()

  it('covers every state and every transition', () => {
    const transitions = new Set(
      paths.flatMap((p) =>
        p.steps.map((s, i) => `${JSON.stringify(p.steps[i - 1]?.state.value ?? 'closed')} ${s.event.type}`),
      ),
    )
    const states = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))))
    expect(states).toEqual(new Set(['"closed"', '"open"']))
    // closed --toggle--> open, and five ways out of open
    for (const type of ['menu.toggle', 'menu.close', 'menu.escape', 'menu.navigate', 'menu.clickOutside']) {
      expect(transitions.has(`"open" ${type}`)).toBe(true)
    }
    expect(transitions.has('"closed" menu.toggle')).toBe(true)
  })

  for (const path of paths) {
    it(path.description, async () => {
      const { actor, focusToggle } = start()
      let escapes = 0
      await path.test({
        states: {
          open: () => expect(actor.getSnapshot().value).toBe('open'),
          closed: () => {
            expect(actor.getSnapshot().value).toBe('closed')
            expect(focusToggle).toHaveBeenCalledTimes(escapes)
          },
        },
        events: {
          'menu.escape': () => {
            escapes += 1
            actor.send({ type: 'menu.escape' })
          },
          'menu.toggle': () => actor.send({ type: 'menu.toggle' }),
          'menu.close': () => actor.send({ type: 'menu.close' }),
          'menu.navigate': () => actor.send({ type: 'menu.navigate' }),
          'menu.clickOutside': () => actor.send({ type: 'menu.clickOutside' }),
        },
      })
    })
  }
})
