import * as v from 'valibot'
import { contactSchema } from './contact'
import { buyBusinessSchema, downloadGuideSchema, sellBusinessSchema } from './enquiries'
import { createSchedulingSchema } from './scheduling'
import { signupSchema } from './signup'

/**
 * Every kind of lead the site sends, with its schema and email subject (spec §7).
 * The server decides the subject from this table; whatever subject a browser sends is ignored.
 */
export const testEmailSchema = v.object({
  at: v.pipe(v.string('Send the time as an ISO timestamp'), v.isoTimestamp('Send the time as an ISO timestamp')),
  page: v.literal('home', 'The test email can only be triggered from the home page'),
})

const signupSubject = (data: unknown) => {
  const interest = (data as { serviceInterest?: string }).serviceInterest
  return `New NDIS Registration Application - ${interest || 'NDIS Registration Services'}`
}

export function createLeadKinds(schedulingEarliest?: () => string) {
  return {
    scheduling: {
      schema: createSchedulingSchema(schedulingEarliest),
      subject: () => 'New Consultation Scheduling Request',
    },
    'signup-modal': { schema: signupSchema, subject: signupSubject },
    contact: { schema: contactSchema, subject: () => 'New Contact Enquiry' },
    'test-email': { schema: testEmailSchema, subject: () => 'Test Email Triggered' },
    'download-guide': { schema: downloadGuideSchema, subject: () => 'New Free Guide Download' },
    'sell-business': { schema: sellBusinessSchema, subject: () => 'New Enquiry - Sell an NDIS Business' },
    'buy-business': { schema: buyBusinessSchema, subject: () => 'New Enquiry - Buy an NDIS Business' },
  } as const
}

export const leadKinds = createLeadKinds()
export type LeadKind = keyof typeof leadKinds
export const leadKindNames = Object.keys(leadKinds) as LeadKind[]

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === 'string' && Object.hasOwn(leadKinds, value)
}

/** Header-safe subject: one line, no CR/LF, at most 200 characters. */
export function subjectFor(kind: LeadKind, data: unknown): string {
  return leadKinds[kind]
    .subject(data)
    .replace(/[\r\n]+/g, ' ')
    .slice(0, 200)
}

/** The wire format of spec §7 plus our idempotency key and honeypot. */
export interface LeadRequest {
  id: string
  form: LeadKind
  data: unknown
  subject: string
  to: string
  cc?: string
  /** Honeypot: a hidden field people never fill; bots often do. */
  website?: string
}

export interface LeadResponse {
  id: string
  status: 'stored' | 'sent' | 'pending' | 'duplicate' | 'dropped'
}
