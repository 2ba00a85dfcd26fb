import { childrenOfGroup, serviceGroups, servicesInGroup } from './services-catalogue'

export interface NavLink {
  label: string
  href: string
}

const servicePath = (slug: string) => `/services/${slug}`

/** The Services menu: four groups, each with its group page and its children. */
export const servicesMenu = serviceGroups
  .filter((g) => g.inServicesMenu)
  .map((g) => ({
    title: g.title,
    href: servicePath(g.slug ?? ''),
    children: childrenOfGroup(g.id).map((s) => ({ label: s.navLabel, href: servicePath(s.slug) })),
  }))

/** The Branding menu: the five branding pages (the group page is linked from the footer). */
export const brandingMenu: NavLink[] = childrenOfGroup('branding').map((s) => ({
  label: s.navLabel,
  href: servicePath(s.slug),
}))

/**
 * Where the header's menu buttons lead when the page's scripts are not running (a disclosure needs them):
 * the pages that list what the menus hold. The mobile Menu goes to the footer's links (`SITE_LINKS_ID`).
 */
export const menuPages = {
  services: '/services',
  branding: servicePath('branding-marketing'),
}

/** The footer's block of links: the no-JavaScript target of the mobile Menu. */
export const SITE_LINKS_ID = 'site-links'

export const headerLinks: NavLink[] = [
  { label: 'Pricing', href: '/pricing' },
  { label: 'Shop', href: '/shop' },
  { label: 'SELL/BUY NDIS business', href: '/buy-sell-business' },
  { label: 'Contact', href: '/#contact' },
]

export const footerColumns: { title: string; links: NavLink[] }[] = [
  {
    title: 'Company',
    links: [
      { label: 'Services', href: '/services' },
      { label: 'About us', href: '/about' },
      { label: 'Success stories', href: '/#testimonials' },
      { label: 'Pricing', href: '/pricing' },
      { label: 'Free Resources', href: '/shop' },
      { label: 'Privacy policy', href: '/privacy-policy' },
    ],
  },
  {
    title: 'Popular services',
    links: [
      { label: 'Become an NDIS provider', href: servicePath('ndis-certification-package') },
      { label: 'NDIS registration', href: servicePath('ndis-registration') },
      { label: 'Audit support', href: servicePath('audit-support') },
      { label: 'Registration renewal', href: servicePath('ndis-renewal-registration') },
      { label: 'NDIS pricing explained', href: servicePath('ndis-pricing') },
      { label: 'Branding & marketing', href: servicePath('branding-marketing') },
    ],
  },
  {
    title: 'More',
    links: [
      { label: 'SELL/BUY NDIS business', href: '/buy-sell-business' },
      { label: 'Guide to PRODA', href: servicePath('guide-to-proda') },
      { label: 'NDIS funded services', href: servicePath('ndis-funded-services') },
      { label: 'Contact us', href: '/#contact' },
    ],
  },
]

/** Every service, grouped, for the services overview and the sitemap of the not-found page. */
export function groupedServices() {
  return serviceGroups.map((g) => ({ group: g, services: servicesInGroup(g.id) }))
}
