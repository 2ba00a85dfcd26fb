import type { File, Test } from '@vitest/runner'
import type { Reporter, Vitest } from 'vitest/node'

/**
 * Stryker's vitest runner (9.6.1) builds a mutant's result from the tests vitest collected, and a test
 * file whose import throws collects none: a mutant that stops a module from loading (`initial: ''`,
 * `id: ''`) was counted as survived with 0 tests run (stryker-js#6150, decision 221). This gives each
 * such file one failed test that carries the file's load error, so the mutant counts as killed.
 */
export function failLoadFailures(files: readonly File[]): number {
  let added = 0
  for (const file of files) {
    if (file.result?.state !== 'fail' || file.tasks.length > 0) continue
    // Only the fields Stryker reads once the run is over; vitest's own Test also holds a live context.
    const test = {
      type: 'test',
      id: `${file.id}_load`,
      name: 'the test file loads',
      mode: 'run',
      file,
      suite: file,
      meta: {},
      annotations: [],
      artifacts: [],
      result: { state: 'fail', errors: file.result.errors ?? [{ message: 'The test file did not load.' }] },
    } as unknown as Test
    file.tasks.push(test)
    added++
  }
  return added
}

/** The reporter for the mutation run only (vitest.stryker.config.ts): the everyday suite is unchanged. */
export class LoadFailuresAsFailedTests implements Reporter {
  private vitest: Vitest | undefined

  onInit(vitest: Vitest) {
    this.vitest = vitest
  }

  onTestRunEnd() {
    if (this.vitest) failLoadFailures(this.vitest.state.getFiles())
  }
}
