import * as v from 'valibot'
import { signupPage } from '../content/lead-form-pages'
import { notices } from '../content/notices'
import { DEFAULT_SERVICE_INTEREST, JOURNEY_SERVICE_INTEREST } from '../content/service-interest'
import { knownServiceInterest } from '../content/service-interests'
import { leadForm } from './descriptor'
import {
  choice,
  email,
  longText,
  type Option,
  optionalChoice,
  optionalText,
  phone,
  requiredText,
  values,
} from './fields'

export const businessTypes = [
  { value: 'sole-trader', label: 'Sole trader' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'company', label: 'Company' },
  { value: 'trust', label: 'Trust' },
  { value: 'association', label: 'Association' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[]

export const currentStatuses = [
  { value: 'not-registered', label: 'Not registered' },
  { value: 'in-progress', label: 'Application in Progress' },
  { value: 'registered', label: 'Already registered' },
  { value: 'exploring', label: 'Just exploring' },
] as const satisfies readonly Option[]

export const budgets = [
  { value: 'under-1000', label: 'Under $1,000' },
  { value: '1000-2500', label: '$1,000 to $2,500' },
  { value: '2500-5000', label: '$2,500 to $5,000' },
  { value: '5000-10000', label: '$5,000 to $10,000' },
  { value: 'over-10000', label: 'Over $10,000' },
] as const satisfies readonly Option[]

export const timelines = [
  { value: 'asap', label: 'As soon as possible' },
  { value: '1-month', label: 'Within 1 month' },
  { value: '3-months', label: 'Within 3 months' },
  { value: '6-months', label: 'Within 6 months' },
  { value: 'planning', label: 'Still planning' },
] as const satisfies readonly Option[]

export { DEFAULT_SERVICE_INTEREST, JOURNEY_SERVICE_INTEREST }

export const signupSchema = v.object({
  firstName: requiredText('Enter your first name'),
  lastName: requiredText('Enter your last name'),
  email,
  phone,
  businessName: requiredText('Enter your business or organisation name', 150),
  businessType: choice(values(businessTypes), 'Select your business type'),
  currentStatus: choice(values(currentStatuses), 'Select your current NDIS status'),
  // Only a service the site offers reaches the mail's Subject; any other text is the default interest.
  serviceInterest: v.optional(
    v.pipe(
      requiredText('Choose the service you are interested in', 150),
      v.transform((interest) => knownServiceInterest(interest) ?? DEFAULT_SERVICE_INTEREST),
    ),
    DEFAULT_SERVICE_INTEREST,
  ),
  budget: optionalChoice(values(budgets), 'Choose a budget from the list'),
  timeline: optionalChoice(values(timelines), 'Choose a timeline from the list'),
  hasClients: v.optional(v.boolean('Answer yes or no'), false),
  clientCount: optionalText(50),
  additionalInfo: v.optional(longText(5000), ''),
  marketingConsent: v.optional(v.boolean('Answer yes or no'), false),
})

export type SignupValues = v.InferInput<typeof signupSchema>

/** The registration application dialog (spec §2 "Modals", §3, §4, §5). */
export const signupForm = leadForm({
  kind: signupPage.kind,
  name: 'Registration application',
  page: signupPage,
  schema: signupSchema,
  empty: {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    businessName: '',
    businessType: '',
    currentStatus: '',
    serviceInterest: DEFAULT_SERVICE_INTEREST,
    budget: '',
    timeline: '',
    hasClients: false,
    clientCount: '',
    additionalInfo: '',
    marketingConsent: false,
  },
  fields: [
    { name: 'serviceInterest', label: 'Service of interest', widget: 'shown' },
    { name: 'firstName', label: 'First Name', widget: 'text', required: true, autoComplete: 'given-name' },
    { name: 'lastName', label: 'Last Name', widget: 'text', required: true, autoComplete: 'family-name' },
    { name: 'email', label: 'Email Address', widget: 'email', required: true, autoComplete: 'email' },
    { name: 'phone', label: 'Phone Number', widget: 'tel', required: true, autoComplete: 'tel' },
    {
      name: 'businessName',
      label: 'Business/Organisation Name',
      widget: 'text',
      required: true,
      autoComplete: 'organization',
      wide: true,
    },
    { name: 'businessType', label: 'Business Type', widget: 'select', required: true, options: businessTypes },
    { name: 'currentStatus', label: 'Current NDIS Status', widget: 'select', required: true, options: currentStatuses },
    { name: 'budget', label: 'Budget', widget: 'select', options: budgets, placeholder: 'Prefer not to say' },
    { name: 'timeline', label: 'Timeline', widget: 'select', options: timelines, placeholder: 'Not sure yet' },
    {
      name: 'hasClients',
      staffLabel: 'Has clients',
      label: 'I already have clients (participants)',
      widget: 'checkbox',
    },
    {
      name: 'clientCount',
      staffLabel: 'Client count',
      label: 'How many clients do you support?',
      // Read without JavaScript too, where the field is always on the page (decision 154).
      hint: 'Only if you ticked "I already have clients".',
      widget: 'text',
      inputMode: 'numeric',
      wide: true,
      shownWhen: (values) => values.hasClients === true,
    },
    { name: 'additionalInfo', label: 'Additional Information', widget: 'textarea', rows: 4 },
    {
      name: 'marketingConsent',
      staffLabel: 'Marketing consent',
      label: 'Send me occasional NDIS compliance updates and resources. I can unsubscribe at any time.',
      widget: 'checkbox',
    },
  ],
  subject: ({ serviceInterest }) =>
    `New NDIS Registration Application - ${typeof serviceInterest === 'string' && serviceInterest ? serviceInterest : DEFAULT_SERVICE_INTEREST}`,
  notices: { success: notices.signupSuccess, backedUp: notices.signupFailure, rejected: notices.leadRejected },
  presentation: 'dialog',
  submitLabel: 'Submit Application',
  // Spec §4: after a success every field resets (booleans false) except the service being applied for.
  keepOnReset: ['serviceInterest'],
  acknowledge: true,
})
