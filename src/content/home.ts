/**
 * Copy for the home page. Figures come from `claims` and contact values from `site` (site.ts):
 * never repeat them here as literals.
 */
import { CONSULTATION_MINUTES } from './booking'
import { homeCardInterests } from './service-interests'
import type { ServiceSlug } from './services-catalogue'
import { claims, site } from './site'

export interface HomeServiceCard {
  title: string
  description: string
  /** A few concrete things included, shown as a short list. */
  highlights: readonly string[]
  /** The matching service page, for a "Learn more" link. */
  href?: `/services/${ServiceSlug}`
  mostPopular?: boolean
}

const ratingText = `${claims.rating.value.toFixed(1)} from ${claims.rating.count} reviews`

export const testimonialsSection = {
  eyebrow: 'Success stories',
  heading: 'Providers who are now registered and growing',
  intro: `Rated ${ratingText}. Here is what a few of the ${claims.providersRegistered} providers we have helped register say about working with us.`,
} as const

export const servicesSection = {
  eyebrow: 'What we do',
  heading: 'NDIS registration and compliance services',
  intro:
    'Whether you are starting a new disability support business or keeping an established one audit-ready, we handle the paperwork so you can focus on participants.',
  mostPopular: 'Most Popular',
  getStarted: 'Get Started',
  learnMore: 'Learn more',
  cards: [
    {
      title: homeCardInterests.registration,
      description:
        'Our complete registration package: from choosing registration groups to the NDIS Commission application, audit and approval.',
      highlights: ['Registration group advice', 'Policies and procedures', 'Application and audit support'],
      href: '/services/ndis-certification-package',
      mostPopular: true,
    },
    {
      title: homeCardInterests.qualitySystems,
      description:
        'A quality management system built for your services: policies, forms and registers mapped to the NDIS Practice Standards.',
      highlights: [
        'Incident and complaints systems',
        'Risk and continuous improvement registers',
        'Ready-to-use forms',
      ],
      href: '/services/key-documentation',
    },
    {
      title: homeCardInterests.training,
      description:
        'Practical training so your team understands the NDIS Code of Conduct, incident reporting, restrictive practices and their own responsibilities.',
      highlights: [
        'Induction programs',
        'Code of Conduct and incident training',
        'Training records that satisfy auditors',
      ],
    },
    {
      title: homeCardInterests.audit,
      description:
        'Preparation for your verification or certification audit: a mock audit, an evidence review and support on the day.',
      highlights: [
        'Mock audit against the Practice Standards',
        'Evidence gap analysis',
        'Help closing non-conformities',
      ],
      href: '/services/audit-support',
    },
    {
      title: homeCardInterests.ongoing,
      description:
        'A compliance partner on call after registration: policy updates, reportable incidents, renewals and mid-term audits.',
      highlights: ['Annual policy reviews', 'Renewal and mid-term audit planning', 'Reportable incident guidance'],
      href: '/services/compliance-support',
    },
    {
      title: homeCardInterests.consultation,
      description:
        'One-on-one advice from experienced consultants on structure, pricing within the NDIS Price Limits, workforce and growth.',
      highlights: [
        'Business structure and planning',
        'Pricing and service agreements',
        'Growth and new registration groups',
      ],
      href: '/services/business-consulting',
    },
    {
      title: homeCardInterests.website,
      description:
        'An accessible, fast website that helps participants, families and support coordinators find you and get in touch.',
      highlights: ['Built to WCAG 2.2 AA', 'Clear service and referral pages', 'Easy for your team to update'],
      href: '/services/ndis-website-design',
    },
  ] satisfies HomeServiceCard[],
  journey: {
    heading: 'Not sure which service you need?',
    text: 'Tell us where you are up to and we will map out your registration journey, or book a free call and talk it through.',
    primaryCta: 'Start Your Registration Journey',
    secondaryCta: 'Book Free Call',
  },
} as const

export const contactSection = {
  eyebrow: 'Free consultation',
  heading: 'Talk to an NDIS registration specialist',
  intro:
    'Tell us a little about your organisation and the supports you want to offer. A consultant will reply with clear next steps and an honest estimate of time and cost.',
  formHeading: 'Send us your registration enquiry',
  formFallback: `Email us at ${site.email} or call ${site.phone.display} and we will take it from there.`,
  scheduleHeading: 'Prefer to pick a time?',
  scheduleText: `Choose a time that suits you for a free ${CONSULTATION_MINUTES}-minute video, phone or in-person consultation.`,
  scheduleCta: 'Schedule Now',
  cardHeading: 'Contact details',
  emailResponse: `Email response ${site.emailResponse}`,
  emailResponseDetail: 'during support hours',
  supportHoursLabel: 'Support hours',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  officeLabel: 'Melbourne office',
} as const

export const aboutSection = {
  eyebrow: 'About Bluegum',
  heading: 'A track record built one provider at a time',
  story: [
    `${site.name} began more than ${claims.yearsExperience.replace('+', '')} years ago at a kitchen table in Melbourne, when our founder, a former support coordinator, helped a friend's small in-home support business through its first NDIS audit. Word spread, and one application became many.`,
    `Since then we have processed ${claims.applicationsProcessed} applications and helped ${claims.providersRegistered} providers become registered, from sole traders offering community access to multi-site supported independent living providers. Every provider we have taken through to audit has been registered: a ${claims.successRate} success rate we protect by being honest up front about what each registration group requires.`,
    `Most of our clients are registered in about ${claims.registrationWeeks}, and many stay with us for ongoing compliance support. They rate us ${ratingText}, and that matters more to us than any figure, because behind every registration are participants who get safe, quality supports.`,
  ],
  valuesHeading: 'How we work',
  values: [
    {
      title: 'Plain English, no jargon',
      detail: 'We explain every Practice Standard in terms of what you actually do day to day.',
    },
    {
      title: 'Built for your services',
      detail: 'No generic templates: your policies describe your supports, your team and your participants.',
    },
    {
      title: 'With you after approval',
      detail: 'Renewals, mid-term audits and changes to the rules: we keep you compliant for the long run.',
    },
  ],
  figuresLabel: 'Bluegum by the numbers',
} as const
