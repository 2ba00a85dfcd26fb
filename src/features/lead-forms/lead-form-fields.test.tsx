import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LeadForm } from './form-parts'
import { useInlineLeadForm } from './use-lead-form'

vi.mock('../../lib/resend-queue', () => ({ startResendQueue: vi.fn() }))

/** The signup's fields through the one renderer, as an inline form (no dialog needed for this). */
function Signup() {
  return <LeadForm lead={useInlineLeadForm('signup-modal')} />
}

function Booking() {
  return <LeadForm lead={useInlineLeadForm('scheduling')} />
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('the lead form renderer', () => {
  it('shows the client count only while "has clients" is ticked, and a hidden entry neither blocks nor is sent', async () => {
    const posts: { data: Record<string, unknown> }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        posts.push(JSON.parse(String(init.body)))
        return new Response('{"status":"stored"}', { status: 201 })
      }),
    )
    render(<Signup />)
    expect(screen.queryByLabelText('How many clients do you support?')).toBeNull()
    const hasClients = screen.getByLabelText('I already have clients (participants)')
    await act(async () => hasClients.click())
    fill(/^How many clients do you support\?/, 'x'.repeat(60)) // too long: invalid while shown
    await act(async () => hasClients.click())
    expect(screen.queryByLabelText('How many clients do you support?')).toBeNull()

    fill(/^First Name/, 'Ava')
    fill(/^Last Name/, 'Nguyen')
    fill(/^Email Address/, 'ava@example.com')
    fill(/^Phone Number/, '0491 570 156')
    fill(/^Business\/Organisation Name/, 'Nguyen Supports')
    fireEvent.change(screen.getByLabelText(/^Business Type/), { target: { value: 'company' } })
    fireEvent.change(screen.getByLabelText(/^Current NDIS Status/), { target: { value: 'not-registered' } })
    await act(async () => screen.getByRole('button', { name: 'Submit Application' }).click())

    await vi.waitFor(() => expect(posts).toHaveLength(1))
    expect(screen.queryByText('There is a problem')).toBeNull()
    expect(posts[0]?.data).not.toHaveProperty('clientCount')
    expect(posts[0]?.data).toMatchObject({ firstName: 'Ava', hasClients: false })
  })

  it('asks for the client count with the number keypad on a phone', async () => {
    render(<Signup />)
    await act(async () => screen.getByLabelText('I already have clients (participants)').click())
    expect(screen.getByLabelText(/^How many clients do you support\?/)).toHaveAttribute('inputmode', 'numeric')
  })

  it('typing in one field writes nothing to any other field (decision 239)', () => {
    render(<Signup />)
    const firstName = screen.getByLabelText(/^First Name/)
    const others = [...document.querySelectorAll('input, select, textarea')].filter((el) => el !== firstName)
    expect(others.length).toBeGreaterThan(8)
    const observer = new MutationObserver(() => {})
    for (const el of others) observer.observe(el, { attributes: true })
    fill(/^First Name/, 'A')
    fill(/^First Name/, 'Av')
    const writes = observer
      .takeRecords()
      .map((r) => `${(r.target as Element).getAttribute('name')}: ${r.attributeName}`)
    observer.disconnect()
    expect(writes).toEqual([])
    expect(firstName).toHaveValue('Av')
  })

  it("moves the booking date's earliest day with the timezone chosen in another field", () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    // 1 am on 28 November on the east coast, still 27 November in Perth.
    vi.setSystemTime(new Date('2026-11-27T15:00:00Z'))
    render(<Booking />)
    const date = screen.getByLabelText(/^Preferred date/)
    fireEvent.click(screen.getByLabelText('Australian Eastern Standard Time (AEST)'))
    expect(date).toHaveAttribute('min', '2026-11-28')
    fireEvent.click(screen.getByLabelText('Australian Western Standard Time (AWST)'))
    expect(date).toHaveAttribute('min', '2026-11-27')
  })

  it("lays the fields out in the descriptor's order, each labelled, with the service of interest shown as text", () => {
    render(<Signup />)
    expect(screen.getByText('Service of interest:')).toHaveTextContent(
      'Service of interest: NDIS Registration Services',
    )
    const labels = [...document.querySelectorAll('label')].map((l) => l.textContent?.replace(/\s*\*$/, ''))
    expect(labels.indexOf('First Name')).toBeLessThan(labels.indexOf('Business Type'))
    expect(labels.indexOf('Business Type')).toBeLessThan(labels.indexOf('Additional Information'))
  })
})

describe('a form that hydrates the server’s markup', () => {
  it('keeps the server’s fields while it hydrates, even after another form has run in this browser', async () => {
    // A dialog's form runs first (a client render), as when a lead link was tapped before the page form hydrated.
    render(<Signup />)
    const server = document.createElement('div')
    server.innerHTML = renderToString(<Signup />)
    // Without JavaScript the page shows the client count with its condition in words (decision 154).
    expect(server.textContent).toContain('How many clients do you support?')
    document.body.append(server)
    const recoverable: unknown[] = []
    await act(async () => {
      hydrateRoot(server, <Signup />, { onRecoverableError: (error) => recoverable.push(error) })
    })
    // No mismatch: React kept the server's markup; then the running form hides the unticked condition.
    expect(recoverable).toEqual([])
    expect(server.textContent).not.toContain('How many clients do you support?')
    server.remove()
  })
})
