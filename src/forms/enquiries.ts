import * as v from 'valibot'
import { guides } from '../content/guides'
import {
  choice,
  email,
  longText,
  type Option,
  optionalChoice,
  optionalText,
  phone,
  requiredLongText,
  requiredText,
  values,
} from './fields'

export const australianStates = [
  { value: 'ACT', label: 'Australian Capital Territory' },
  { value: 'NSW', label: 'New South Wales' },
  { value: 'NT', label: 'Northern Territory' },
  { value: 'QLD', label: 'Queensland' },
  { value: 'SA', label: 'South Australia' },
  { value: 'TAS', label: 'Tasmania' },
  { value: 'VIC', label: 'Victoria' },
  { value: 'WA', label: 'Western Australia' },
] as const satisfies readonly Option[]

export { guides }

export const downloadGuideSchema = v.object({
  name: requiredText('Enter your name'),
  email,
  guide: choice(values(guides), 'Choose a guide from the list'),
})
export type DownloadGuideValues = v.InferInput<typeof downloadGuideSchema>

export const sellBusinessSchema = v.object({
  name: requiredText('Enter your full name'),
  email,
  phone,
  businessName: requiredText('Enter the name of the business you want to sell', 150),
  state: choice(values(australianStates), 'Select the state or territory the business operates in'),
  registrationGroups: optionalText(300),
  message: v.optional(longText(5000), ''),
})
export type SellBusinessValues = v.InferInput<typeof sellBusinessSchema>

export const buyBusinessSchema = v.object({
  name: requiredText('Enter your full name'),
  email,
  phone,
  state: optionalChoice(values(australianStates), 'Choose a state or territory from the list'),
  budget: optionalText(100),
  message: requiredLongText('Tell us what kind of NDIS business you want to buy', 5000),
})
export type BuyBusinessValues = v.InferInput<typeof buyBusinessSchema>

export type SellBusinessDraft = Omit<SellBusinessValues, 'state'> & { state: SellBusinessValues['state'] | '' }

export const emptyDownloadGuide: DownloadGuideValues = {
  name: '',
  email: '',
  guide: 'registration-readiness-checklist',
}
export const emptySellBusiness: SellBusinessDraft = {
  name: '',
  email: '',
  phone: '',
  businessName: '',
  state: '',
  registrationGroups: '',
  message: '',
}
export const emptyBuyBusiness: BuyBusinessValues = {
  name: '',
  email: '',
  phone: '',
  state: '',
  budget: '',
  message: '',
}
