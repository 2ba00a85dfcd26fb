import { describe, expect, it } from 'vitest'
import {
  evenestAttempt,
  formatTable,
  kb,
  lighthouseRunsFor,
  ms,
  percentile,
  ratio,
  retakesFor,
  sharedRouteTbt,
  sideBySideRow,
  speedSpread,
  unevenPairs,
} from './bench-format'

describe('ratio (current / baseline)', () => {
  it.each([
    [34, 14, '2.43'],
    [99, 100, '0.99'],
    [104_200, 101_900, '1.02'],
    [0, 0, '1.00'],
    [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, '1.00'],
    [0.01, 0, 'n/a'],
    [Number.POSITIVE_INFINITY, 300, 'n/a'],
    [300, Number.POSITIVE_INFINITY, 'n/a'],
    [null, 14, '—'],
    [34, null, '—'],
  ])('%s / %s is %s', (current, baseline, expected) => {
    expect(ratio(current, baseline)).toBe(expected)
  })
})

describe('a side-by-side row', () => {
  it('shows both figures, the ratio and the verdict', () => {
    expect(sideBySideRow({ label: '/', figure: 'TBT', current: 34, baseline: 14, show: ms, budget: 'MET' })).toEqual([
      '/',
      'TBT',
      '34 ms',
      '14 ms',
      '2.43',
      'MET',
    ])
  })

  it('shows "—" for a build without the route or link, and no ratio', () => {
    expect(sideBySideRow({ label: '/new', figure: 'TBT', current: 20, baseline: undefined, show: ms })).toEqual([
      '/new',
      'TBT',
      '20 ms',
      '—',
      '—',
      '',
    ])
    expect(sideBySideRow({ label: '/old', figure: 'TBT', current: undefined, baseline: 20, show: ms })[2]).toBe('—')
  })

  it('keeps "n/a" for a figure the build has but could not measure', () => {
    expect(sideBySideRow({ label: '/', figure: 'LCP', current: null, baseline: 900, show: ms }).slice(2, 5)).toEqual([
      'n/a',
      '900 ms',
      '—',
    ])
  })
})

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

describe('Lighthouse runs per route (BENCH_RUNS)', () => {
  it('runs every route once and `/` three times by default, and BENCH_RUNS times each when set', () => {
    expect(lighthouseRunsFor('/pricing', undefined)).toBe(1)
    expect(lighthouseRunsFor('/', undefined)).toBe(3)
    expect(lighthouseRunsFor('/pricing', '5')).toBe(5)
    expect(lighthouseRunsFor('/', '5')).toBe(5)
    expect(lighthouseRunsFor('/', '2')).toBe(3)
    expect(lighthouseRunsFor('/pricing', 'x')).toBe(1)
  })
})

describe('TBT over the routes both builds have', () => {
  const run = (path: string, tbtMs: number | null, n = 1, benchmarkIndex: number | null = 2000) => ({
    path,
    run: n,
    tbtMs,
    benchmarkIndex,
  })

  it('takes each route’s median, then the median over routes, and counts where each build read lower', () => {
    const current = [run('/', 10, 1), run('/', 90, 2), run('/', 30, 3), run('/a', 100), run('/b', 5), run('/new', 1)]
    const baseline = [run('/', 20, 1), run('/', 40, 2), run('/', 60, 3), run('/a', 50), run('/b', 5), run('/old', 0)]
    expect(sharedRouteTbt(current, baseline)).toEqual({
      routes: 3,
      currentMedianMs: 30,
      baselineMedianMs: 40,
      lowerOn: 1,
      higherOn: 1,
    })
  })

  it('leaves out a route one build could not measure', () => {
    expect(sharedRouteTbt([run('/', null), run('/a', 7)], [run('/', 3), run('/a', 9)])).toMatchObject({
      routes: 1,
      currentMedianMs: 7,
    })
  })
})

describe('pairs measured at different host speeds', () => {
  const run = (path: string, n: number, benchmarkIndex: number | null) => ({ path, run: n, tbtMs: 0, benchmarkIndex })

  it('names the pairs whose benchmarkIndex differ by more than a quarter', () => {
    const current = [run('/', 1, 2000), run('/', 2, 1100), run('/a', 1, 2000), run('/b', 1, null)]
    const baseline = [run('/', 1, 1700), run('/', 2, 2100), run('/a', 1, 2600), run('/b', 1, 2000)]
    expect(unevenPairs(current, baseline)).toEqual({ pairs: 3, uneven: ['/', '/a'] })
  })
})

describe('a pair taken again when its speeds were uneven', () => {
  it('measures the spread as the faster over the slower, unknown when either speed is', () => {
    expect(speedSpread(1000, 1500)).toBe(1.5)
    expect(speedSpread(1500, 1000)).toBe(1.5)
    expect(speedSpread(null, 1000)).toBeNull()
    expect(speedSpread(1000, undefined)).toBeNull()
  })

  it('takes a pair again twice by default, as BENCH_RETAKES says, never fewer than none', () => {
    expect(retakesFor(undefined)).toBe(2)
    expect(retakesFor('0')).toBe(0)
    expect(retakesFor('5')).toBe(5)
    expect(retakesFor('-1')).toBe(0)
    expect(retakesFor('many')).toBe(2)
  })

  it('keeps the attempt taken at even speeds, else the most even one, else the first', () => {
    const attempt = (name: string, spread: number | null) => ({ name, spread })
    expect(evenestAttempt([attempt('a', 1.6), attempt('b', 1.1)]).name).toBe('b')
    expect(evenestAttempt([attempt('a', 1.6), attempt('b', 1.3), attempt('c', 1.9)]).name).toBe('b')
    expect(evenestAttempt([attempt('a', null), attempt('b', 1.4)]).name).toBe('b')
    expect(evenestAttempt([attempt('a', null), attempt('b', null)]).name).toBe('a')
    expect(() => evenestAttempt([])).toThrow()
  })
})
