import { vi } from 'vitest'
import { leadFormCases } from '../../../machines/models/lead-form-cases'
import { walkRenderedForms } from './testing/rendered-paths'

// The model's paths through the signup and guide dialogs (built as the booking dialog is) and the sale and
// purchase forms (built as the contact form is), in jsdom: the second tier (decision 130).
// The resend queue would send the backup again at once; here the form's own behaviour is under test.
vi.mock('../../lib/resend-queue', () => ({ startResendQueue: vi.fn() }))

walkRenderedForms(leadFormCases.filter((c) => !['scheduling', 'contact'].includes(c.kind)))
