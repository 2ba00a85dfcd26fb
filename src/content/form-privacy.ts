/**
 * What the privacy policy says each website form collects and why (its "What our website forms collect"
 * section), one notice per form a visitor sends, in the list at the end (decision 202). Tests check the
 * notices against the descriptors: one per form with a page, each `key` a field of its schema and every
 * field listed (pages-content.test.ts). Kept apart from the descriptors (schemas, validation library) and
 * from the page entries (in every page's entry): only the policy reads them.
 */
export interface FormPrivacyNotice {
  /** The form's one name (its kind), as in its page entry. */
  kind: string
  name: string
  where: string
  fields: readonly { key: string; label: string }[]
  purpose: string
}

export const schedulingPrivacy = {
  kind: 'scheduling',
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
} as const satisfies FormPrivacyNotice

export const signupPrivacy = {
  kind: 'signup-modal',
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
} as const satisfies FormPrivacyNotice

export const contactPrivacy = {
  kind: 'contact',
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
} as const satisfies FormPrivacyNotice

export const downloadGuidePrivacy = {
  kind: 'download-guide',
  name: 'Free guide download',
  where: 'On our Free Resources page, before you open a guide.',
  fields: [
    { key: 'name', label: 'Name' },
    { key: 'email', label: 'Email address' },
    { key: 'guide', label: 'The guide you chose' },
  ],
  purpose:
    'To give you the guide, know which guides are useful to providers, and contact you once about whether we can help further. We do not add you to a mailing list unless you ask us to.',
} as const satisfies FormPrivacyNotice

export const sellBusinessPrivacy = {
  kind: 'sell-business',
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
} as const satisfies FormPrivacyNotice

export const buyBusinessPrivacy = {
  kind: 'buy-business',
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
} as const satisfies FormPrivacyNotice

/** Every form's notice, in the order the policy lists them. */
export const formPrivacy = [
  schedulingPrivacy,
  signupPrivacy,
  contactPrivacy,
  downloadGuidePrivacy,
  sellBusinessPrivacy,
  buyBusinessPrivacy,
] as const satisfies readonly FormPrivacyNotice[]
