import { guides } from './guides'
import { knownServiceInterest } from './service-interests'
import { site } from './site'

/**
 * Where each lead form a visitor sends stands, and the words around it (issue 26, decision 202): its
 * page, the id of its section there, its confirmation page, its own page's and dialog's heading and
 * intro, what the form is called for screen readers, the head of its confirmation page, and what the
 * privacy policy says it collects. The descriptor in src/forms/ holds its entry (`page`); routing, the
 * lead links, the dialog host, the no-JS post and the privacy policy read the list at the end
 * (`formPages`). It lives here, not in the descriptor's module, so the pages' code (lead links, route
 * heads, every page's entry) reads it without the forms' schemas and validation library.
 */

/** Copy that names one of the form's pages: a text, or a text of the option the address fixes (the guide). */
export type FormText = string | ((label: string) => string)

/** What the privacy policy says one form collects and why (each `key` a field of its schema; tested). */
export interface FormPrivacyNotice {
  name: string
  where: string
  fields: readonly { key: string; label: string }[]
  purpose: string
}

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
  privacy: FormPrivacyNotice
}

export const schedulingPage = {
  kind: 'scheduling',
  path: '/book-a-consultation',
  anchor: 'lead-form',
  confirmation: 'consultation-request',
  formLabel: 'Free consultation booking',
  ownPage: {
    title: 'Book a free consultation',
    intro: "Choose a day and the times that suit you. We'll confirm your booking within 24 hours.",
    metaDescription:
      'Book a free, no-obligation call about NDIS provider registration. Choose a day and the times that suit you; we confirm within 24 hours.',
  },
  dialog: { size: 'lg' },
  confirmationMeta: {
    title: 'Consultation request sent',
    description: 'Your free consultation request reached us.',
  },
  privacy: {
    name: 'Book a free consultation',
    where: 'Opened from the Book Free Call and Schedule Now buttons.',
    fields: [
      { key: 'name', label: 'Full name' },
      { key: 'email', label: 'Email address' },
      { key: 'phone', label: 'Phone number' },
      { key: 'organisation', label: 'Organisation name (optional)' },
      { key: 'preferredService', label: 'The service you want to discuss (optional)' },
      { key: 'preferredDate', label: 'Preferred date' },
      { key: 'preferredTimeSlots', label: 'Preferred time slots' },
      { key: 'timezone', label: 'Your time zone' },
      { key: 'consultationType', label: 'Video, phone or in-person consultation (optional)' },
      { key: 'additionalNotes', label: 'Additional notes (optional)' },
    ],
    purpose:
      'To arrange and confirm your free consultation at a time that suits you, contact you about it, and prepare for the conversation. We email you once, straight away, to confirm we received your request.',
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
  privacy: {
    name: 'Registration application',
    where: 'Opened from the Get Started and Start Your Registration Journey buttons.',
    fields: [
      { key: 'firstName', label: 'First name' },
      { key: 'lastName', label: 'Last name' },
      { key: 'email', label: 'Email address' },
      { key: 'phone', label: 'Phone number' },
      { key: 'businessName', label: 'Business or organisation name' },
      { key: 'businessType', label: 'Business type, such as sole trader or company' },
      { key: 'currentStatus', label: 'Your current NDIS registration status' },
      { key: 'serviceInterest', label: 'The service you are interested in' },
      { key: 'budget', label: 'Budget range (optional)' },
      { key: 'timeline', label: 'Timeline (optional)' },
      { key: 'hasClients', label: 'Whether you already have clients' },
      { key: 'clientCount', label: 'How many clients you have (optional)' },
      { key: 'additionalInfo', label: 'Additional information (optional)' },
      { key: 'marketingConsent', label: 'Whether you agree to receive news and updates from us' },
    ],
    purpose:
      'To understand your business and where you are in the registration process, contact you, recommend the right service and prepare a quote. We email you once, straight away, to confirm we received your application. We only send you news and updates if you tick the marketing box.',
  },
} as const satisfies LeadFormPage

export const contactPage = {
  kind: 'contact',
  path: '/',
  anchor: 'contact',
  confirmation: 'enquiry',
  formLabel: 'Free consultation request',
  confirmationMeta: { title: 'Enquiry sent', description: 'Your registration enquiry reached us.' },
  privacy: {
    name: 'Free consultation enquiry (contact form)',
    where: 'In the contact section of the home page.',
    fields: [
      { key: 'name', label: 'Full name' },
      { key: 'phone', label: 'Phone number' },
      { key: 'email', label: 'Email address' },
      { key: 'organisation', label: 'Organisation name (optional)' },
      { key: 'message', label: 'Your message about your registration needs' },
    ],
    purpose: 'To answer your enquiry and discuss your registration needs with you.',
  },
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
  privacy: {
    name: 'Free guide download',
    where: 'On our Free Resources page, before you open a guide.',
    fields: [
      { key: 'name', label: 'Name' },
      { key: 'email', label: 'Email address' },
      { key: 'guide', label: 'The guide you chose' },
    ],
    purpose:
      'To give you the guide, know which guides are useful to providers, and contact you once about whether we can help further. We do not add you to a mailing list unless you ask us to.',
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
  privacy: {
    name: 'Sell an NDIS business enquiry',
    where: 'On the Sell your NDIS business page.',
    fields: [
      { key: 'name', label: 'Full name' },
      { key: 'email', label: 'Email address' },
      { key: 'phone', label: 'Phone number' },
      { key: 'businessName', label: 'Name of the business you want to sell' },
      { key: 'state', label: 'State or territory the business operates in' },
      { key: 'registrationGroups', label: 'Its NDIS registration groups (optional)' },
      { key: 'message', label: 'Anything else you want to tell us (optional)' },
    ],
    purpose:
      'To contact you confidentially about selling your business and the NDIS registration and compliance questions a sale raises. We never share your business name or details with a possible buyer without your written permission.',
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
  privacy: {
    name: 'Buy an NDIS business enquiry',
    where: 'On the Buy an NDIS business page.',
    fields: [
      { key: 'name', label: 'Full name' },
      { key: 'email', label: 'Email address' },
      { key: 'phone', label: 'Phone number' },
      { key: 'state', label: 'The state or territory you are interested in (optional)' },
      { key: 'budget', label: 'Your budget (optional)' },
      { key: 'message', label: 'The kind of NDIS business you want to buy' },
    ],
    purpose:
      'To contact you about the kind of business you want to buy and the registration and due diligence questions involved. We never share your details with a seller without your written permission.',
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
   * Under the spec's success text: when "within 24 hours" cannot be kept as written (decision 152). A
   * lead with fewer than two support hours in its next 24 is due by the close of the next working day.
   */
  replyTiming: `We reply during our support hours, ${site.supportHours}. If you sent this on a Friday evening, at a weekend or just before a public holiday, expect our reply by 6 PM AEST on the next working day.`,
  backHome: 'Back to the home page',
  services: 'Read about our services',
} as const
