import { describe, expect, it } from 'vitest'
import { cheapFirst } from './stryker-test-order'

const root = '/sandbox'
const files = [
  'src/features/lead-forms/lead-forms.paths.test.tsx',
  'server/send-email.test.ts',
  'machines/lead-lifecycle.machine.test.ts',
  'src/forms/descriptors.test.ts',
  'src/features/lead-forms/lead-machines.paths.test.ts',
  'src/forms/fields.test.ts',
].map((file) => `${root}/${file}`)
const short = (order: string[]) => order.map((file) => file.slice(root.length + 1))

describe('the order of the mutation run’s test files', () => {
  it('runs the cheap files first, the rendered lead paths last', () => {
    expect(short(cheapFirst(files))).toEqual([
      'machines/lead-lifecycle.machine.test.ts',
      'src/forms/descriptors.test.ts',
      'src/forms/fields.test.ts',
      'src/features/lead-forms/lead-machines.paths.test.ts',
      'server/send-email.test.ts',
      'src/features/lead-forms/lead-forms.paths.test.tsx',
    ])
  })

  it("runs the tests in the mutated file's own folder before all others", () => {
    expect(short(cheapFirst(files, [`${root}/src/forms/signup.ts`])).slice(0, 3)).toEqual([
      'src/forms/descriptors.test.ts',
      'src/forms/fields.test.ts',
      'machines/lead-lifecycle.machine.test.ts',
    ])
    // A slow file in that folder still goes first: for a mutant of the server, the server's tests.
    expect(short(cheapFirst(files, [`${root}/server/lead-intake.ts`]))[0]).toBe('server/send-email.test.ts')
  })
})
