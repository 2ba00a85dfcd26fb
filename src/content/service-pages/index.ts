import type { ServiceEntry, ServiceGroupId, ServiceSlug } from '../services-catalogue'
import type { ServicePageCopy, ServicePagesCopy } from './types'

/**
 * Each group's pages are a file of their own, fetched by the service page that shows one of them: a
 * navigation to one service page fetched all 25 pages' copy (33 kB gzip) before (decision 240).
 */
const groupCopy: Record<ServiceGroupId, () => Promise<ServicePagesCopy>> = {
  starting: () => import('./starting').then((m) => m.startingPages),
  compliance: () => import('./compliance').then((m) => m.compliancePages),
  audit: () => import('./audit').then((m) => m.auditPages),
  growth: () => import('./growth').then((m) => m.growthPages),
  branding: () => import('./branding').then((m) => m.brandingPages),
  other: () => import('./other').then((m) => m.otherPages),
}

/** The long copy of a service page, from its group's file. */
export async function servicePageCopy(entry: ServiceEntry): Promise<ServicePageCopy | undefined> {
  const pages = await groupCopy[entry.group]()
  return pages[entry.slug as ServiceSlug]
}
