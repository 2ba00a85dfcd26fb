import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { markRefused, saveBackup } from '../../lib/lead-backup'
import { startResendQueue } from '../../lib/resend-queue'
import { LocalBackupsPanel } from './local-backups-panel'

const lead = (id: string, subject: string) => ({
  form: 'contact' as const,
  data: { name: 'Ava' },
  subject,
  to: 'hello@bluegumconsulting.example',
  cc: '',
  id,
  error: 'Could not reach the server',
})

describe('unsent leads saved in this browser', () => {
  beforeEach(() => localStorage.clear())
  afterEach(cleanup)

  it("lists a lead the server refused apart from the waiting ones, with the server's reason, and offers no resend for it", () => {
    saveBackup(lead('11111111-1111-4111-8111-111111111111', 'New Contact Enquiry'))
    saveBackup(lead('22222222-2222-4222-8222-222222222222', 'New Consultation Scheduling Request'))
    markRefused('22222222-2222-4222-8222-222222222222', 'Some fields are not valid')
    render(<LocalBackupsPanel />)
    const refusedHeading = screen.getByRole('heading', { name: 'Refused by the server: not sent again' })
    const refusedList = refusedHeading.nextElementSibling as HTMLElement
    expect(within(refusedList).getByRole('listitem')).toHaveTextContent(
      /New Consultation Scheduling Request.*the server said: Some fields are not valid/,
    )
    expect(within(refusedList).queryByText(/New Contact Enquiry/)).toBeNull()
    // The waiting lead is still listed for "Send now".
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('New Contact Enquiry')
  })

  it('"Send now" sends the waiting leads and says how many went and how many still wait', async () => {
    saveBackup(lead('33333333-3333-4333-8333-333333333333', 'New Contact Enquiry'))
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"status":"stored"}', { status: 200, headers: { 'content-type': 'application/json' } }),
      ),
    )
    try {
      render(<LocalBackupsPanel />)
      await userEvent.click(screen.getByRole('button', { name: 'Send now' }))
      expect(await screen.findByText('1 sent. 0 still waiting.')).toHaveAttribute('role', 'status')
      expect(screen.getByText('None. Every lead from this browser has reached the server.')).toBeInTheDocument()
    } finally {
      startResendQueue().stop()
      vi.unstubAllGlobals()
    }
  })
})
