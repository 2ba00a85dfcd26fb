import { servicesSection } from './home'
import { DEFAULT_SERVICE_INTEREST, JOURNEY_SERVICE_INTEREST } from './service-interest'
import { services } from './services-catalogue'

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
  ...servicesSection.cards.map((card) => card.title),
  ...services.map((service) => service.title),
  ...pricingPackageInterests,
])

/** The service of interest a link asks for, if it is one the site offers; otherwise undefined. */
export const knownServiceInterest = (value: unknown): string | undefined =>
  typeof value === 'string' && knownServiceInterests.has(value) ? value : undefined
