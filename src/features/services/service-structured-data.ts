import type { BreadcrumbList, Service, WithContext } from 'schema-dts'
import { serviceDescription } from '../../content/service-descriptions'
import { groupOf, isGroupPage, type ServiceEntry } from '../../content/services-catalogue'
import { absoluteUrl, site } from '../../content/site'

export interface Crumb {
  label: string
  href: string
}

export function serviceBreadcrumbs(entry: ServiceEntry): Crumb[] {
  const crumbs: Crumb[] = [
    { label: 'Home', href: '/' },
    { label: 'Services', href: '/services' },
  ]
  const group = groupOf(entry)
  if (group.slug && !isGroupPage(entry)) crumbs.push({ label: group.title, href: `/services/${group.slug}` })
  crumbs.push({ label: entry.navLabel, href: `/services/${entry.slug}` })
  return crumbs
}

export function breadcrumbJsonLd(crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: absoluteUrl(c.href),
    })),
  }
}

export function serviceJsonLd(entry: ServiceEntry): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: entry.title,
    description: serviceDescription(entry),
    url: absoluteUrl(`/services/${entry.slug}`),
    serviceType: groupOf(entry).title,
    areaServed: { '@type': 'Country', name: 'Australia' },
    provider: { '@type': 'ProfessionalService', name: site.name, url: site.url, telephone: site.phone.e164 },
  }
}
