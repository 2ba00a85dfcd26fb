import { claims } from '../site'
import { pageMeta } from './meta'
import type { CallToAction, Faq, PageMeta, Point, TextSection } from './types'

/** What a package shows in place of a fee until the owner sets one. */
export const QUOTE_ON_REQUEST = 'Quote on request'

export interface PricingPackage {
  id: string
  name: string
  /** The pathway or stage the package belongs to, shown above its name. */
  pathway: string
  /**
   * The fee as the owner wants it shown, for example "From $X (GST incl.)". The client has not
   * published fees, so every package is `null` and the page shows "Quote on request". Never invent one.
   */
  price: string | null
  summary: string
  suits: string
  includes: string[]
  /** The service interest the Get Started button passes to the signup dialog. */
  serviceInterest: string
  /** The service page that describes this work in full. */
  learnMore: { label: string; href: string }
}

export interface PricingPageCopy extends PageMeta {
  heading: string
  intro: string
  packagesHeading: string
  packages: PricingPackage[]
  fees: TextSection
  otherCosts: TextSection
  quoting: { heading: string; steps: Point[] }
  faqs: { heading: string; items: Faq[] }
  cta: CallToAction
}

/** The fee label a package shows: its price when the owner has set one, otherwise "Quote on request". */
export function priceLabel(pkg: Pick<PricingPackage, 'price'>): string {
  return pkg.price ?? QUOTE_ON_REQUEST
}

