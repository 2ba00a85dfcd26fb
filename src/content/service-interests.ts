import { DEFAULT_SERVICE_INTEREST, JOURNEY_SERVICE_INTEREST } from './service-interest'
import { services } from './services-catalogue'

/**
 * The home page's service cards (home.ts): each card's title is the interest its Get Started button
 * sends. Kept here, not read from home.ts, so that every page's code can check an interest without
 * carrying the home page's copy.
 */
export const homeCardInterests = {
  registration: 'How to Become an NDIS Provider',
  qualitySystems: 'Compliance & Quality Systems',
  training: 'Staff Training & Development',
  audit: 'NDIS Audit Support',
  ongoing: 'Ongoing Compliance Support',
  consultation: 'Expert Consultation',
  website: 'Professional NDIS Website Design',
} as const

/** The pricing packages' Get Started buttons (kept in pricing.ts; a test checks the two agree). */
export const pricingPackageInterests = [
  'Registration Essentials (verification pathway)',
  'Certification Package',
  'Audit Ready (audit preparation)',
  'Ongoing Compliance Partner',
] as const

/**
 * Every service of interest a "Get Started" button on the site names: the only values `/apply?interest=`
 * takes (anything else is the default interest), so no one can put their own words into the page or the
 * mail's Subject through a link.
 */
export const knownServiceInterests: ReadonlySet<string> = new Set([
  DEFAULT_SERVICE_INTEREST,
  JOURNEY_SERVICE_INTEREST,
  ...Object.values(homeCardInterests),
  ...services.map((service) => service.title),
  ...pricingPackageInterests,
])

/** The service of interest a link asks for, if it is one the site offers; otherwise undefined. */
export const knownServiceInterest = (value: unknown): string | undefined =>
  typeof value === 'string' && knownServiceInterests.has(value) ? value : undefined
