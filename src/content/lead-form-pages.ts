import { site } from './site'

/**
 * The words around each lead form where it stands on its own page (and, for the dialog forms, in its
 * dialog): the heading, the line under it, and what the form is called for screen readers.
 */
export const leadFormPages = {
  scheduling: {
    title: 'Book a free consultation',
    intro: "Choose a day and the times that suit you. We'll confirm your booking within 24 hours.",
    formLabel: 'Free consultation booking',
    metaDescription:
      'Book a free, no-obligation call about NDIS provider registration. Choose a day and the times that suit you; we confirm within 24 hours.',
  },
  'signup-modal': {
    title: 'Start your NDIS registration',
    intro: "Tell us about your business and we'll contact you within 24 hours with next steps.",
    formLabel: 'NDIS registration application',
    metaDescription:
      'Apply for help with NDIS provider registration. Tell us about your business and we will contact you within 24 hours with next steps.',
  },
  'download-guide': {
    titleFor: (guide: string) => `Download: ${guide}`,
    intro:
      'Leave your details and your guide opens as soon as you submit. We may contact you once about it, and we do not add you to a mailing list.',
    formLabel: 'Free guide download',
    metaDescriptionFor: (guide: string) =>
      `Download the free ${guide}: leave your details and the guide opens at once. We do not add you to a mailing list.`,
  },
  contact: { formLabel: 'Free consultation request' },
  'sell-business': { formLabel: 'Sell your NDIS business enquiry' },
  'buy-business': { formLabel: 'Buy an NDIS business enquiry' },
} as const

/**
 * The head of each confirmation page (its heading and lead are the form's own success notice): the
 * browser tab and the description say which form was sent.
 */
export const confirmationMeta = {
  'consultation-request': {
    title: 'Consultation request sent',
    description: 'Your free consultation request reached us.',
  },
  application: { title: 'Application sent', description: 'Your NDIS registration application reached us.' },
  enquiry: { title: 'Enquiry sent', description: 'Your registration enquiry reached us.' },
  'sale-enquiry': {
    title: 'Sale enquiry sent',
    description: 'Your enquiry about selling an NDIS business reached us.',
  },
  'purchase-enquiry': {
    title: 'Purchase enquiry sent',
    description: 'Your enquiry about buying an NDIS business reached us.',
  },
  guide: (label: string) => ({ title: `Your guide: ${label}`, description: `The ${label}, ready to read and print.` }),
} as const

/** The confirmation page after a form sent without the page's scripts (its notice is the form's own). */
export const confirmationCopy = {
  eyebrow: 'Thank you',
  /**
   * Under the spec's success text: when "within 24 hours" cannot be kept as written (decision 152). A
   * lead with fewer than two support hours in its next 24 is due by the close of the next working day.
   */
  replyTiming: `We reply during our support hours, ${site.supportHours}. If you sent this on a Friday evening, at a weekend or just before a public holiday, expect our reply by 6 PM AEST on the next working day.`,
  backHome: 'Back to the home page',
  services: 'Read about our services',
} as const
