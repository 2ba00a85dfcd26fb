import { type LeadKind, leadKindNames } from '../../forms/lead-kinds'

const labels: Record<LeadKind, string> = {
  scheduling: 'Consultation booking',
  'signup-modal': 'Registration application',
  contact: 'Contact enquiry',
  'test-email': 'Test email',
  'download-guide': 'Free guide download',
  'sell-business': 'Sell a business',
  'buy-business': 'Buy a business',
}

export const formKindOptions = leadKindNames.map((kind) => ({ value: kind, label: labels[kind] }))

export function formKindLabel(kind: string): string {
  return (labels as Record<string, string>)[kind] ?? kind
}
