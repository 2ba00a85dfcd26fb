import { type LeadEffects, type LeadEvent, type LeadFormModel, leadFormModel, type Storage } from './lead-form.model'
import { pathOf, transitionPaths } from './paths'

/**
 * What the path tests need of each lead form, written from the specification: the notices word for
 * word (spec §8), entries a visitor would type, the required entry the invalid attempt leaves out,
 * and the entry a visitor changes. Nothing here is read from the descriptors or the machines.
 */
export interface NoticeText {
  title: string
  description: string
}

export interface LeadFormCase {
  kind: string
  presentation: 'dialog' | 'inline'
  /** How the visitor reaches the form in a browser. */
  page: string
  /** The button that opens a dialog form, on `page`. */
  opener?: string
  /** What that button puts in the form (the home page's journey button names its service, spec §3). */
  opensWith?: Record<string, string>
  /** The form's submit button. */
  submit: string
  /** Entries typed by label. Checkbox groups and radios list the labels to tick. */
  entries: {
    label: string
    value: string | string[]
    widget: 'text' | 'select' | 'checkboxes' | 'radio'
    /** The entry's name in the team's mail where it is shorter than the question (spec §3's field). */
    inMail?: string
  }[]
  /** The required entry the invalid attempt leaves empty, and its error message. */
  invalid: { label: string; message: string }
  /** The entry a visitor changes after a failed send, and its name in the lead's data. */
  edit: { label: string; value: string; key: string }
  /**
   * The lead's data as the server must receive it after the entries are typed: every field of spec §3
   * by its name, empty ones as '' or false, lists as lists, hidden ones left out.
   */
  wire: Record<string, unknown>
  notices: {
    success: NoticeText
    backedUp: NoticeText
    notSaved: NoticeText
    rejected: NoticeText
    invalid: NoticeText | null
  }
  /** Whether the path runs with this browser's storage working, or blocked throughout. */
  storage: Storage
  model: LeadFormModel
}

const couldNotSend = {
  title: 'Could not send right now',
  description: 'Please try again shortly—your details were saved for backup.',
}
// Ours, for a browser that can't keep the lead: "saved for backup" would be untrue.
const notSaved = {
  title: 'Could not send or save your details',
  description:
    'Nothing was sent, and this browser could not keep a copy. Your entries are still in the form: please try again shortly, copy them somewhere safe, or call us on 03 5550 1234.',
}
const rejected = {
  title: 'Please check your details',
  description:
    'We could not accept this form as it is. Correct the entries listed at the top of the form and send it again.',
}

/** The notice a step shows, word for word, or none. */
export function noticeFor(testCase: LeadFormCase, effects: LeadEffects | undefined): NoticeText | null {
  if (effects?.notice === 'invalid') return testCase.notices.invalid
  return effects?.notice ? testCase.notices[effects.notice] : null
}

/** What the played server answers for each of the model's server events. */
export const serverAnswers = {
  serverOk: { status: 201, body: { status: 'stored' } },
  serverDown: { status: 500, body: { error: 'Something went wrong on our side.' } },
  serverRefuses: {
    status: 422,
    body: { error: 'Some fields are not valid', fields: { email: 'Enter a real email address' } },
  },
} as const

/**
 * The ways a server can be "down" for the visitor (issue 28.2), played at the network: each answer or
 * failure the browser can meet that means "not taken, try again later". The model's `serverDown` step
 * plays them in turn: the n-th `serverDown` of the p-th path plays `networkFaults[(p + n) % length]`.
 */
export const networkFaults = [
  { name: '500', status: 500, body: { error: 'Something went wrong on our side.' } },
  { name: '503 with Retry-After', status: 503, body: { error: 'The store is busy.' }, retryAfter: 5 },
  { name: '408 request timeout', status: 408, body: { error: 'Request timeout' } },
  { name: '429 too many requests', status: 429, body: { error: 'Too many requests' }, retryAfter: 60 },
  { name: 'offline', error: () => new TypeError('Failed to fetch') },
  { name: 'no answer in time', error: () => new DOMException('The operation was aborted.', 'AbortError') },
] as const

export type NetworkFault = (typeof networkFaults)[number]

/** A date a month ahead: always a valid preferred date. */
export const preferredDate = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)

/** The data a lead must carry: the case's entries, with the visitor's change when they made one. */
export function wireOf(testCase: LeadFormCase, edited: boolean): Record<string, unknown> {
  const data = Object.fromEntries(
    Object.entries(testCase.wire).map(([key, value]) => [key, value === '{preferredDate}' ? preferredDate() : value]),
  )
  return edited ? { ...data, [testCase.edit.key]: testCase.edit.value } : data
}

