import * as v from 'valibot'
import type { FormPrivacyNotice } from '../content/form-privacy'
import type { LeadFormPage } from '../content/lead-form-pages'
import { leadForm } from '../forms/descriptor'
import { email, optionalText, requiredLongText, requiredText } from '../forms/fields'

/**
 * A made-up lead form, for tests only (issue 26, decision 202): a descriptor, its page entry and its
 * privacy notice, and nothing else. `withMadeUp…` add them to the lists the code reads (`vi.mock` in the
 * test files), so a test can show that a new form needs no other file: its page, dialog, plain POST,
 * confirmation page, mail and privacy notice all come from these three objects.
 */
export const madeUpPage = {
  kind: 'plan-review',
  path: '/plan-review',
  anchor: 'plan-review-form',
  confirmation: 'plan-review-request',
  formLabel: 'Plan review request',
  ownPage: {
    title: 'Ask for a plan review',
    intro: 'Tell us where your registration plan stands and we will look over it with you.',
    metaDescription:
      'Ask for a review of your NDIS registration plan. We look over it with you and reply within 24 hours.',
  },
  dialog: { size: 'lg' },
  confirmationMeta: { title: 'Plan review request sent', description: 'Your plan review request reached us.' },
} as const satisfies LeadFormPage

/** What the privacy policy says it collects. */
export const madeUpPrivacy = {
  kind: madeUpPage.kind,
  name: 'Plan review request',
  where: 'Opened from the Ask for a plan review buttons.',
  fields: [
    { key: 'fullName', label: 'Your full name' },
    { key: 'email', label: 'Your email address' },
    { key: 'suburb', label: 'Your suburb (optional)' },
    { key: 'planStage', label: 'Where your registration plan stands' },
  ],
  purpose: 'To look over your registration plan with you and reply to your request about it.',
} as const satisfies FormPrivacyNotice

export const madeUpForm = leadForm({
  kind: madeUpPage.kind,
  name: 'Plan review request',
  page: madeUpPage,
  schema: v.object({
    fullName: requiredText('Enter your full name'),
    email,
    suburb: optionalText(100),
    planStage: requiredLongText('Tell us where your plan stands', 2000),
  }),
  empty: { fullName: '', email: '', suburb: '', planStage: '' },
  fields: [
    { name: 'fullName', label: 'Full name', staffLabel: 'Requester', widget: 'text', required: true },
    { name: 'email', label: 'Email address', widget: 'email', required: true },
    { name: 'suburb', label: 'Suburb', widget: 'text' },
    {
      name: 'planStage',
      label: 'Where does your registration plan stand?',
      staffLabel: 'Plan stage',
      widget: 'textarea',
      rows: 3,
      required: true,
    },
  ],
  subject: () => 'New Plan Review Request',
  notices: {
    success: {
      kind: 'success',
      title: 'Review Requested!',
      description: 'We will look over your plan within 24 hours.',
    },
    backedUp: { kind: 'error', title: 'Could not send right now', description: 'Your request was saved for backup.' },
    rejected: { kind: 'error', title: 'Please check your request', description: 'Some details need changing.' },
  },
  presentation: 'dialog',
  submitLabel: 'Request the review',
})

/** What the visitor types, and what the team's mail should show for it. */
export const madeUpEntries = {
  fullName: 'Robin Okafor',
  email: 'robin@example.com',
  suburb: 'Ballarat',
  planStage: 'Policies drafted, audit not booked yet.',
}

/** The lists with the made-up form added: for `vi.mock` of the page entries, the privacy notices and the registry. */
export async function withMadeUpPage<T extends { formPages: readonly LeadFormPage[] }>(real: T): Promise<T> {
  return { ...real, formPages: [...real.formPages, madeUpPage] }
}
export async function withMadeUpPrivacy<T extends { formPrivacy: readonly FormPrivacyNotice[] }>(real: T): Promise<T> {
  return { ...real, formPrivacy: [...real.formPrivacy, madeUpPrivacy] }
}
export async function withMadeUpForm<T extends { leadForms: object }>(real: T): Promise<T> {
  return { ...real, leadForms: { ...real.leadForms, [madeUpForm.kind]: madeUpForm } }
}
