import type { ServiceSlug } from '../services-catalogue'
import { auditPages } from './audit'
import { brandingPages } from './branding'
import { compliancePages } from './compliance'
import { startingPages } from './starting'
import type { ServicePageCopy, ServicePagesCopy } from './types'

const allPages: ServicePagesCopy = {
  ...startingPages,
  ...compliancePages,
  ...auditPages,
  ...brandingPages,
}

export function servicePageCopy(slug: ServiceSlug | string): ServicePageCopy | undefined {
  return allPages[slug as ServiceSlug]
}
