import { vi } from 'vitest'
import { casesWithStorageBlocked } from './testing/lead-paths'
import { walkRenderedForms } from './testing/rendered-paths'

// The model's paths through the booking dialog and the contact form, in jsdom, storage working and blocked.
// The other forms, built as these are, walk theirs in lead-forms.paths.more.test.tsx (npm run test:more).
// The resend queue would send the backup again at once; here the form's own behaviour is under test.
vi.mock('../../lib/resend-queue', () => ({ startResendQueue: vi.fn() }))

walkRenderedForms(
  casesWithStorageBlocked(['scheduling', 'contact']).filter((c) => ['scheduling', 'contact'].includes(c.kind)),
)
