import * as v from 'valibot'
import { buyBusinessPage } from '../content/lead-form-pages'
import { notices } from '../content/notices'
import { australianStates } from './australian-states'
import { leadForm } from './descriptor'
import { email, optionalChoice, optionalText, phone, requiredLongText, requiredText, values } from './fields'

export const buyBusinessSchema = v.object({
  name: requiredText('Enter your full name'),
  email,
  phone,
  state: optionalChoice(values(australianStates), 'Choose a state or territory from the list'),
  budget: optionalText(100),
  message: requiredLongText('Tell us what kind of NDIS business you want to buy', 5000),
})

export type BuyBusinessValues = v.InferInput<typeof buyBusinessSchema>

/** The enquiry form of /buy-business. */
export const buyBusinessForm = leadForm({
  kind: buyBusinessPage.kind,
  name: 'Buy a business',
  page: buyBusinessPage,
  schema: buyBusinessSchema,
  empty: { name: '', email: '', phone: '', state: '', budget: '', message: '' },
  fields: [
    { name: 'name', label: 'Full name', widget: 'text', required: true, autoComplete: 'name' },
    { name: 'email', label: 'Email address', widget: 'email', required: true, autoComplete: 'email' },
    { name: 'phone', label: 'Phone number', widget: 'tel', required: true, autoComplete: 'tel' },
    { name: 'budget', label: 'Budget (optional)', widget: 'text' },
    {
      name: 'state',
      label: 'Preferred state or territory (optional)',
      widget: 'select',
      options: australianStates,
      placeholder: 'Anywhere in Australia',
      wide: true,
    },
    {
      name: 'message',
      staffLabel: 'Message',
      label: 'What kind of NDIS business do you want to buy?',
      widget: 'textarea',
      required: true,
      rows: 4,
    },
  ],
  subject: () => 'New Enquiry - Buy an NDIS Business',
  notices: { success: notices.enquirySuccess, backedUp: notices.contactFailure, rejected: notices.leadRejected },
  presentation: 'inline',
  submitLabel: 'Send Enquiry',
})
