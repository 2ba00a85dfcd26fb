import * as v from 'valibot'
import { contactSchema } from './contact'
import { buyBusinessSchema, downloadGuideSchema, sellBusinessSchema } from './enquiries'
import { createSchedulingSchema } from './scheduling'
import { signupSchema } from './signup'
import type { LeadKind } from './subjects'

export { type LeadKind, subjectFor } from './subjects'

/**
 * Every kind of lead the site sends, with its schema. The server validates with these and decides
 * the subject itself (subjects.ts); whatever subject or recipients a browser sends are ignored.
 */
export const testEmailSchema = v.object({
  at: v.pipe(v.string('Send the time as an ISO timestamp'), v.isoTimestamp('Send the time as an ISO timestamp')),
  page: v.literal('home', 'The test email can only be triggered from the home page'),
})

export function createLeadKinds(schedulingEarliest?: () => string) {
  return {
    scheduling: { schema: createSchedulingSchema(schedulingEarliest) },
    'signup-modal': { schema: signupSchema },
    contact: { schema: contactSchema },
    'test-email': { schema: testEmailSchema },
    'download-guide': { schema: downloadGuideSchema },
    'sell-business': { schema: sellBusinessSchema },
    'buy-business': { schema: buyBusinessSchema },
  } as const satisfies Record<LeadKind, { schema: v.GenericSchema }>
}

export const leadKinds = createLeadKinds()
export const leadKindNames = Object.keys(leadKinds) as LeadKind[]

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === 'string' && Object.hasOwn(leadKinds, value)
}

export interface LeadResponse {
  id: string
  status: 'stored' | 'sent' | 'pending' | 'duplicate' | 'dropped'
}
