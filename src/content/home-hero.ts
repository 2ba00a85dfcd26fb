/**
 * Copy for the top of the home page: the hero, its claims and the four-step process. It loads with
 * the page; the sections below it (home.ts) load with their code. Figures come from `claims` (site.ts).
 */
import { CONSULTATION_MINUTES } from './booking'
import { claims } from './site'

export interface Claim {
  /** The figure, shown large: "200+". */
  value: string
  /** What it counts, shown under the figure: "providers registered". */
  label: string
}

export interface ProcessStep {
  title: string
  detail: string
}

/** The six claims of spec §1, in the order the hero shows them. */
export const homeClaims: readonly Claim[] = [
  { value: claims.providersRegistered, label: 'providers registered' },
  { value: claims.yearsExperience, label: 'years of experience' },
  { value: claims.successRate, label: 'success rate' },
  { value: claims.applicationsProcessed, label: 'applications processed' },
  { value: claims.registrationWeeks, label: 'typical time to registration' },
  { value: claims.rating.value.toFixed(1), label: `rating from ${claims.rating.count} reviews` },
]

export const hero = {
  eyebrow: 'NDIS registration consultants · Melbourne-based, Australia-wide',
  headline: 'Become a registered NDIS provider, with experts beside you at every step',
  offer: `We prepare your policies and evidence, guide your application through the NDIS Commission portal and get you ready for audit. Most of the providers we work with are registered in about ${claims.registrationWeeks}.`,
  primaryCta: 'Start Your Registration Journey',
  secondaryCta: 'Book Free Call',
  reassurance: `Free ${CONSULTATION_MINUTES}-minute consultation · No lock-in contracts · Plain-English advice`,
  claimsLabel: 'Our track record',
  processHeading: 'Your path to registration',
  processIntro: 'Four clear steps, with one consultant who knows your file.',
  steps: [
    {
      title: 'Initial Consultation',
      detail:
        'A free call to understand the supports you plan to offer, choose your registration groups and confirm whether you need a verification or certification audit.',
    },
    {
      title: 'Documentation Prep',
      detail:
        'We write the policies, procedures and registers you need, mapped to the NDIS Practice Standards and to how your team actually delivers supports.',
    },
    {
      title: 'Application Submission',
      detail:
        'We walk you through the NDIS Commission portal: your application, your self-assessment and engaging an approved quality auditor.',
    },
    {
      title: 'Registration Approval',
      detail:
        'We prepare you for audit, help close out any findings and stay with you until the NDIS Commission makes its decision.',
    },
  ] satisfies ProcessStep[],
  timeframeNote: `Timeframes depend on your registration groups, auditor availability and the NDIS Commission's assessment. We'll give you a realistic estimate on your first call.`,
} as const
