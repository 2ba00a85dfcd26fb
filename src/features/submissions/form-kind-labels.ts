import { type LeadKind, subjects } from '../../forms/subjects'

const labels: Record<LeadKind, string> = {
  scheduling: 'Consultation booking',
  'signup-modal': 'Registration application',
  contact: 'Contact enquiry',
  'test-email': 'Test email',
  'download-guide': 'Free guide download',
  'sell-business': 'Sell a business',
  'buy-business': 'Buy a business',
}

// subjects.ts lists every kind without loading the form schemas into this page.
export const formKindOptions = (Object.keys(subjects) as LeadKind[]).map((kind) => ({
  value: kind,
  label: labels[kind],
}))

export function formKindLabel(kind: string): string {
  return (labels as Record<string, string>)[kind] ?? kind
}
