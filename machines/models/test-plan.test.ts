// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { testPlan } from './test-plan'

describe('the QA plan (docs/test-plan.md)', () => {
  it('is up to date with the models: run `npm run test:plan` after changing one', () => {
    const committed = readFileSync(new URL('../../docs/test-plan.md', import.meta.url), 'utf8')
    expect(committed).toBe(testPlan())
  })

  it('reads as steps with outcomes a tester can check', () => {
    expect(testPlan()).toContain('submit with Email Address empty ⇒ the error summary names "Enter your email address"')
  })
})
