import * as v from 'valibot'
import { sellBusinessPage } from '../content/lead-form-pages'
import { notices } from '../content/notices'
import { australianStates } from './australian-states'
import { leadForm } from './descriptor'
import { choice, email, longText, optionalText, phone, requiredText, values } from './fields'

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

/** The enquiry form of /sell-business. */
export const sellBusinessForm = leadForm({
  kind: sellBusinessPage.kind,
  name: 'Sell a business',
  page: sellBusinessPage,
  schema: sellBusinessSchema,
  empty: { name: '', email: '', phone: '', businessName: '', state: '', registrationGroups: '', message: '' },
  fields: [
    { name: 'name', label: 'Full name', widget: 'text', required: true, autoComplete: 'name' },
    { name: 'email', label: 'Email address', widget: 'email', required: true, autoComplete: 'email' },
    { name: 'phone', label: 'Phone number', widget: 'tel', required: true, autoComplete: 'tel' },
    { name: 'businessName', label: 'Business name', widget: 'text', required: true, autoComplete: 'organization' },
    {
      name: 'state',
      label: 'State or territory the business operates in',
      widget: 'select',
      required: true,
      options: australianStates,
      wide: true,
    },
    {
      name: 'registrationGroups',
      label: 'Registration groups (optional)',
      hint: 'For example: daily personal activities, therapeutic supports',
      widget: 'text',
      wide: true,
    },
    {
      name: 'message',
      staffLabel: 'Message',
      label: 'Anything else we should know? (optional)',
      widget: 'textarea',
      rows: 4,
    },
  ],
  subject: () => 'New Enquiry - Sell an NDIS Business',
  notices: { success: notices.enquirySuccess, backedUp: notices.contactFailure, rejected: notices.leadRejected },
  presentation: 'inline',
  submitLabel: 'Send Enquiry',
})
