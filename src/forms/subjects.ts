/**
 * Email subjects of each lead kind (spec §7). Kept apart from the schemas so the resend queue,
 * which runs on any page, can label leads without loading every form schema.
 */
export const subjects = {
  scheduling: () => 'New Consultation Scheduling Request',
  'signup-modal': (data: unknown) =>
    `New NDIS Registration Application - ${(data as { serviceInterest?: string } | null)?.serviceInterest || 'NDIS Registration Services'}`,
  contact: () => 'New Contact Enquiry',
  'test-email': () => 'Test Email Triggered',
  'download-guide': () => 'New Free Guide Download',
  'sell-business': () => 'New Enquiry - Sell an NDIS Business',
  'buy-business': () => 'New Enquiry - Buy an NDIS Business',
} as const

export type LeadKind = keyof typeof subjects

/** Header-safe subject: one line, no CR/LF, at most 200 characters. */
export function subjectFor(kind: LeadKind, data: unknown): string {
  return subjects[kind](data)
    .replace(/[\r\n]+/g, ' ')
    .slice(0, 200)
}
