import * as v from 'valibot'
import { email, optionalText, phone, requiredLongText, requiredText } from './fields'

export const contactSchema = v.object({
  name: requiredText('Enter your full name'),
  phone,
  email,
  organisation: optionalText(150),
  message: requiredLongText('Tell us about your registration needs', 5000),
})

export type ContactValues = v.InferInput<typeof contactSchema>

export const emptyContact: ContactValues = { name: '', phone: '', email: '', organisation: '', message: '' }
