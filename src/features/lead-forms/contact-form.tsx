import { css } from 'styled-system/css'
import { contactMachine } from '../../../machines/lead-forms'
import { ErrorSummary, TextAreaField, TextField } from '../../components/ui/form-fields'
import { notices } from '../../content/notices'
import { type ContactValues, contactSchema, emptyContact } from '../../forms/contact'
import { validatorFor } from '../../forms/fields'
import { FormActions, formGrid, Honeypot, RequiredNote } from './form-parts'
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
  const { bind, fieldId } = lead
  return (
    <form
      noValidate
      onSubmit={lead.submit}
      aria-busy={lead.busy}
      aria-label="Free consultation request"
      className={formGrid}
    >
      <ErrorSummary errors={lead.summaryErrors} fieldId={fieldId} summaryRef={lead.summaryRef} />
      <RequiredNote />
      <Honeypot inputRef={lead.honeypotRef} />
      <div className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
        <TextField label="Full Name" required autoComplete="name" {...bind('name')} />
        <TextField label="Phone Number" required type="tel" autoComplete="tel" {...bind('phone')} />
        <TextField label="Email Address" required type="email" autoComplete="email" {...bind('email')} />
        <TextField label="Organisation Name" autoComplete="organization" {...bind('organisation')} />
      </div>
      <TextAreaField label="Tell us about your registration needs" required rows={4} {...bind('message')} />
      <FormActions busy={lead.busy} submitLabel="Send Enquiry" />
    </form>
  )
}
