import { vi } from 'vitest'
import { leadFormCases } from '../../../machines/models/lead-form-cases'
import { casesWithStorageBlocked } from './testing/lead-paths'
import { walkMachinePaths } from './testing/machine-paths'

// The resend queue would send the backup again at once; here the lifecycle's own behaviour is under test.
vi.mock('../../lib/resend-queue', () => ({ startResendQueue: vi.fn() }))

/** Every form's model paths on its machines, with storage working and blocked (the network played). */
walkMachinePaths(casesWithStorageBlocked(leadFormCases.map((c) => c.kind)))
