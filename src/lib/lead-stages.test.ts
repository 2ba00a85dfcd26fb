import { describe, expect, it } from 'vitest'
import { leadStages, stageMoveProblem, stageMoves } from './lead-stages'

describe('the stages and their moves', () => {
  it('move only between known stages, never to the same one, and every stage has a way out', () => {
    for (const from of leadStages) {
      expect(stageMoves[from].length, from).toBeGreaterThan(0)
      for (const to of stageMoves[from]) {
        expect(leadStages).toContain(to)
        expect(to).not.toBe(from)
        expect(stageMoveProblem(from, to)).toBeNull()
      }
    }
  })

  it('undo "not a fit" and bring an archived lead back, and say why a move is refused', () => {
    expect(stageMoves['not-fit']).toEqual(expect.arrayContaining(['new', 'contacted']))
    expect(stageMoves.archived.length).toBeGreaterThan(0)
    expect(stageMoveProblem('contacted', 'archived')).toBe('Only a lead that is won or not a fit can be archived.')
    expect(stageMoveProblem('won', 'won')).toBe('This lead is already won.')
  })
})
