import { site } from './site'

/**
 * The mails the lead system writes by itself (issue 27): the visitor's acknowledgement and the staff's
 * reminders. Keys are the wire `form` values. An acknowledgement repeats nothing the visitor typed but
 * their first name (decision 191): "what they asked for" is the kind of form they sent.
 */
export const acknowledgementCopy = {
  subject: {
    scheduling: `We have your consultation request – ${site.name}`,
    'signup-modal': `We have your registration application – ${site.name}`,
    contact: `We have your enquiry – ${site.name}`,
    'download-guide': `Thank you for downloading our guide – ${site.name}`,
    'sell-business': `We have your enquiry about selling a business – ${site.name}`,
    'buy-business': `We have your enquiry about buying a business – ${site.name}`,
  } as Record<string, string>,
  /** What they asked for, completing "Thank you for …". */
  askedFor: {
    scheduling: 'booking a free consultation with us',
    'signup-modal': 'applying for help with your NDIS registration',
    contact: 'your enquiry about NDIS registration',
    'download-guide': 'downloading one of our free guides',
    'sell-business': 'your confidential enquiry about selling an NDIS business',
    'buy-business': 'your enquiry about buying an NDIS business',
  } as Record<string, string>,
  /** The promise the visitor read on the form, completed by " by <time> at the latest." */
  promise: {
    scheduling: 'We will contact you within 24 hours to confirm your preferred time slot and send calendar details',
    'signup-modal': 'Our team will contact you within 24 hours',
    contact: 'We will reply within 4 support hours',
    'download-guide': 'If you would like to talk about your registration, we will contact you within 24 hours',
    'sell-business': 'We will contact you within 24 hours',
    'buy-business': 'We will contact you within 24 hours',
  } as Record<string, string>,
  hello: (firstName: string | null) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  received: (askedFor: string, when: string) =>
    `Thank you for ${askedFor}. This email confirms that ${site.name} received it at ${when}.`,
  onTime: (promise: string, due: string) => `${promise}: by ${due} at the latest.`,
  /**
   * When the 24 hours hold too few support hours (decision 152): the real time, said plainly. Not "you
   * sent it outside our support hours": a lead sent after 4 PM on a Friday was sent inside them.
   */
  late: (due: string) => `We reply during our support hours (${site.supportHours}), so we will contact you by ${due}.`,
  reach: `To reach us sooner, call ${site.phone.display} or email ${site.email} during our support hours (${site.supportHours}), or reply to this email.`,
  privacy: `Your information: you can ask to see, correct or delete the details you sent at any time. Reply to this email or write to our Privacy Officer at ${site.email}. Our privacy policy explains how we handle them: ${site.url}/privacy-policy`,
  notRepeated:
    'To keep them private, this email does not repeat the details you sent. If you did not send this, tell us and we will delete it.',
  signature: site.name,
} as const

/** What staff read in a reminder. Reminders carry no prospect's details: the desk has them. */
export const reminderCopy = {
  deskUrl: `${site.url}/submissions`,
  arrival: {
    subject: (form: string, due: string) => `New lead: ${form}, due ${due}`,
    lines: (form: string, received: string, due: string) => [
      `A new ${form.toLowerCase()} arrived at ${received}.`,
      `It is due by ${due}.`,
    ],
  },
  dueSoon: {
    subject: (form: string, due: string) => `Due in 1 hour: ${form}, due ${due}`,
    lines: (form: string, received: string, due: string) => [
      `A ${form.toLowerCase()} received ${received} is still waiting for its first contact.`,
      `It is due by ${due}: 1 hour from now.`,
    ],
  },
  followUp: {
    subject: (form: string, when: string) => `Follow-up due: ${form}, ${when}`,
    lines: (form: string, when: string) => [
      `The follow-up set on a ${form.toLowerCase()} is due ${when}.`,
      'Its note is in the lead’s details.',
    ],
  },
  digest: {
    subject: (overdue: number, today: number) => `Today's leads: ${overdue} overdue, ${today} due today`,
    intro: 'Good morning. These leads are waiting for their first contact:',
    overdueHeading: 'Overdue',
    todayHeading: 'Due today',
    line: (form: string, received: string, due: string) => `${form}, received ${received}, due ${due}`,
  },
  owner: (name: string | null) =>
    name ? `Owner: ${name}.` : 'Nobody owns it yet, so every member of staff gets this reminder.',
  reference: (id: string) => `Lead reference: ${id}`,
  open: (url: string) => `Open the desk: ${url}`,
  why: 'You get this because reminders are on for you in the lead desk. Turn them off under "Reminders" there.',
} as const

/** The desk's reminder setting. */
export const reminderSettingCopy = {
  heading: 'Reminders',
  help: 'An email when a lead you own arrives during support hours, 1 hour before it is due, and each support-day morning a list of what is overdue or due that day. Leads nobody owns go to every member of staff.',
  label: 'Email me reminders',
  save: 'Save reminders',
  savedOn: 'Reminders are on.',
  savedOff: 'Reminders are off.',
} as const
