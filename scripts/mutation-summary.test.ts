import { describe, expect, it } from 'vitest'
import {
  currentReasons,
  fullReason,
  type MutationReport,
  type ReportMutant,
  summary,
  uncommittedFiles,
  withoutStaticSurvivors,
} from './mutation-summary'

const mutant = (id: string, status: string, line: number, extra: Partial<ReportMutant> = {}): ReportMutant => ({
  id,
  mutatorName: 'ConditionalExpression',
  replacement: 'true',
  status,
  location: { start: { line, column: 3 } },
  ...extra,
})

const report: MutationReport = {
  files: {
    'src/lib/a.ts': {
      source: 'const a = 1\nif (a > 0) go()\nif (b | c) stop()\n',
      mutants: [
        mutant('1', 'Killed', 1),
        mutant('2', 'Killed', 2),
        mutant('3', 'Timeout', 2),
        mutant('4', 'Survived', 2),
        mutant('5', 'NoCoverage', 3),
        mutant('6', 'Ignored', 3, { statusReason: 'equivalent: both branches stop' }),
      ],
    },
  },
}
const facts = { date: '2026-11-27T10:00:00.000Z', commit: 'abc1234 (x)', uncommitted: [], command: 'c', seconds: 90 }

describe('the mutation summary (reports/mutation/README.md)', () => {
  const text = summary(report, facts, { 'src/lib/a.ts:2 ConditionalExpression': 'the guard is checked again below' })

  it('gives the date, commit, the score and the harsh score with ignored mutants as survivors', () => {
    expect(text).toContain('- **Date:** 2026-11-27T10:00:00.000Z')
    expect(text).toContain('- **Commit:** abc1234 (x)\n')
    // 3 detected of 5 valid; with the ignored one counted as a survivor, 3 of 6.
    expect(text).toContain('- **Mutation score:** 60.00 %')
    expect(text).toContain('as survivors:** 50.00 %')
    expect(text).toContain('| 6 | 2 | 1 | 1 | 1 | 1 | 0 | 0 |')
  })

  it('lists each survivor with its reason, flags one without, and escapes the line for the table', () => {
    expect(text).toContain(
      '| src/lib/a.ts:2 | Survived | ConditionalExpression | `if (a > 0) go()` | `true` | the guard',
    )
    expect(text).toContain(
      '| src/lib/a.ts:3 | NoCoverage | ConditionalExpression | `if (b \\| c) stop()` | `true` | **not explained yet** |',
    )
    expect(text).toContain(
      '| src/lib/a.ts:3 | Ignored | ConditionalExpression | `if (b \\| c) stop()` | `true` | equivalent: both branches stop |',
    )
  })
})

describe('the reasons kept for survivors (explained.json)', () => {
  it('keeps those of the current survivors and drops those whose mutant was killed or moved', () => {
    const reasons = {
      'src/lib/a.ts:2 ConditionalExpression': 'the guard is checked again below',
      'src/lib/a.ts:3 ConditionalExpression': 'no test reaches it',
      'src/lib/a.ts:1 ConditionalExpression': 'left from a killed mutant',
      'src/lib/a.ts:4 StringLiteral': 'left from a moved line',
    }
    expect(currentReasons(report, reasons)).toEqual({
      'src/lib/a.ts:2 ConditionalExpression': 'the guard is checked again below',
      'src/lib/a.ts:3 ConditionalExpression': 'no test reaches it',
    })
  })

  it('keeps those of files a narrowed run (`--mutate`) did not report', () => {
    const reasons = { 'server/json-body.ts:12 ConditionalExpression': 'the limit is checked again by the reader' }
    expect(currentReasons(report, reasons)).toEqual(reasons)
  })
})

describe('a disable reason written over several comment lines', () => {
  const source = [
    '// Stryker disable ObjectLiteral: the types exist for TypeScript only, and the actors never',
    '// run: every test provides them (equivalent).',
    'const x = setup({})',
    '// Stryker disable next-line BlockStatement: one line only',
    '// Stryker restore all',
  ].join('\n')

  it('reads whole in the summary, not cut at the first line as Stryker reports it', () => {
    expect(fullReason(source, 'the types exist for TypeScript only, and the actors never')).toBe(
      'the types exist for TypeScript only, and the actors never run: every test provides them (equivalent).',
    )
    expect(fullReason(source, 'one line only')).toBe('one line only')
    expect(fullReason(source, 'a reason not in the source')).toBe('a reason not in the source')
  })
})

describe('the incremental file before a run (decision 221)', () => {
  it('forgets the static mutants that survived, so tests added since can kill them; keeps every other result', () => {
    const file = {
      files: {
        'server/json-body.ts': {
          mutants: [
            { id: '1', static: true, status: 'Survived' },
            { id: '2', static: true, status: 'Killed' },
            { id: '3', static: true, status: 'Timeout' },
            { id: '4', static: false, status: 'Survived' },
            { id: '5', static: true, status: 'NoCoverage' },
            { id: '6', status: 'Killed' },
          ],
        },
      },
    }
    expect(withoutStaticSurvivors(file)).toBe(2)
    expect(file.files['server/json-body.ts'].mutants.map((m) => m.id)).toEqual(['2', '3', '4', '6'])
  })
})

describe('uncommittedFiles', () => {
  it('names each file of git status whole, the first line too when it starts with a space', () => {
    expect(uncommittedFiles(' M docs/decisions/221-a.md\n?? scripts/new.ts\nA  src/x.ts\n')).toEqual([
      'docs/decisions/221-a.md',
      'scripts/new.ts',
      'src/x.ts',
    ])
  })
})
