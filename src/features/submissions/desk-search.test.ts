import { describe, expect, it } from 'vitest'
import { parseDeskSearch, parseReportSearch } from './desk-search'

describe('the desk filters in the address', () => {
  it('keeps every filter the desk understands', () => {
    const search = {
      q: 'Sam Taylor',
      form: 'sell-business',
      stage: 'not-fit',
      owner: 'me',
      from: '2026-11-01',
      to: '2026-11-30',
    }
    expect(parseDeskSearch(search)).toEqual(search)
    expect(parseDeskSearch({ owner: '0b6f1c52-3f7e-4c1a-9a55-0d5e1f0c9a11' })).toEqual({
      owner: '0b6f1c52-3f7e-4c1a-9a55-0d5e1f0c9a11',
    })
  })

  it('drops what it does not understand, one filter at a time, and never throws', () => {
    expect(
      parseDeskSearch({
        q: 'x'.repeat(201),
        form: 'Sell Business!',
        stage: 'lost',
        owner: 'someone',
        from: '1 Nov 2026',
        to: 20261130,
        page: '2',
      }),
    ).toEqual({})
    expect(parseDeskSearch({ q: 12345, stage: 'won' })).toEqual({ stage: 'won' })
  })
})

describe("the promise report's days in the address", () => {
  it('keeps well-formed days and drops the rest, so an old or mistyped address still opens the report', () => {
    expect(parseReportSearch({ from: '2026-10-01', to: '2026-10-31' })).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    })
    expect(parseReportSearch({ from: '1 Oct', to: 20261031, stage: 'won' })).toEqual({})
    expect(parseReportSearch({ to: '2026-10-31' })).toEqual({ to: '2026-10-31' })
  })
})
