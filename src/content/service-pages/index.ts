import type { ServiceSlug } from '../services-catalogue'
import { auditPages } from './audit'
import { brandingPages } from './branding'
import { compliancePages } from './compliance'
import { growthPages } from './growth'
import { otherPages } from './other'
import { startingPages } from './starting'
import type { ServicePageCopy, ServicePagesCopy } from './types'

/**
 * Every service page's copy in one object, for the checks (the copy's own tests, the loader's test and the
 * browser tests). The site does not import it: the service route's loader fetches one group's file
 * (`features/services/service-route.ts`, decision 240).
 */
const allPages: ServicePagesCopy = {
  ...startingPages,
  ...compliancePages,
  ...auditPages,
  ...growthPages,
  ...brandingPages,
  ...otherPages,
}

export function servicePageCopy(slug: ServiceSlug | string): ServicePageCopy | undefined {
  return allPages[slug as ServiceSlug]
}
