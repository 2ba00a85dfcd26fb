import { MutantRunStatus, TestStatus, toMutantRunResult } from '@stryker-mutator/api/test-runner'
import type { File, Task } from '@vitest/runner'
import { describe, expect, it } from 'vitest'
import { failLoadFailures } from './stryker-load-failures'

/** A test file as vitest leaves it after a run: its result, and the tests it collected. */
const fileAfterRun = (name: string, state: 'pass' | 'fail', tasks: Partial<Task>[] = [], message?: string) => {
  const file = {
    type: 'suite',
    id: name,
    name,
    filepath: `/repo/${name}`,
    mode: 'run',
    tasks: [] as Task[],
    meta: {},
    result: { state, ...(message ? { errors: [{ message }] } : {}) },
  } as unknown as File
  file.tasks.push(...tasks.map((task) => ({ ...task, file, suite: file }) as Task))
  return file
}

/** What Stryker's vitest runner makes of the files: every collected test, then the mutant's status. */
function mutantStatus(files: File[]) {
  const tests = files.flatMap((file) => file.tasks.filter((task) => task.type === 'test' && task.result))
  return toMutantRunResult({
    status: 'complete',
    tests: tests.map((test) => ({
      id: test.id,
      name: test.name,
      timeSpentMs: 0,
      status: test.result?.state === 'fail' ? TestStatus.Failed : TestStatus.Success,
      failureMessage: test.result?.errors?.[0]?.message ?? '',
    })),
  } as Parameters<typeof toMutantRunResult>[0])
}

const passed = { type: 'test', id: 't1', name: 'opens at the login', mode: 'run', result: { state: 'pass' } } as const

describe('a mutant that stops a module from loading (decision 221)', () => {
  it('is killed, with the load error as the reason, when a test file could not import it', () => {
    const broken = fileAfterRun('desk.test.ts', 'fail', [], 'No initial state specified for "#deskSession".')
    const files = [fileAfterRun('other.test.ts', 'pass', [passed]), broken]
    expect(mutantStatus(files).status).toBe(MutantRunStatus.Survived)

    expect(failLoadFailures(files)).toBe(1)
    const result = mutantStatus(files)
    expect(result).toMatchObject({
      status: MutantRunStatus.Killed,
      failureMessage: 'No initial state specified for "#deskSession".',
    })
  })

  it('leaves files that loaded as they are, whether their tests passed or failed', () => {
    const failed = { ...passed, id: 't2', result: { state: 'fail' as const, errors: [{ message: 'expected login' }] } }
    const files = [fileAfterRun('a.test.ts', 'pass', [passed]), fileAfterRun('b.test.ts', 'fail', [failed])]
    expect(failLoadFailures(files)).toBe(0)
    expect(files.map((file) => file.tasks.length)).toEqual([1, 1])
    expect(mutantStatus(files)).toMatchObject({ status: MutantRunStatus.Killed, failureMessage: 'expected login' })
  })
})
