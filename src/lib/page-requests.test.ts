import { beforeEach, describe, expect, it } from 'vitest'
import type { Notice } from '../content/notices'
import { dialogOpened, noticesShown, pageRequests, requestDialog, showNotice } from './page-requests'

const notice = (title: string): Notice => ({ kind: 'info', title, description: '' })

beforeEach(() => pageRequests.setState(() => ({ open: null, notices: [] })))

describe('page requests are state the lead UI reads whenever it mounts', () => {
  it('a dialog asked for before the lead UI is there is still asked for when it looks, until opened', () => {
    requestDialog({ form: 'scheduling' })
    expect(pageRequests.state.open).toEqual({ form: 'scheduling' })
    dialogOpened()
    expect(pageRequests.state.open).toBeNull()
  })

  it('a later request replaces one not yet opened: the visitor gets the dialog they last asked for', () => {
    requestDialog({ form: 'scheduling' })
    requestDialog({ form: 'signup-modal', values: { serviceInterest: 'Audit support' } })
    expect(pageRequests.state.open).toEqual({ form: 'signup-modal', values: { serviceInterest: 'Audit support' } })
  })

  it('notices wait in order until shown; one added meanwhile stays for the next look', () => {
    const first = notice('First')
    const second = notice('Second')
    showNotice(first)
    showNotice(second)
    const seen = pageRequests.state.notices
    expect(seen.map((n) => n.title)).toEqual(['First', 'Second'])
    const third = notice('Third')
    showNotice(third)
    noticesShown(seen)
    expect(pageRequests.state.notices).toEqual([third])
  })
})
