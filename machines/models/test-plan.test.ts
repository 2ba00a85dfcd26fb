// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { testPlan } from './test-plan'

describe('the QA plan (docs/test-plan.md)', () => {
  it('is up to date with the models: run `npm run test:plan` after changing one', () => {
    const committed = readFileSync(new URL('../../docs/test-plan.md', import.meta.url), 'utf8')
    expect(committed).toBe(testPlan())
  })

  it('gives each form its data, its words and a sign-off table of named paths', () => {
    const plan = testPlan()
    expect(plan).toContain('| Email Address | ava@example.com |')
    expect(plan).toContain('its message: "Enter your email address"')
    expect(plan).toContain('| Path | Intent | Priority | Pass/Fail | Pass/Fail, storage blocked | Notes |')
    expect(plan).toMatch(/\| D\d+ \| open, send, server down, send again \(same id\), taken \| P1 \|/)
  })

  it('says how to make the server answer each way, and where each result shows', () => {
    const plan = testPlan()
    expect(plan).toContain('`LEAD_TEST_ANSWER=422 npm start`')
    expect(plan).toContain('`form-submissions`')
    expect(plan).toContain('## Scope')
  })
})
