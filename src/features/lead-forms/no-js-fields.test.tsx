import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { leadForms } from '../../forms/lead-kinds'
import { LeadForm } from './form-parts'
import { useInlineLeadForm } from './use-lead-form'

vi.mock('../../lib/resend-queue', () => ({ startResendQueue: vi.fn() }))

/**
 * The lead forms as the server renders them: what a page without JavaScript shows. Its own file, so no
 * form has run in this test's browser before (a form that has run shows only what its conditions allow).
 */

function Signup() {
  return <LeadForm lead={useInlineLeadForm('signup-modal')} />
}

/** A booking form posted without JavaScript with no slot, as the lead function renders it back. */
function RefusedBooking() {
  const lead = useInlineLeadForm('scheduling', {
    echo: {
      kind: 'scheduling',
      values: { ...leadForms.scheduling.empty, name: 'Ava', preferredTimeSlots: [] },
      errors: { preferredTimeSlots: 'Select at least one time slot' },
      id: '3f2c1b7e-0000-4000-8000-000000000001',
    },
  })
  return <LeadForm lead={lead} />
}

describe('the lead forms as a page without JavaScript gets them (issue 25)', () => {
  it("shows the signup's client count in the first page, with its condition in words", () => {
    const html = renderToString(<Signup />)
    expect(html).toContain('How many clients do you support?')
    expect(html).toContain('Only if you ticked &quot;I already have clients&quot;.')
  })

  it("shows the spec's no-slot notice, title and description, on a refused booking", () => {
    const html = renderToString(<RefusedBooking />)
    expect(html).toContain('Please select at least one time slot')
    expect(html).toContain('We need to know your preferred consultation times.')
  })

  it('gives the booking date no min fixed at render time: the browser sets it when the form runs', () => {
    expect(renderToString(<RefusedBooking />)).not.toMatch(/type="date"[^>]*min=|min="[^"]*"[^>]*type="date"/)
  })
})
