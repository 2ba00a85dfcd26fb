import { site } from './site'

/**
 * The desk's reply templates (issue 27): the first words of a reply to a lead, one per form kind, with
 * the lead's own facts filled in. Staff change whatever they like before sending. Keys are the wire
 * `form` values (content imports no forms: reply-templates.test.ts checks every lead kind has one).
 */
export interface ReplyFacts {
  /** The visitor's first name, or null when the lead has none that reads as a name. */
  firstName: string | null
  /** The member of staff writing. */
  staffName: string
  /** What they asked for, in words: a service, a guide, a state. Null when they did not say. */
  topic: string | null
  /** A booking request: the date and slots they chose, on their own clock, in words. */
  booking: { date: string; slots: string; zone: string } | null
}

export interface ReplyDraft {
  subject: string
  body: string
}

const hello = (facts: ReplyFacts) => (facts.firstName ? `Hello ${facts.firstName},` : 'Hello,')
const signOff = (facts: ReplyFacts) =>
  ['Kind regards,', facts.staffName, site.name, `${site.phone.display} · ${site.email}`].join('\n')
const letter = (facts: ReplyFacts, paragraphs: string[]) => [hello(facts), ...paragraphs, signOff(facts)].join('\n\n')

export const replyTemplates: Record<string, (facts: ReplyFacts) => ReplyDraft> = {
  scheduling: (facts) => ({
    subject: `Your free consultation with ${site.name}`,
    body: letter(facts, [
      facts.booking
        ? `Thank you for booking a free consultation with us. You asked for ${facts.booking.date}, at ${facts.booking.slots} (${facts.booking.zone}).`
        : 'Thank you for booking a free consultation with us.',
      'I would be glad to talk with you then about your NDIS registration. I will send a calendar invitation for the time we settle on.',
      'If another time suits you better, just reply to this email or call us.',
    ]),
  }),
  'signup-modal': (facts) => ({
    subject: 'Your NDIS registration application',
    body: letter(facts, [
      facts.topic
        ? `Thank you for your application. You asked about ${facts.topic}, and I will look after it for you.`
        : 'Thank you for your application. I will look after it for you.',
      'To prepare an accurate quote, I would like a short call about your business, the supports you offer and where you are in the registration process. When suits you this week?',
    ]),
  }),
  contact: (facts) => ({
    subject: 'Your NDIS registration enquiry',
    body: letter(facts, [
      'Thank you for getting in touch about your NDIS registration.',
      'I have read your message and would like to talk it through with you. When is a good time for a call?',
    ]),
  }),
  'download-guide': (facts) => ({
    subject: facts.topic ? `Your guide: ${facts.topic}` : 'Your free guide',
    body: letter(facts, [
      facts.topic ? `Thank you for downloading ${facts.topic}.` : 'Thank you for downloading our free guide.',
      'If any part of it raises questions about your own registration or audit, I am happy to answer them: reply to this email or book a free consultation on our website.',
    ]),
  }),
  'sell-business': (facts) => ({
    subject: 'Selling your NDIS business',
    body: letter(facts, [
      facts.topic
        ? `Thank you for telling us about your plans to sell ${facts.topic}.`
        : 'Thank you for telling us about your plans to sell your business.',
      'Everything you tell us stays confidential: we never share your business name or details with a possible buyer without your written permission.',
      'Could we arrange a short call to talk about the business and its NDIS registration?',
    ]),
  }),
  'buy-business': (facts) => ({
    subject: 'Buying an NDIS business',
    body: letter(facts, [
      facts.topic
        ? `Thank you for your interest in buying an NDIS business in ${facts.topic}.`
        : 'Thank you for your interest in buying an NDIS business.',
      'Could we arrange a short call about the kind of provider you are looking for, and the registration and due diligence questions that come with a purchase?',
    ]),
  }),
}

/** The desk's words around a reply. */
export const replyCopy = {
  heading: 'Reply by email',
  help: 'Starts from the template for this kind of lead, with their details filled in. The reply goes from the consultancy, and their answer comes to the team mailbox. Sending it marks a new lead contacted.',
  subjectLabel: 'Subject',
  bodyLabel: 'Message',
  preview: 'Preview',
  send: 'Send reply',
  previewHeading: 'Preview',
  sent: 'Reply sent: the lead is marked contacted.',
  /** A lead past New (contacted, booked, not a fit…) keeps its stage when a reply goes. */
  sentStageKept: 'Reply sent.',
  noEmail: 'This lead has no email address: reply by phone, then mark it contacted.',
  subjectMissing: 'Write a subject',
  bodyMissing: 'Write the reply before sending it',
  repliesHeading: 'Replies sent',
  erasedNote: 'Kept with the lead and deleted with it.',
} as const
