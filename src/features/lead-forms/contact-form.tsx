import { LeadForm } from './form-parts'
import { useInlineLeadForm } from './use-lead-form'

/** The free-consultation contact form of the home page's contact section. */
export function ContactForm() {
  return <LeadForm lead={useInlineLeadForm('contact')} label="Free consultation request" />
}
