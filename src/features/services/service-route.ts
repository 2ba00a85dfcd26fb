import { notFound } from '@tanstack/react-router'
import { serviceDescription } from '../../content/service-descriptions'
import type { ServicePageCopy, ServicePagesCopy } from '../../content/service-pages/types'
import { findService, type ServiceEntry, type ServiceGroupId, type ServiceSlug } from '../../content/services-catalogue'
import { faqPageJsonLd, jsonLdScript } from '../../lib/json-ld'
import { seo } from '../../lib/seo'
import { breadcrumbJsonLd, serviceBreadcrumbs, serviceJsonLd } from './service-structured-data'

export interface ServicePageData {
  entry: ServiceEntry
  copy: ServicePageCopy | null
  /**
   * The page's head, built here so the route's `head` (part of every page's first load) needs no
   * code: it arrives with the prerendered loader data, or with the loader after a navigation.
   */
  head: ReturnType<typeof servicePageHead>
}

/**
 * Each group's long copy is a file of its own, fetched by the loader of a page in that group: one file of
 * all 25 pages' copy (33 kB gzip) came with a navigation to any of them before (decision 240).
 */
const groupCopy: Record<ServiceGroupId, () => Promise<ServicePagesCopy>> = {
  starting: () => import('../../content/service-pages/starting').then((m) => m.startingPages),
  compliance: () => import('../../content/service-pages/compliance').then((m) => m.compliancePages),
  audit: () => import('../../content/service-pages/audit').then((m) => m.auditPages),
  growth: () => import('../../content/service-pages/growth').then((m) => m.growthPages),
  branding: () => import('../../content/service-pages/branding').then((m) => m.brandingPages),
  other: () => import('../../content/service-pages/other').then((m) => m.otherPages),
}

/**
 * Loader of a service page (its own chunk, like the long copy it fetches). `path` is the address
 * shown, which differs from the canonical page for aliases.
 */
export async function loadServicePage(slug: string, path?: string): Promise<ServicePageData> {
  const entry = findService(slug)
  if (!entry) throw notFound()
  const copy = (await groupCopy[entry.group]())[entry.slug as ServiceSlug] ?? null
  return { entry, copy, head: servicePageHead(entry, copy, path) }
}

function servicePageHead(entry: ServiceEntry, copy: ServicePageCopy | null, path?: string) {
  const canonicalPath = `/services/${entry.slug}`
  const head = seo({
    path: path ?? canonicalPath,
    canonicalPath,
    title: entry.title,
    description: serviceDescription(entry),
  })
  const scripts = [jsonLdScript(serviceJsonLd(entry)), jsonLdScript(breadcrumbJsonLd(serviceBreadcrumbs(entry)))]
  if (copy?.faqs.length) scripts.push(jsonLdScript(faqPageJsonLd(copy.faqs)))
  return { ...head, scripts }
}
