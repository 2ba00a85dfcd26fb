/**
 * The one services catalogue. Routes, navigation, the prerender list and the sitemap all read it.
 * It holds only what every page needs up front (the menus' titles and links): each page's description
 * is in `service-descriptions.ts` and its long copy in `service-pages/`, which load with the service
 * pages' chunks (decision 240).
 */

export const serviceGroups = [
  { id: 'starting', title: 'Starting Your NDIS Business', slug: 'starting-ndis-business', inServicesMenu: true },
  {
    id: 'compliance',
    title: 'Maintaining Registration & Compliance',
    slug: 'maintaining-compliance',
    inServicesMenu: true,
  },
  { id: 'audit', title: 'Audit Support', slug: 'audit-support', inServicesMenu: true },
  {
    id: 'growth',
    title: 'Additional Licensing & Business Growth',
    slug: 'licensing-business-growth',
    inServicesMenu: true,
  },
  { id: 'branding', title: 'Branding & Marketing', slug: 'branding-marketing', inServicesMenu: false },
  { id: 'other', title: 'NDIS Pricing & Funded Services', slug: null, inServicesMenu: false },
] as const

export type ServiceGroup = (typeof serviceGroups)[number]
export type ServiceGroupId = ServiceGroup['id']

export interface ServiceEntry {
  slug: string
  group: ServiceGroupId
  /** The page's h1 and the base of its <title>. */
  title: string
  /** Short label for menus and breadcrumbs. */
  navLabel: string
}

export const services = [
  // Starting Your NDIS Business
  {
    slug: 'starting-ndis-business',
    group: 'starting',
    title: 'Starting Your NDIS Business',
    navLabel: 'Starting your NDIS business',
  },
  {
    slug: 'ndis-setup',
    group: 'starting',
    title: 'NDIS Business Setup',
    navLabel: 'NDIS business setup',
  },
  {
    slug: 'ndis-registration',
    group: 'starting',
    title: 'NDIS Provider Registration',
    navLabel: 'NDIS registration',
  },
  {
    slug: 'ndis-certification-package',
    group: 'starting',
    title: 'How to Become an NDIS Provider: Certification Package',
    navLabel: 'NDIS certification package',
  },
  {
    slug: 'guide-to-proda',
    group: 'starting',
    title: 'Guide to PRODA and the NDIS Provider Portals',
    navLabel: 'Guide to PRODA',
  },
  // Maintaining Registration & Compliance
  {
    slug: 'maintaining-compliance',
    group: 'compliance',
    title: 'Maintaining Registration & Compliance',
    navLabel: 'Maintaining compliance',
  },
  {
    slug: 'ndis-renewal-registration',
    group: 'compliance',
    title: 'NDIS Registration Renewal',
    navLabel: 'Registration renewal',
  },
  {
    slug: 'online-self-assessment',
    group: 'compliance',
    title: 'NDIS Online Self-Assessment',
    navLabel: 'Online self-assessment',
  },
  {
    slug: 'compliance-support',
    group: 'compliance',
    title: 'Ongoing NDIS Compliance Support',
    navLabel: 'Compliance support',
  },
  {
    slug: 'key-documentation',
    group: 'compliance',
    title: 'NDIS Policies, Procedures and Key Documentation',
    navLabel: 'Key documentation',
  },
  // Audit Support
  {
    slug: 'audit-support',
    group: 'audit',
    title: 'NDIS Audit Support',
    navLabel: 'Audit support',
  },
  {
    slug: 'ndis-audit',
    group: 'audit',
    title: 'NDIS Verification and Certification Audits',
    navLabel: 'NDIS audits explained',
  },
  {
    slug: 'ndis-audit-preparation',
    group: 'audit',
    title: 'NDIS Audit Preparation',
    navLabel: 'Audit preparation',
  },
  // Additional Licensing & Business Growth
  {
    slug: 'licensing-business-growth',
    group: 'growth',
    title: 'Additional Licensing & Business Growth',
    navLabel: 'Licensing and growth',
  },
  {
    slug: 'rto-registration',
    group: 'growth',
    title: 'RTO Registration for Disability Training Providers',
    navLabel: 'RTO registration',
  },
  {
    slug: 'labour-hire-licence',
    group: 'growth',
    title: 'Labour Hire Licence Applications',
    navLabel: 'Labour hire licence',
  },
  {
    slug: 'business-consulting',
    group: 'growth',
    title: 'NDIS Business Consulting',
    navLabel: 'Business consulting',
  },
  // Branding & Marketing
  {
    slug: 'ndis-website-design',
    group: 'branding',
    title: 'Professional NDIS Website Design',
    navLabel: 'NDIS website design',
  },
  {
    slug: 'social-media-management',
    group: 'branding',
    title: 'Social Media Management for NDIS Providers',
    navLabel: 'Social media management',
  },
  {
    slug: 'logo-design',
    group: 'branding',
    title: 'Logo Design for NDIS Providers',
    navLabel: 'Logo design',
  },
  {
    slug: 'marketing-materials',
    group: 'branding',
    title: 'Marketing Materials for NDIS Providers',
    navLabel: 'Marketing materials',
  },
  {
    slug: 'brand-strategy',
    group: 'branding',
    title: 'Brand Strategy for NDIS Providers',
    navLabel: 'Brand strategy',
  },
  {
    slug: 'branding-marketing',
    group: 'branding',
    title: 'Branding & Marketing for NDIS Providers',
    navLabel: 'Branding & marketing',
  },
  // Other
  {
    slug: 'ndis-pricing',
    group: 'other',
    title: 'Understanding the NDIS Pricing Arrangements and Price Limits',
    navLabel: 'NDIS pricing explained',
  },
  {
    slug: 'ndis-funded-services',
    group: 'other',
    title: 'NDIS Funded Services and Registration Groups',
    navLabel: 'NDIS funded services',
  },
] as const satisfies readonly ServiceEntry[]

export type ServiceSlug = (typeof services)[number]['slug']

export function findService(slug: string): ServiceEntry | undefined {
  return services.find((s) => s.slug === slug)
}

export function groupOf(entry: ServiceEntry): ServiceGroup {
  const group = serviceGroups.find((g) => g.id === entry.group)
  if (!group) throw new Error(`Unknown service group ${entry.group}`)
  return group
}

export function isGroupPage(entry: ServiceEntry): boolean {
  return groupOf(entry).slug === entry.slug
}

export function servicesInGroup(id: ServiceGroupId): ServiceEntry[] {
  return services.filter((s) => s.group === id)
}

/** Children of a group, without the group page itself. */
export function childrenOfGroup(id: ServiceGroupId): ServiceEntry[] {
  const group = serviceGroups.find((g) => g.id === id)
  return servicesInGroup(id).filter((s) => s.slug !== group?.slug)
}

/** Old or marketing URLs that show another page; their canonical link points at the target. */
export const aliases = [
  { path: '/become-ndis-provider', target: '/services/ndis-certification-package' },
  { path: '/start-ndis-business', target: '/services/ndis-certification-package' },
  { path: '/how-to-register-ndis-provider', target: '/services/ndis-certification-package' },
  { path: '/ndis-registration-consultant', target: '/services' },
  { path: '/ndis-audit-support', target: '/services/ndis-audit' },
] as const
