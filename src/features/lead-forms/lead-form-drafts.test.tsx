import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { leadForms } from '../../forms/lead-kinds'
import { LeadForm } from './form-parts'
import { useInlineLeadForm } from './use-lead-form'

vi.mock('../../lib/resend-queue', () => ({ startResendQueue: vi.fn() }))

/**
 * A visitor half-way through a form who reloads, or whose phone discards the tab, gets their entries
 * back (decision 322): unmounting and mounting again is what a reload does to the form.
 */
function Contact() {
  return <LeadForm lead={useInlineLeadForm('contact')} />
}

function Signup({ service }: { service: string }) {
  const lead = useInlineLeadForm('signup-modal', {
    initial: { ...leadForms['signup-modal'].empty, serviceInterest: service },
  })
  return <LeadForm lead={lead} />
}

afterEach(() => {
  cleanup()
  sessionStorage.clear()
  localStorage.clear()
  vi.unstubAllGlobals()
})

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
/** The contact form filled in with valid entries and sent. */
async function sendContact() {
  fill(/^Full Name/, 'Alex Citizen')
  fill(/^Phone Number/, '0491 570 156')
  fill(/^Email Address/, 'alex@example.com')
  fill(/^Tell us about your registration needs/, 'Registration help, please.')
  await act(async () => screen.getByRole('button', { name: 'Send Enquiry' }).click())
}
const posts: unknown[] = []
const serverTakes = () => {
  posts.length = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      posts.push(JSON.parse(String(init.body)))
      return new Response('{"status":"stored"}', { status: 201 })
    }),
  )
}

describe('a lead form’s entries across a reload', () => {
  it('come back when the form is made again in the same tab', async () => {
    const first = render(<Contact />)
    fill(/^Full Name/, 'Alex Citizen')
    fill(/^Tell us about your registration needs/, 'We are a small team in Ballarat.')
    first.unmount()

    render(<Contact />)
    await vi.waitFor(() => expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Alex Citizen'))
    expect(screen.getByLabelText(/^Tell us about your registration needs/)).toHaveValue(
      'We are a small team in Ballarat.',
    )
    expect(screen.getByLabelText(/^Email Address/)).toHaveValue('')
    // Nothing is checked or flagged until the visitor sends.
    expect(screen.queryByText('There is a problem')).toBeNull()
  })

  it('are gone once the form is sent: the form resets and a reload shows it empty', async () => {
    serverTakes()
    const first = render(<Contact />)
    await sendContact()
    await vi.waitFor(() => expect(posts).toHaveLength(1))
    await vi.waitFor(() => expect(screen.getByLabelText(/^Full Name/)).toHaveValue(''))
    first.unmount()

    render(<Contact />)
    await act(async () => {})
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('')
    expect(screen.getByLabelText(/^Tell us about your registration needs/)).toHaveValue('')
  })

  it('stay on screen but are no draft once the lead is kept in the backup: the resend queue sends it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    const first = render(<Contact />)
    await sendContact()
    await vi.waitFor(() => expect(localStorage.getItem('form-submissions')).toContain('Alex Citizen'))
    await vi.waitFor(() => expect(sessionStorage.getItem('form-draft:contact')).toBeNull())
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Alex Citizen')
    first.unmount()

    render(<Contact />)
    await act(async () => {})
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('')
  })

  it('never bring back the service of interest: the link that opens the form sets it', async () => {
    const first = render(<Signup service="NDIS Audit Support" />)
    fill(/^First Name/, 'Sam')
    first.unmount()

    render(<Signup service="Certification Package" />)
    await vi.waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveValue('Sam'))
    expect(screen.getByText('Certification Package')).toBeInTheDocument()
    expect(screen.queryByText('NDIS Audit Support')).toBeNull()
  })
})
