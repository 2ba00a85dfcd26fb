import * as v from 'valibot'
import { contactPage } from '../content/lead-form-pages'
import { notices } from '../content/notices'
import { leadForm } from './descriptor'
import { email, optionalText, phone, requiredLongText, requiredText } from './fields'

export const contactSchema = v.object({
  name: requiredText('Enter your full name'),
  phone,
  email,
  organisation: optionalText(150),
  message: requiredLongText('Tell us about your registration needs', 5000),
})

export type ContactValues = v.InferInput<typeof contactSchema>

/** The free-consultation form of the home page's contact section (spec §2, §3, §5). */
export const contactForm = leadForm({
  kind: contactPage.kind,
  name: 'Contact enquiry',
  page: contactPage,
  schema: contactSchema,
  empty: { name: '', phone: '', email: '', organisation: '', message: '' },
  fields: [
    { name: 'name', label: 'Full Name', widget: 'text', required: true, autoComplete: 'name' },
    { name: 'phone', label: 'Phone Number', widget: 'tel', required: true, autoComplete: 'tel' },
    { name: 'email', label: 'Email Address', widget: 'email', required: true, autoComplete: 'email' },
    { name: 'organisation', label: 'Organisation Name', widget: 'text', autoComplete: 'organization' },
    {
      name: 'message',
      staffLabel: 'Message',
      label: 'Tell us about your registration needs',
      widget: 'textarea',
      required: true,
      rows: 4,
    },
  ],
  subject: () => 'New Contact Enquiry',
  notices: { success: notices.contactSuccess, backedUp: notices.contactFailure, rejected: notices.leadRejected },
  presentation: 'inline',
  submitLabel: 'Send Enquiry',
})
