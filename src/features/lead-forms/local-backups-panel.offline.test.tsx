import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { saveBackup } from '../../lib/lead-backup'
import { LocalBackupsPanel } from './local-backups-panel'

// The resend queue's code cannot be fetched: the panel imports it only when "Send now" is pressed.
vi.mock('../../lib/resend-queue', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

afterEach(cleanup)

it('"Send now" with the site out of reach says so, keeps the leads and can be pressed again', async () => {
  localStorage.clear()
  saveBackup({
    form: 'contact',
    data: { name: 'Ava' },
    subject: 'New Contact Enquiry',
    to: 'hello@bluegumconsulting.example',
    cc: '',
    id: '33333333-3333-4333-8333-333333333333',
    error: 'Could not reach the server',
  })
  render(<LocalBackupsPanel />)
  const send = screen.getByRole('button', { name: 'Send now' })
  await userEvent.click(send)
  expect(await screen.findByRole('status')).toHaveTextContent(/Could not reach the website, so nothing was sent/)
  expect(screen.getByRole('listitem')).toHaveTextContent('New Contact Enquiry')
  expect(send).toBeEnabled()
})
