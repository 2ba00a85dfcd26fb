import * as v from 'valibot'
import { guides } from '../content/guides'
import { downloadGuidePage } from '../content/lead-form-pages'
import { notices } from '../content/notices'
import { leadForm } from './descriptor'
import { choice, email, requiredText, values } from './fields'

export const downloadGuideSchema = v.object({
  name: requiredText('Enter your name'),
  email,
  guide: choice(values(guides), 'Choose a guide from the list'),
})

export type DownloadGuideValues = v.InferInput<typeof downloadGuideSchema>

/** The download-guide dialog of the shop's guide cards: the guide opens once the details are sent or saved. */
export const downloadGuideForm = leadForm({
  kind: downloadGuidePage.kind,
  name: 'Free guide download',
  page: downloadGuidePage,
  schema: downloadGuideSchema,
  empty: { name: '', email: '', guide: guides[0].value as string },
  fields: [
    { name: 'name', label: 'Your name', widget: 'text', required: true, autoComplete: 'name', wide: true },
    { name: 'email', label: 'Email address', widget: 'email', required: true, autoComplete: 'email', wide: true },
    { name: 'guide', label: 'Guide', widget: 'hidden' },
  ],
  subject: () => 'New Free Guide Download',
  notices: { success: notices.guideSuccess, backedUp: notices.contactFailure, rejected: notices.leadRejected },
  presentation: 'dialog',
  submitLabel: 'Get the guide',
  keepOnReset: ['guide'],
})
