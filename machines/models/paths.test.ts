import { describe, expect, it } from 'vitest'
import { getNextSnapshot } from 'xstate'
import { leadFormCases } from './lead-form-cases'
import { menuModel } from './menu.model'
import { coverage, coveringTours, type Model, modelMachine, transitionPaths } from './paths'
import { resendQueueModel } from './resend-queue.model'

const models = [...leadFormCases.map((c) => c.model), menuModel, resendQueueModel] as Model<string, string, unknown>[]

describe('covering tours', () => {
  for (const model of models) {
    it(`${model.name}: walk every transition in legal steps from the initial state, in fewer page loads`, () => {
      const tours = coveringTours(model, 10)
      const all = coverage(model, transitionPaths(model))
      expect(coverage(model, tours)).toEqual(all)
      expect(tours.length).toBeLessThanOrEqual(transitionPaths(model).length)
      for (const tour of tours) {
        expect(tour[0]?.from).toBe(model.initial)
        for (const [i, step] of tour.entries()) {
          expect(model.transitions[step.from]?.[step.event]?.to).toBe(step.to)
          if (i > 0) expect(step.from).toBe(tour[i - 1]?.to)
        }
      }
    })
  }

  it('reports a transition no tour can reach', () => {
    const model: Model<'a' | 'b' | 'c', 'go', undefined> = {
      name: 'broken',
      initial: 'a',
      states: { a: { description: 'a' }, b: { description: 'b' }, c: { description: 'c' } },
      transitions: { a: { go: { to: 'b' } }, b: {}, c: { go: { to: 'a' } } },
      eventText: { go: 'go' },
    }
    expect(() => coveringTours(model)).toThrow(/c>go cannot be reached/)
  })
})

describe('the model as a machine for xstate/graph', () => {
  for (const model of models) {
    it(`${model.name}: takes exactly the rows of the table, and nothing else`, () => {
      const machine = modelMachine(model)
      for (const [state, row] of Object.entries(model.transitions)) {
        const at = machine.resolveState({ value: state, context: {} })
        for (const event of Object.keys(model.eventText)) {
          const next = getNextSnapshot(machine, at, { type: event })
          expect(next.value, `${state} > ${event}`).toBe(row[event]?.to ?? state)
        }
      }
    })
  }
})