export const leadFormCases: LeadFormCase[] = [
  {
    kind: 'scheduling',
    presentation: 'dialog',
    page: '/',
    opener: 'Book Free Call',
    submit: 'Schedule Consultation',
    entries: [
      { label: 'Full name', value: 'Sam Lee', widget: 'text' },
      { label: 'Email address', value: 'sam@example.com', widget: 'text' },
      { label: 'Phone number', value: '03 5550 1234', widget: 'text' },
      { label: 'Preferred date', value: '{preferredDate}', widget: 'text' },
      { label: 'Preferred time slots', value: ['2-3 PM'], widget: 'checkboxes' },
    ],
    invalid: { label: 'Preferred time slots', message: 'Select at least one time slot' },
    edit: { label: 'Organisation', value: 'Lee Care', key: 'organisation' },
    wire: {
      name: 'Sam Lee',
      email: 'sam@example.com',
      phone: '03 5550 1234',
      organisation: '',
      preferredService: '',
      preferredDate: '{preferredDate}',
      preferredTimeSlots: ['2-3 PM'],
      timezone: 'AEST',
      consultationType: '',
      additionalNotes: '',
    },
    notices: {
      success: {
        title: 'Consultation Scheduled!',
        description: "We'll contact you within 24 hours to confirm your preferred time slot and send calendar details.",
      },
      backedUp: couldNotSend,
      notSaved,
      rejected,
      invalid: {
        title: 'Please select at least one time slot',
        description: 'We need to know your preferred consultation times.',
      },
    },
    storage: 'works',
    model: leadFormModel('Book a free consultation (scheduling dialog)', 'dialog'),
  },
  {
    kind: 'signup-modal',
    presentation: 'dialog',
    page: '/',
    opener: 'Start Your Registration Journey',
    opensWith: { serviceInterest: 'NDIS Registration Journey' },
    submit: 'Submit Application',
    entries: [
      { label: 'First Name', value: 'Ava', widget: 'text' },
      { label: 'Last Name', value: 'Nguyen', widget: 'text' },
      { label: 'Email Address', value: 'ava@example.com', widget: 'text' },
      { label: 'Phone Number', value: '0491 570 156', widget: 'text' },
      { label: 'Business/Organisation Name', value: 'Nguyen Supports', widget: 'text' },
      { label: 'Business Type', value: 'Company', widget: 'select' },
      { label: 'Current NDIS Status', value: 'Not registered', widget: 'select' },
    ],
    invalid: { label: 'Email Address', message: 'Enter your email address' },
    edit: { label: 'Additional Information', value: 'We support 12 participants.', key: 'additionalInfo' },
    wire: {
      firstName: 'Ava',
      lastName: 'Nguyen',
      email: 'ava@example.com',
      phone: '0491 570 156',
      businessName: 'Nguyen Supports',
      businessType: 'company',
      currentStatus: 'not-registered',
      serviceInterest: 'NDIS Registration Journey',
      budget: '',
      timeline: '',
      hasClients: false,
      additionalInfo: '',
      marketingConsent: false,
    },
    notices: {
      success: {
        title: 'Application Submitted!',
        description: 'Thank you for your interest. Our team will contact you within 24 hours.',
      },
      backedUp: {
        title: 'Submission failed',
        description: 'Please try again shortly. Your details were saved for backup.',
      },
      notSaved,
      rejected,
      invalid: null,
    },
    storage: 'works',
    model: leadFormModel('Start your NDIS registration (signup dialog)', 'dialog'),
  },
  {
    kind: 'contact',
    presentation: 'inline',
    page: '/#contact',
    submit: 'Send Enquiry',
    entries: [
      { label: 'Full Name', value: 'Mia Nguyen', widget: 'text' },
      { label: 'Phone Number', value: '0491 570 156', widget: 'text' },
      { label: 'Email Address', value: 'mia@example.com', widget: 'text' },
      {
        label: 'Tell us about your registration needs',
        value: 'We want to register for SIL.',
        widget: 'text',
        inMail: 'Message',
      },
    ],
    invalid: { label: 'Full Name', message: 'Enter your full name' },
    edit: { label: 'Organisation Name', value: 'Nguyen Care', key: 'organisation' },
    wire: {
      name: 'Mia Nguyen',
      phone: '0491 570 156',
      email: 'mia@example.com',
      organisation: '',
      message: 'We want to register for SIL.',
    },
    notices: {
      success: {
        title: 'Registration Inquiry Sent!',
        description: "We'll contact you within 24 hours to discuss your NDIS registration needs.",
      },
      backedUp: couldNotSend,
      notSaved,
      rejected,
      invalid: null,
    },
    storage: 'works',
    model: leadFormModel('Free consultation enquiry (contact form)', 'inline'),
  },
  {
    kind: 'download-guide',
    presentation: 'dialog',
    page: '/shop',
    opener: 'Download free: NDIS Registration Readiness Checklist',
    submit: 'Get the guide',
    entries: [
      { label: 'Your name', value: 'Leo Park', widget: 'text' },
      { label: 'Email address', value: 'leo@example.com', widget: 'text' },
    ],
    invalid: { label: 'Your name', message: 'Enter your name' },
    edit: { label: 'Email address', value: 'leo.park@example.com', key: 'email' },
    wire: { name: 'Leo Park', email: 'leo@example.com', guide: 'registration-readiness-checklist' },
    notices: {
      success: {
        title: 'Your guide is ready',
        description: 'Thanks! Your guide is open below, and we have saved your details so we can follow up.',
      },
      backedUp: couldNotSend,
      notSaved,
      rejected,
      invalid: null,
    },
    storage: 'works',
    model: leadFormModel('Download a free guide (dialog)', 'dialog'),
  },
  {
    kind: 'sell-business',
    presentation: 'inline',
    page: '/sell-business',
    submit: 'Send Enquiry',
    entries: [
      { label: 'Full name', value: 'Kai Brown', widget: 'text' },
      { label: 'Email address', value: 'kai@example.com', widget: 'text' },
      { label: 'Phone number', value: '0491 570 158', widget: 'text' },
      { label: 'Business name', value: 'Brown Disability Services', widget: 'text' },
      { label: 'State or territory the business operates in', value: 'Victoria', widget: 'select' },
    ],
    invalid: { label: 'Business name', message: 'Enter the name of the business you want to sell' },
    edit: { label: 'Registration groups (optional)', value: 'Daily personal activities', key: 'registrationGroups' },
    wire: {
      name: 'Kai Brown',
      email: 'kai@example.com',
      phone: '0491 570 158',
      businessName: 'Brown Disability Services',
      state: 'VIC',
      registrationGroups: '',
      message: '',
    },
    notices: {
      success: {
        title: 'Enquiry Sent!',
        description: "We'll contact you within 24 hours to talk through the next steps.",
      },
      backedUp: couldNotSend,
      notSaved,
      rejected,
      invalid: null,
    },
    storage: 'works',
    model: leadFormModel('Sell an NDIS business enquiry', 'inline'),
  },
  {
    kind: 'buy-business',
    presentation: 'inline',
    page: '/buy-business',
    submit: 'Send Enquiry',
    entries: [
      { label: 'Full name', value: 'Noor Ali', widget: 'text' },
      { label: 'Email address', value: 'noor@example.com', widget: 'text' },
      { label: 'Phone number', value: '0491 570 159', widget: 'text' },
      {
        label: 'What kind of NDIS business do you want to buy?',
        value: 'A small SIL provider.',
        widget: 'text',
        inMail: 'Message',
      },
    ],
    invalid: {
      label: 'What kind of NDIS business do you want to buy?',
      message: 'Tell us what kind of NDIS business you want to buy',
    },
    edit: { label: 'Budget (optional)', value: 'Up to $400,000', key: 'budget' },
    wire: {
      name: 'Noor Ali',
      email: 'noor@example.com',
      phone: '0491 570 159',
      state: '',
      budget: '',
      message: 'A small SIL provider.',
    },
    notices: {
      success: {
        title: 'Enquiry Sent!',
        description: "We'll contact you within 24 hours to talk through the next steps.",
      },
      backedUp: couldNotSend,
      notSaved,
      rejected,
      invalid: null,
    },
    storage: 'works',
    model: leadFormModel('Buy an NDIS business enquiry', 'inline'),
  },
]

/**
 * The same form with storage blocked or full throughout (private browsing): only the paths where the
 * server fails differ, so only those are worth walking again.
 */
export function withStorageBlocked(testCase: LeadFormCase): LeadFormCase {
  return {
    ...testCase,
    storage: 'blocked',
    model: leadFormModel(`${testCase.model.name}, storage blocked`, testCase.presentation, 'blocked'),
  }
}

/**
 * The paths a case walks: every transition's, plus a scenario they take only in parts (the visitor
 * changes an entry after a failure: the lead then goes under a new id, with the change); with storage
 * blocked only those where the server fails.
 */
export const casePaths = (testCase: LeadFormCase) => {
  const opening: LeadEvent[] = testCase.presentation === 'dialog' ? ['open'] : []
  const changedAfterFailure = pathOf(testCase.model, [
    ...opening,
    'submitValid',
    'serverDown',
    'edit',
    'submitValid',
    'serverOk',
  ])
  return [...transitionPaths(testCase.model), changedAfterFailure].filter(
    (path) => testCase.storage === 'works' || path.some((step) => step.event === 'serverDown'),
  )
}
