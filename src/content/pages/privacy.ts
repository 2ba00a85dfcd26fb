import { fullAddress, site } from '../site'
import { pageMeta } from './meta'
import type { PageMeta, TextSection } from './types'

/** The local-storage key of the browser backup (spec §3). The privacy test checks the page names it. */
export const BACKUP_STORAGE_KEY = 'form-submissions'
/** The start of the session-storage keys of the drafts kept while a visitor types (decision 322). */
export const DRAFT_STORAGE_KEY_PREFIX = 'form-draft:'

export interface PrivacyPageCopy extends PageMeta {
  heading: string
  lastUpdated: { iso: string; display: string }
  intro: string[]
  whoWeAre: { heading: string; paragraphs: string[]; details: { label: string; value: string; href?: string }[] }
  /** Each form's own notice is in its entry in src/content/lead-form-pages.ts: the page lists every form's. */
  forms: {
    heading: string
    intro: string
    fieldsLabel: string
    purposeLabel: string
    after: string[]
  }
  otherCollection: TextSection
  spamAndCookies: TextSection
  localBackup: TextSection & {
    heading: string
    /** Shown only when the page renders the clear button. */
    clearButtonNote: string
    clearStepsIntro: { withButton: string; withoutButton: string }
    clearSteps: string[]
    afterSteps: string
  }
  use: TextSection
  storage: TextSection
  retention: TextSection
  disclosure: TextSection
  overseas: TextSection
  access: TextSection
  anonymity: TextSection
  complaints: TextSection & { oaic: { name: string; website: string; href: string; phone: string; phoneHref: string } }
  changes: TextSection
  contact: { heading: string; paragraphs: string[] }
}

