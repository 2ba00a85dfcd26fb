import * as v from 'valibot'
import { DEFAULT_SERVICE_INTEREST, JOURNEY_SERVICE_INTEREST } from '../content/service-interest'
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
  serviceInterest: v.optional(requiredText('Choose the service you are interested in', 150), DEFAULT_SERVICE_INTEREST),
  budget: optionalChoice(values(budgets), 'Choose a budget from the list'),
  timeline: optionalChoice(values(timelines), 'Choose a timeline from the list'),
  hasClients: v.optional(v.boolean('Answer yes or no'), false),
  clientCount: optionalText(50),
  additionalInfo: v.optional(longText(5000), ''),
  marketingConsent: v.optional(v.boolean('Answer yes or no'), false),
})

export type SignupValues = v.InferInput<typeof signupSchema>

/** Form values before the visitor has chosen: the selects start empty. */
export type SignupDraft = Omit<SignupValues, 'businessType' | 'currentStatus'> & {
  businessType: SignupValues['businessType'] | ''
  currentStatus: SignupValues['currentStatus'] | ''
}

export function emptySignup(serviceInterest: string = DEFAULT_SERVICE_INTEREST): SignupDraft {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    businessName: '',
    businessType: '',
    currentStatus: '',
    serviceInterest,
    budget: '',
    timeline: '',
    hasClients: false,
    clientCount: '',
    additionalInfo: '',
    marketingConsent: false,
  }
}
