import { describe, expect, it } from 'vitest'
import { describeAction } from './audit-words'

describe('the audit log in words', () => {
  it('tells an owner in a sentence that a member of staff was held back for reading too much (decision 317)', () => {
    expect(describeAction('read-limit', { kind: 'list', limit: 100 })).toBe(
      'read more pages of leads in an hour than the desk allows (100) and was held back',
    )
    expect(describeAction('read-limit', { kind: 'lead', limit: 200 })).toBe(
      'opened more leads in an hour than the desk allows (200) and was held back',
    )
  })
})
