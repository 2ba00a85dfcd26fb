import { css } from 'styled-system/css'
import { contactMachine } from '../../../machines/lead-forms'
import { TextAreaField, TextField } from '../../components/ui/form-fields'
import { notices } from '../../content/notices'
import { type ContactValues, contactSchema, emptyContact } from '../../forms/contact'
import { validatorFor } from '../../forms/fields'
import { FormActions, LeadFormFrame } from './form-parts'
import { useLeadForm } from './use-lead-form'

const validate = validatorFor(contactSchema)

/** The free-consultation contact form of the home page's contact section. */
export function ContactForm() {
  const lead = useLeadForm<ContactValues>({
    kind: 'contact',
    machine: contactMachine,
    defaultValues: emptyContact,
    validate,
    notices: { success: notices.contactSuccess, failure: notices.contactFailure },
  })
  const { bind } = lead
  return (
    <LeadFormFrame lead={lead} label="Free consultation request">
      <div className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
        <TextField label="Full Name" required autoComplete="name" {...bind('name')} />
        <TextField label="Phone Number" required type="tel" autoComplete="tel" {...bind('phone')} />
        <TextField label="Email Address" required type="email" autoComplete="email" {...bind('email')} />
        <TextField label="Organisation Name" autoComplete="organization" {...bind('organisation')} />
      </div>
      <TextAreaField label="Tell us about your registration needs" required rows={4} {...bind('message')} />
      <FormActions busy={lead.busy} submitLabel="Send Enquiry" />
    </LeadFormFrame>
  )
}