export const privacyPage: PrivacyPageCopy = {
  ...pageMeta.privacy,
  heading: 'Privacy policy',
  lastUpdated: { iso: '2026-11-30', display: '30 November 2026' },
  intro: [
    `This policy explains how ${site.name} handles personal information: what we collect through this website and in our work, why we collect it, how we keep it safe and how you can see or correct it.`,
    'We handle personal information in line with the Australian Privacy Principles (APPs) in the Privacy Act 1988 (Cth). If anything here is unclear, please ask us: our details are at the end of this page.',
  ],
  whoWeAre: {
    heading: 'Who we are',
    paragraphs: [
      `${site.name} (“we”, “us”) is an Australian consultancy that helps disability service organisations register as NDIS providers and stay compliant. Our Privacy Officer looks after privacy questions, requests and complaints.`,
    ],
    details: [
      { label: 'Business name', value: site.name },
      { label: 'ABN', value: site.abn },
      { label: 'Address', value: fullAddress() },
      { label: 'Email', value: site.email, href: `mailto:${site.email}` },
      { label: 'Phone', value: site.phone.display, href: site.phone.href },
    ],
  },
  forms: {
    heading: 'What our website forms collect and why',
    intro:
      'We only collect personal information through this website when you choose to send it to us in one of the forms below. Fields marked optional can be left empty. We use what you send for the purpose stated and for directly related purposes you would reasonably expect, such as following up your enquiry.',
    fieldsLabel: 'What it asks for',
    purposeLabel: 'Why we ask',
    after: [
      'When you send a form, it also records the time it was sent and a random reference number, so that a form sent twice by accident is only recorded once. It also keeps a scrambled code made from the internet (IP) address it came from (a keyed hash, not the address itself), so that we can recognise repeated abuse from one source; the code is kept, and deleted, with the form.',
      'When you book a consultation or send an application, we email you once to confirm we received it: it says when to expect us, how to reach us, and how to see, correct or delete your details. To keep what you sent private, that email repeats nothing you typed except your first name. We send at most one such email a day to any address, and none for a form our spam protection or submission limits stopped.',
      'Please do not include health information or other sensitive details about participants or anyone else in free-text fields. If you do, we will only use it to respond to you, and we may delete it from our records.',
    ],
  },
  otherCollection: {
    heading: 'Information we collect in other ways',
    paragraphs: [
      'We also collect personal information when you phone or email us, meet with us, or become a client. For clients, this can include details of your organisation’s key personnel, staff and the documents we prepare together. We collect it directly from you wherever we can.',
      'If you pay us online, the payment is handled by our payment provider on its own secure page. We receive confirmation of the payment, but never your full card details.',
    ],
  },
  spamAndCookies: {
    heading: 'Spam protection, cookies and analytics',
    paragraphs: [
      'Each form includes a hidden field that people never see or fill in. Automated spam programs often fill it in, and when they do, we discard the message. This “honeypot” lets us block spam without puzzles or tracking.',
      'We do not use tracking cookies, advertising cookies or third-party analytics on this website. The site sets two cookies, and only for our own staff when they log in to read enquiries: a session cookie that keeps them signed in, and a device cookie that lets a browser they have signed in from before keep working while someone else is guessing passwords. Visitors never receive either.',
      'Like most websites, our server sees the internet (IP) address each request comes from. We use it to limit repeated submissions and block abuse, and our hosting provider keeps standard technical logs for security for a limited time.',
    ],
  },
  localBackup: {
    heading: 'While you fill in a form, and if it cannot be sent: the copy kept in your browser',
    paragraphs: [
      `While you fill in a form, your browser keeps what you have typed in its session storage for this tab, under a key starting “${DRAFT_STORAGE_KEY_PREFIX}” followed by the name of the form, so that reloading the page, or your phone closing the page in the background, does not lose your entries. It holds only the entries of that form, is never sent to us or anyone else, and is removed when the form is sent and when you close the tab.`,
      `If you send a form and it cannot reach us, for example because your connection drops, your browser keeps a copy of it in its local storage under the key “${BACKUP_STORAGE_KEY}”. The copy includes the name of the form, the details you entered, the email subject and our address, the time, a reference number and any error message.`,
      'The copy stays on your device: we cannot see it until it reaches us. The website sends it automatically when it can, for example the next time you open the site or when your connection returns. Once we have received it, the website removes the details you entered and keeps a short receipt (the name of the form, the email subject, the time and the reference number, nothing you typed) until you clear it.',
      'If our server refuses a saved form, for example because an entry is not one it can accept, it is not sent again: the copy stays, with the reason, so that the website can tell you and you can send the details another way, until you clear it.',
      'If you use a shared or public computer, or you would rather not keep the copy, you can clear it at any time. If you clear it before it is sent, we will not receive that form, so please contact us another way.',
    ],
    clearButtonNote:
      'The quickest way is the Clear saved form details button on this page, which removes every saved copy from this browser, and what you have typed into a form in this tab.',
    clearStepsIntro: {
      withButton: 'You can also clear it in your browser’s settings:',
      withoutButton: 'To clear it, use your browser’s settings:',
    },
    clearSteps: [
      'In your browser’s settings, open the privacy or site data settings (often called “Cookies and site data” or “Site settings”).',
      `Find this website (${new URL(site.url).hostname}) and choose to clear or delete its stored data.`,
    ],
    afterSteps:
      'Clearing this website’s data does not affect other websites. In a private or incognito window, the copy is removed automatically when you close all private windows.',
  },
  use: {
    heading: 'How we use your information',
    paragraphs: ['We use personal information to:'],
    list: [
      'reply to enquiries, book consultations and prepare quotes',
      'deliver the services you engage us for, and manage our relationship with you',
      'send you the free guides you ask for',
      'send news and updates, but only if you have agreed; every message includes a way to unsubscribe, and you can also ask us to stop at any time',
      'keep our website and systems secure, and meet our legal, tax and insurance obligations',
    ],
  },
  storage: {
    heading: 'How we store and protect it',
    paragraphs: [
      'Form submissions are sent over an encrypted (HTTPS) connection to our enquiry system, which stores them in a secure database and emails them to our team. Only staff who need to respond to you can read them: each has their own account, sign-ins are limited after repeated failures, and every time someone views, exports, changes or erases an enquiry it is recorded (without copying your details into that record).',
      'Client documents are kept in access-controlled business systems. We take reasonable steps to protect personal information from misuse, interference, loss and unauthorised access, change or disclosure, as APP 11 requires.',
      'If a data breach is likely to cause serious harm, we will notify you and the Office of the Australian Information Commissioner as the Notifiable Data Breaches scheme requires.',
    ],
  },
  retention: {
    heading: 'How long we keep it',
    paragraphs: ['We keep personal information only as long as we need it:'],
    list: [
      'Enquiries, bookings, applications and guide requests that do not lead to an engagement: our team closes (archives) each one once we have finished with it, and our enquiry system deletes it automatically 2 years after it was closed. One we have not closed stays in the system until we do. You can ask us at any time for a copy of what we hold about you, or to delete it sooner; we then also delete the copies emailed to our team. We keep backups of the enquiry system for no longer than 35 days, so whatever is deleted from it is gone from every backup within 35 days.',
      'Client records: 7 years after our work together ends, to meet legal, tax and insurance obligations.',
      'Marketing preferences: until you unsubscribe, after which we keep only what we need to make sure we do not contact you again.',
      'Server security logs: no longer than 90 days.',
      `The copy in your browser under “${BACKUP_STORAGE_KEY}”: your details until they are sent to us or you clear them; a receipt without your details, or a copy our server refused, until you clear it.`,
      `What you are typing into a form, under “${DRAFT_STORAGE_KEY_PREFIX}” in your browser’s session storage: until the form is sent, you clear it, or you close the tab.`,
    ],
  },
  disclosure: {
    heading: 'Who we share it with',
    paragraphs: [
      'We do not sell, rent or trade personal information. We share it only when needed to run our business or when you ask us to:',
    ],
    list: [
      'service providers who host our website and enquiry system, deliver our email and provide IT support, under agreements that require them to protect it',
      'approved quality auditors, the NDIS Commission or other parties, only as part of work you engage us to do and with your agreement',
      'a buyer or seller of an NDIS business, only with your written permission',
      'our professional advisers, such as accountants, lawyers and insurers',
      'government agencies or others when the law requires or allows it',
    ],
  },
  overseas: {
    heading: 'Overseas disclosure',
    paragraphs: [
      'We choose hosting, database and email services that store data in Australia where the service allows it. Some of our service providers may still store backups or give their support staff access from outside Australia.',
      'Where personal information may be disclosed to a recipient overseas, we take reasonable steps, as APP 8 requires, to make sure the recipient handles it in line with the Australian Privacy Principles. You can ask us which providers we use and the countries involved.',
    ],
  },
  access: {
    heading: 'Seeing and correcting your information',
    paragraphs: [
      'You can ask for a copy of the personal information we hold about you (Australian Privacy Principle 12), and ask us to correct anything that is inaccurate, out of date, incomplete, irrelevant or misleading (APP 13). Contact our Privacy Officer using the details below.',
      'We will confirm your identity before we share anything, and respond within 30 days. There is no charge for making a request. If we cannot give you access or make a correction, we will explain why in writing and tell you how to complain. If we do not make a correction you asked for, you can ask us to attach a statement to the information saying you believe it is inaccurate, out of date, incomplete, irrelevant or misleading, and we will do so in a way that people who see the information will see it.',
    ],
  },
  anonymity: {
    heading: 'Dealing with us anonymously',
    paragraphs: [
      'You can read this website without telling us who you are, and you can ask general questions by phone without giving your name. To book a consultation, prepare a quote or work with you, we need your name and contact details.',
    ],
  },
  complaints: {
    heading: 'Complaints',
    paragraphs: [
      'If you think we have mishandled your personal information, please contact our Privacy Officer first and describe what happened. We will acknowledge your complaint within 5 business days and aim to resolve it within 30 days.',
      'If you are not satisfied with our response, you can complain to the Office of the Australian Information Commissioner (OAIC):',
    ],
    oaic: {
      name: 'Office of the Australian Information Commissioner',
      website: 'oaic.gov.au',
      href: 'https://www.oaic.gov.au',
      phone: '1300 363 992',
      phoneHref: 'tel:1300363992',
    },
  },
  changes: {
    heading: 'Changes to this policy',
    paragraphs: [
      'We review this policy from time to time and will publish any changes on this page with a new “last updated” date.',
    ],
  },
  contact: {
    heading: 'Contact our Privacy Officer',
    paragraphs: [
      `Email or phone us during our support hours (${site.supportHours}), or write to the Privacy Officer, ${site.name}, at the address below.`,
    ],
  },
}
