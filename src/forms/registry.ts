import { buyBusinessForm } from './buy-business'
import { contactForm } from './contact'
import type { LeadFormDescriptor } from './descriptor'
import { downloadGuideForm } from './download-guide'
import type { PageFormKind } from './form-pages'
import { schedulingForm } from './scheduling'
import { sellBusinessForm } from './sell-business'
import { signupForm } from './signup'
import { testEmailForm } from './test-email'

/**
 * Every lead form of the site by its kind (the wire `form` value): the one list everything else reads
 * (decision 202). The server validates with these schemas and decides the subject itself; whatever
 * subject or recipients a browser sends are ignored. Every form a visitor sends has its page entry
 * (src/content/lead-form-pages.ts); one left out here, or here without an entry, is a type error.
 */
export const leadForms = {
  scheduling: schedulingForm,
  'signup-modal': signupForm,
  contact: contactForm,
  'test-email': testEmailForm,
  'download-guide': downloadGuideForm,
  'sell-business': sellBusinessForm,
  'buy-business': buyBusinessForm,
} as const satisfies Record<PageFormKind | 'test-email', LeadFormDescriptor>
