import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { markRefused, saveBackup } from '../../lib/lead-backup'
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
})
