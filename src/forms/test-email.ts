import * as v from 'valibot'
import { notices } from '../content/notices'
import { leadForm } from './descriptor'

export const testEmailSchema = v.object({
  at: v.pipe(v.string('Send the time as an ISO timestamp'), v.isoTimestamp('Send the time as an ISO timestamp')),
  page: v.literal('home', 'The test email can only be triggered from the home page'),
})

/** The test email of the home page's `?test=email` (spec §4, §7): sent by the page, never typed. */
export const testEmailForm = leadForm({
  kind: 'test-email',
  page: null,
  name: 'Test email',
  schema: testEmailSchema,
  empty: { at: '', page: 'home' },
  fields: [
    { name: 'at', label: 'Triggered at', widget: 'hidden' },
    { name: 'page', label: 'Page', widget: 'hidden' },
  ],
  subject: () => 'Test Email Triggered',
  notices: { success: notices.testEmailSent, backedUp: notices.testEmailBackedUp, rejected: notices.testEmailRejected },
  presentation: 'automatic',
  submitLabel: 'Send test email',
})
