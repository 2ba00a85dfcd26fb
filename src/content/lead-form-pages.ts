import { guides } from './guides'
import { knownServiceInterest } from './service-interests'
import { site } from './site'

/**
 * Where each lead form a visitor sends stands, and the words around it (issue 26, decision 202): its
 * page, the id of its section there, its confirmation page, its own page's and dialog's heading and
 * intro, its dialog's size, what the form is called for screen readers and the head of its
 * confirmation page. The descriptor in src/forms/ holds its entry (`page`); routing, the lead links,
 * the dialog host and the no-JS post read the list at the end (`formPages`). It lives here, apart from
 * the descriptor's schema, because every page's entry carries it (lead links, route heads); what the
 * privacy policy says of each form is in form-privacy.ts for the same reason.
 */

/** Copy that names one of the form's pages: a text, or a text of the option the address fixes (the guide). */
export type FormText = string | ((label: string) => string)

export interface LeadFormPage {
  /** The form's one name: the wire `form` value, the lead kind the server stores (spec §7), the dialog request's. */
  kind: string
  /**
   * The page that holds the form; its plain POST goes to the same address (decision 015). A `$field`
   * segment (`/download/$guide`) makes one page per option of `param`, which fixes that field's value.
   */
  path: string
  /** The id of the form's section on its page, so a link or a re-rendered page lands on the form. */
  anchor: string
  /** Its confirmation page is `/sent/<confirmation>` (a `$field` as in `path`). */
  confirmation: string
  /** The field the address fixes, and its options: one page and one confirmation page each. */
  param?: { field: string; options: readonly { value: string; label: string }[] }
  /** What the form is called for screen readers. */
  formLabel: string
  /**
   * The form's own page: its heading, the line under it and its description for search engines. A form
   * without one stands on a page of the site that places it (the home page's contact section).
   */
  ownPage?: { title: FormText; intro: string; metaDescription: FormText; noindex?: boolean }
  /** Lead links open the form in a dialog, with its own page's heading and intro. */
  dialog?: { size: 'lg' | '2xl' }
  /**
   * Values the address of its own page gives (`/apply?interest=…`): only values the site offers, so
   * no one puts their own words into the page through a link. Null when it gives none.
   */
  fromAddress?(search: Readonly<Record<string, unknown>>): Record<string, string> | null
  /** Where a sent (or saved-to-resend) form takes the visitor at once: the guide it was for. */
  afterSent?: { path: string; savedNote: string; open: string }
  /** The head of its confirmation page (its heading and lead are the form's own success notice). */
  confirmationMeta: { title: FormText; description: FormText }
}

export const schedulingPage = {
  kind: 'scheduling',
  path: '/book-a-consultation',
  anchor: 'lead-form',
  confirmation: 'consultation-request',
  formLabel: 'Free consultation booking',
  ownPage: {
    title: 'Book a free consultation',
    // The desk's clock (decision 152) runs to the first contact, as the spec's success notice says, not to a confirmed booking.
    intro: "Choose a day and the times that suit you. We'll contact you within 24 hours to confirm a time.",
    metaDescription:
      'Book a free, no-obligation call about NDIS provider registration. Choose a day and times that suit you; we contact you within 24 hours to confirm.',
  },
  dialog: { size: 'lg' },
  confirmationMeta: {
    title: 'Consultation request sent',
    description: 'Your free consultation request reached us.',
  },
} as const satisfies LeadFormPage

export const signupPage = {
  kind: 'signup-modal',
  path: '/apply',
  anchor: 'lead-form',
  confirmation: 'application',
  formLabel: 'NDIS registration application',
  ownPage: {
    title: 'Start your NDIS registration',
    intro: "Tell us about your business and we'll contact you within 24 hours with next steps.",
    metaDescription:
      'Apply for help with NDIS provider registration. Tell us about your business and we will contact you within 24 hours with next steps.',
  },
  dialog: { size: '2xl' },
  // The service a "Get Started" link names; anything but a service the site offers is the default interest.
  fromAddress: (search) => {
    const interest = knownServiceInterest(search.interest)
    return interest ? { serviceInterest: interest } : null
  },
  confirmationMeta: { title: 'Application sent', description: 'Your NDIS registration application reached us.' },
} as const satisfies LeadFormPage

export const contactPage = {
  kind: 'contact',
  path: '/',
  anchor: 'contact',
  confirmation: 'enquiry',
  formLabel: 'Free consultation request',
  confirmationMeta: { title: 'Enquiry sent', description: 'Your registration enquiry reached us.' },
} as const satisfies LeadFormPage

export const downloadGuidePage = {
  kind: 'download-guide',
  path: '/download/$guide',
  anchor: 'lead-form',
  confirmation: '$guide',
  param: { field: 'guide', options: guides },
  formLabel: 'Free guide download',
  ownPage: {
    title: (guide) => `Download: ${guide}`,
    intro:
      'Leave your details and your guide opens as soon as you submit. We may contact you once about it, and we do not add you to a mailing list.',
    metaDescription: (guide) =>
      `Download the free ${guide}: leave your details and the guide opens at once. We do not add you to a mailing list.`,
    noindex: true,
  },
  dialog: { size: 'lg' },
  afterSent: {
    path: '/shop/$guide',
    savedNote: 'Your details are saved and will be sent automatically.',
    open: 'Open the guide now',
  },
  confirmationMeta: {
    title: (label) => `Your guide: ${label}`,
    description: (label) => `The ${label}, ready to read and print.`,
  },
} as const satisfies LeadFormPage

export const sellBusinessPage = {
  kind: 'sell-business',
  path: '/sell-business',
  anchor: 'sell-enquiry',
  confirmation: 'sale-enquiry',
  formLabel: 'Sell your NDIS business enquiry',
  confirmationMeta: {
    title: 'Sale enquiry sent',
    description: 'Your enquiry about selling an NDIS business reached us.',
  },
} as const satisfies LeadFormPage

export const buyBusinessPage = {
  kind: 'buy-business',
  path: '/buy-business',
  anchor: 'buy-enquiry',
  confirmation: 'purchase-enquiry',
  formLabel: 'Buy an NDIS business enquiry',
  confirmationMeta: {
    title: 'Purchase enquiry sent',
    description: 'Your enquiry about buying an NDIS business reached us.',
  },
} as const satisfies LeadFormPage

/**
 * Every lead form a visitor sends, in the privacy policy's order. A form's descriptor holds its entry;
 * a descriptor whose entry is missing here is a type error (src/forms/lead-kinds.ts).
 */
export const formPages = [
  schedulingPage,
  signupPage,
  contactPage,
  downloadGuidePage,
  sellBusinessPage,
  buyBusinessPage,
] as const satisfies readonly LeadFormPage[]

/** The confirmation page after a form sent without the page's scripts (its notice is the form's own). */
export const confirmationCopy = {
  eyebrow: 'Thank you',
  /**
   * Under the spec's success text: when "within 24 hours" cannot be kept as written (decisions 152, 300).
   * A lead with fewer than two support hours in its next 24 is due by the close of the next working day:
   * one sent after 4 PM on the last working day before a weekend or holiday, or on a weekend or holiday.
   */
  replyTiming: `We reply during our support hours, ${site.supportHours}. If you sent this after 4 PM AEST on a Friday or on the day before a public holiday in Victoria (where our office is), at a weekend or on a public holiday, expect our reply by 6 PM AEST on the next working day.`,
  backHome: 'Back to the home page',
  services: 'Read about our services',
} as const
