import type { ServiceSlug } from '../services-catalogue'
import { auditPages } from './audit'
import { brandingPages } from './branding'
import { compliancePages } from './compliance'
import { growthPages } from './growth'
import { otherPages } from './other'
import { startingPages } from './starting'
import type { ServicePageCopy, ServicePagesCopy } from './types'

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
