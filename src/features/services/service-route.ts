import { notFound } from '@tanstack/react-router'
import type { ServicePageCopy } from '../../content/service-pages/types'
import { findService, type ServiceEntry } from '../../content/services-catalogue'
import { faqPageJsonLd, jsonLdScript } from '../../lib/json-ld'
import { seo } from '../../lib/seo'
import { breadcrumbJsonLd, serviceBreadcrumbs, serviceJsonLd } from './service-structured-data'

export interface ServicePageData {
  entry: ServiceEntry
  copy: ServicePageCopy | null
}

/** Loader of a service page. The long copy is its own chunk, fetched only for service pages. */
export async function loadServicePage(slug: string): Promise<ServicePageData> {
  const entry = findService(slug)
  if (!entry) throw notFound()
  const { servicePageCopy } = await import('../../content/service-pages')
  return { entry, copy: servicePageCopy(slug) ?? null }
}

/** Head of a service page; `path` differs from the canonical page for aliases. */
export function servicePageHead(data: ServicePageData | undefined, path?: string) {
  if (!data) return {}
  const { entry, copy } = data
  const canonicalPath = `/services/${entry.slug}`
  const head = seo({ path: path ?? canonicalPath, canonicalPath, title: entry.title, description: entry.description })
  const scripts = [jsonLdScript(serviceJsonLd(entry)), jsonLdScript(breadcrumbJsonLd(serviceBreadcrumbs(entry)))]
  if (copy?.faqs.length) scripts.push(jsonLdScript(faqPageJsonLd(copy.faqs)))
  return { ...head, scripts }
}
