import { describe, expect, it } from 'vitest'
import { playwrightTimings, slowest, vitestTimings } from './test-timings-read'

describe('test timings', () => {
  it('reads vitest and nested Playwright reports, and ranks tests and files by time', () => {
    const unit = vitestTimings(
      {
        testResults: [
          {
            name: '/repo/server/a.test.ts',
            assertionResults: [
              { ancestorTitles: ['store'], title: 'keeps a lead', duration: 120 },
              { ancestorTitles: [], title: 'skipped', duration: null },
            ],
          },
        ],
      },
      '/repo',
    )
    const browser = playwrightTimings(
      {
        suites: [
          {
            title: 'forms.spec.ts',
            file: 'forms.spec.ts',
            specs: [{ title: 'top', tests: [{ projectName: 'desktop', results: [{ duration: 50 }] }] }],
            suites: [
              {
                title: 'dialog',
                specs: [
                  {
                    title: 'retried',
                    file: 'forms.spec.ts',
                    tests: [{ projectName: 'mobile', results: [{ duration: 900 }, { duration: 800 }] }],
                  },
                ],
              },
            ],
          },
        ],
      },
      'core',
    )
    expect(unit[0]).toEqual({ runner: 'vitest', file: 'server/a.test.ts', title: 'store › keeps a lead', ms: 120 })
    expect(browser.map((t) => t.title)).toEqual([
      '[desktop] top',
      '[mobile] dialog › retried',
      '[mobile] dialog › retried',
    ])
    const ranked = slowest([...unit, ...browser], 2)
    expect(ranked.tests.map((t) => t.ms)).toEqual([900, 800])
    expect(ranked.files[0]).toEqual({ runner: 'playwright core', file: 'tests/forms.spec.ts', ms: 1750, count: 3 })
    expect(ranked.totals).toEqual([
      ['playwright core', 1750],
      ['vitest', 120],
    ])
  })
})
