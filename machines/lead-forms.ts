import { contactSchema, emptyContact } from '../src/forms/contact'
import {
  buyBusinessSchema,
  downloadGuideSchema,
  emptyBuyBusiness,
  emptyDownloadGuide,
  emptySellBusiness,
  sellBusinessSchema,
} from '../src/forms/enquiries'
import { validatorFor } from '../src/forms/fields'
import { emptyScheduling, schedulingSchema } from '../src/forms/scheduling'
import { emptySignup, signupSchema } from '../src/forms/signup'
import { createSubmissionMachine } from './submission.machine'

/** The lead forms of the site: the shared lifecycle, each with its own schema. */
export const schedulingMachine = createSubmissionMachine({
  id: 'scheduling',
  dialog: true,
  validate: validatorFor(schedulingSchema),
  initialValues: emptyScheduling,
})

export const signupMachine = createSubmissionMachine({
  id: 'signup',
  dialog: true,
  validate: validatorFor(signupSchema),
  initialValues: emptySignup(),
})

export const contactMachine = createSubmissionMachine({
  id: 'contact',
  validate: validatorFor(contactSchema),
  initialValues: emptyContact,
})

export const downloadGuideMachine = createSubmissionMachine({
  id: 'downloadGuide',
  dialog: true,
  validate: validatorFor(downloadGuideSchema),
  initialValues: emptyDownloadGuide,
})

export const sellBusinessMachine = createSubmissionMachine({
  id: 'sellBusiness',
  validate: validatorFor(sellBusinessSchema),
  initialValues: emptySellBusiness,
})

export const buyBusinessMachine = createSubmissionMachine({
  id: 'buyBusiness',
  validate: validatorFor(buyBusinessSchema),
  initialValues: emptyBuyBusiness,
})
