// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatTable, kb, ms, percentile } from './bench-format'

describe('formatTable', () => {
  it('pads columns to the widest cell: text left, figures right, no trailing spaces', () => {
    expect(
      formatTable(
        ['figure', 'current', 'baseline', 'budget'],
        [
          ['first-load JS', kb(104_200), kb(99_000), 'MET'],
          ['TBT', ms(34), ms(1400), ''],
        ],
      ),
    ).toEqual([
      'figure          current  baseline  budget',
      'first-load JS  104.2 kB   99.0 kB  MET',
      'TBT               34 ms    1.40 s',
    ])
  })

  it('left-aligns as many leading text columns as asked', () => {
    expect(
      formatTable(
        ['', 'figure', 'current', 'budget'],
        [
          ['/', 'TBT', '34 ms', 'MET'],
          ['', 'CLS', '0', 'MET'],
        ],
        2,
      ),
    ).toEqual(['   figure  current  budget', '/  TBT       34 ms  MET', '   CLS           0  MET'])
  })
})

describe('percentile (nearest rank)', () => {
  it('takes the 8th of 10 for p75 and sorts "never" last', () => {
    expect(percentile([10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 0.75)).toBe(80)
    expect(percentile([Number.POSITIVE_INFINITY, 100, 200, 300], 0.75)).toBe(300)
    expect(percentile([], 0.75)).toBeNull()
  })
})