export const pricingPage: PricingPageCopy = {
  ...pageMeta.pricing,
  heading: 'Packages and pricing',
  intro:
    'Every provider starts from a different place, so we quote each engagement after a free call about your services, registration groups and timeline. Here is what each package includes and who it suits.',
  packagesHeading: 'Our packages',
  packages: [
    {
      id: 'registration-essentials',
      name: 'Registration Essentials',
      pathway: 'Verification pathway',
      price: null,
      summary: 'A focused package for providers whose supports need a verification audit.',
      suits:
        'New providers registering only for lower-risk supports that are assessed by a verification audit, such as many therapy, transport and household supports. We confirm which audit your registration groups need before we start.',
      includes: [
        'Free initial consultation and a review of the registration groups that fit your services',
        'Help setting up access to PRODA and the NDIS Commission’s provider portal',
        'Policies and procedures for the areas a verification audit covers: risk, incidents, complaints and human resources',
        'Completing the online application and self-assessment with you',
        'A checklist for worker screening, qualifications and training evidence',
        'Help requesting quotes from approved quality auditors and booking your audit',
        'Support until the NDIS Commission makes its decision',
      ],
      serviceInterest: 'Registration Essentials (verification pathway)',
      learnMore: { label: 'About NDIS provider registration', href: '/services/ndis-registration' },
    },
    {
      id: 'certification-package',
      name: 'Certification Package',
      pathway: 'Certification pathway',
      price: null,
      summary: 'Our complete, done-with-you package for becoming a registered NDIS provider.',
      suits:
        'Providers registering for supports that need a certification audit, such as daily personal activities, supported independent living, early childhood supports or behaviour support, and anyone who wants full support from start to finish.',
      includes: [
        'Everything in Registration Essentials',
        'A full policy and procedure suite mapped to the Core Module of the NDIS Practice Standards and any supplementary modules that apply to you',
        'Forms, registers and templates: service agreements, support plans, risk assessments, and incident and complaints registers',
        'Governance documents and guidance for your key personnel',
        'Preparation for both stages of the certification audit: the document review and the on-site or remote audit',
        'Help responding to any non-conformities until your registration is approved',
      ],
      serviceInterest: 'Certification Package',
      learnMore: { label: 'About the certification package', href: '/services/ndis-certification-package' },
    },
    {
      id: 'audit-ready',
      name: 'Audit Ready',
      pathway: 'Audit preparation',
      price: null,
      summary: 'An independent check of your systems and evidence before an auditor sees them.',
      suits:
        'Providers who already have their documents and want an honest review before an initial, mid-term or renewal audit.',
      includes: [
        'A mock audit against the NDIS Practice Standards that apply to your registration',
        'An evidence review of participant files, registers, worker screening and training records',
        'A written gap report with a prioritised action plan',
        'A staff briefing on what to expect and how auditors ask questions',
        'Support during the audit and with closing any non-conformities',
      ],
      serviceInterest: 'Audit Ready (audit preparation)',
      learnMore: { label: 'About NDIS audit preparation', href: '/services/ndis-audit-preparation' },
    },
    {
      id: 'ongoing-compliance',
      name: 'Ongoing Compliance Partner',
      pathway: 'After registration',
      price: null,
      summary: 'A compliance partner between audits, instead of a scramble before each one.',
      suits:
        'Registered providers who want steady, practical support to stay compliant as their services, staff and the rules change.',
      includes: [
        'Regular compliance check-ins on a schedule agreed with you',
        'Policy updates when the NDIS Practice Standards, the Pricing Arrangements or NDIS Commission guidance change',
        'Help with incident management, complaints and your continuous improvement register',
        'Periodic reviews of worker screening and training records',
        'Renewal planning and preparation for mid-term and renewal audits',
        'Priority phone and email support during our support hours',
      ],
      serviceInterest: 'Ongoing Compliance Partner',
      learnMore: { label: 'About ongoing compliance support', href: '/services/compliance-support' },
    },
  ],
  fees: {
    heading: 'Our fees, NDIS price limits and audit costs',
    paragraphs: [
      'Our fees are for consulting work we do for your business. We agree them with you in writing before any work starts, and they have nothing to do with the prices you charge participants.',
      'The NDIS Pricing Arrangements and Price Limits are published by the National Disability Insurance Agency (NDIA). They set the maximum prices providers, registered or not, can charge NDIA-managed and plan-managed participants for many supports. They do not apply to our fees, and they are usually reviewed every year, so always work from the current version on the NDIS website.',
      'Your audit is carried out by an approved quality auditor that you choose and engage. Auditors charge their own audit fees directly to you, based on things like your registration groups, the size of your organisation and how many locations you work from. We help you request and compare quotes, but audit fees are not part of our packages.',
    ],
  },
  otherCosts: {
    heading: 'Other costs to plan for',
    paragraphs: [
      'Registration comes with some costs that are paid to other people, not to us. Depending on your services, these can include:',
    ],
    list: [
      'Your approved quality auditor’s fees',
      'NDIS Worker Screening Check fees, which are set by each state and territory',
      'Insurance, such as public liability and professional indemnity cover',
      'Accounting, legal and any training costs for your team',
    ],
  },
  quoting: {
    heading: 'How quoting works',
    steps: [
      {
        title: 'A free call',
        detail:
          'We talk through your services, registration groups, existing documents and timeline. There is no obligation.',
      },
      {
        title: 'A written quote',
        detail: 'You receive a quote that sets out the scope, what is included, the timeline and the payment terms.',
      },
      {
        title: 'Agreement, then work',
        detail: 'We start once you have accepted the quote. You always know what you are paying for before we do it.',
      },
      {
        title: 'No surprises',
        detail:
          'If your scope changes, for example you add a registration group, we quote the change before doing the extra work.',
      },
    ],
  },
  faqs: {
    heading: 'Pricing questions',
    items: [
      {
        question: 'Why don’t you publish fixed prices?',
        answer:
          'The work depends on your registration groups, the type of audit you need, how many services and locations you have and how much documentation you already hold. A free call lets us quote for your situation instead of showing a number that may not fit it.',
      },
      {
        question: 'Is the auditor’s fee included in your packages?',
        answer:
          'No. Approved quality auditors are independent of us and charge their audit fees directly to you. We help you request quotes from more than one auditor so you can compare them.',
      },
      {
        question: 'Do the NDIS Price Limits apply to your fees?',
        answer:
          'No. The NDIS Pricing Arrangements and Price Limits cap what providers, registered or not, charge NDIA-managed and plan-managed participants for supports. Our fees are a business cost for your organisation and are agreed with you in writing.',
      },
      {
        question: 'Can I pay for your services with NDIS funding?',
        answer:
          'No. NDIS funding belongs to participants and pays for their supports. Consulting to set up or run a provider business is not a support that a participant’s plan can pay for.',
      },
      {
        question: 'Can I start with one package and add another later?',
        answer:
          'Yes. Many providers start with Registration Essentials or the Certification Package and move to the Ongoing Compliance Partner once registered. We quote each stage when you are ready for it.',
      },
      {
        question: 'Do you guarantee registration?',
        answer: `No one can: registration decisions are made by the NDIS Quality and Safeguards Commission. Our success rate to date is ${claims.successRate}, and we will tell you early about anything that could affect your application.`,
      },
    ],
  },
  cta: {
    heading: 'Get a quote for your registration',
    text: 'Book a free call to talk through your services and timeline, or tell us about your business and we will prepare a written quote.',
  },
}
