/**
 * The one services catalogue. Routes, navigation, the prerender list and the sitemap all read it.
 * It holds only what every page needs up front (titles and descriptions); the long copy of each
 * service page lives in `service-pages/` and loads with the service route's chunk.
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
  /** Meta description and the page's opening summary (about 120-160 characters). */
  description: string
}

export const services = [
  // Starting Your NDIS Business
  {
    slug: 'starting-ndis-business',
    group: 'starting',
    title: 'Starting Your NDIS Business',
    navLabel: 'Starting your NDIS business',
    description:
      'From business structure to your first registered support: how we help new disability service providers plan, set up and register with the NDIS Commission.',
  },
  {
    slug: 'ndis-setup',
    group: 'starting',
    title: 'NDIS Business Setup',
    navLabel: 'NDIS business setup',
    description:
      'Set up a disability support business the right way: structure, ABN, insurance, worker screening and the systems you need before you apply for NDIS registration.',
  },
  {
    slug: 'ndis-registration',
    group: 'starting',
    title: 'NDIS Provider Registration',
    navLabel: 'NDIS registration',
    description:
      'End-to-end help with NDIS provider registration: choosing registration groups, the NDIS Commission application, self-assessment and booking your audit.',
  },
  {
    slug: 'ndis-certification-package',
    group: 'starting',
    title: 'How to Become an NDIS Provider: Certification Package',
    navLabel: 'NDIS certification package',
    description:
      'Our complete package for becoming a registered NDIS provider: policies, procedures, application, audit preparation and support until your registration is approved.',
  },
  {
    slug: 'guide-to-proda',
    group: 'starting',
    title: 'Guide to PRODA and the NDIS Provider Portals',
    navLabel: 'Guide to PRODA',
    description:
      'A plain-English guide to PRODA, the NDIS Commission Portal and the myplace provider portal: what each is for, how to get access and common set-up problems.',
  },
  // Maintaining Registration & Compliance
  {
    slug: 'maintaining-compliance',
    group: 'compliance',
    title: 'Maintaining Registration & Compliance',
    navLabel: 'Maintaining compliance',
    description:
      'Stay registered and audit-ready between audits: renewals, self-assessments, policy updates and practical compliance support for registered NDIS providers.',
  },
  {
    slug: 'ndis-renewal-registration',
    group: 'compliance',
    title: 'NDIS Registration Renewal',
    navLabel: 'Registration renewal',
    description:
      'Renew your NDIS registration on time: we plan the renewal application, update your evidence and prepare you for the recertification or verification audit.',
  },
  {
    slug: 'online-self-assessment',
    group: 'compliance',
    title: 'NDIS Online Self-Assessment',
    navLabel: 'Online self-assessment',
    description:
      'Help completing the NDIS Commission self-assessment against the NDIS Practice Standards, with responses that match the evidence your auditor will ask to see.',
  },
  {
    slug: 'compliance-support',
    group: 'compliance',
    title: 'Ongoing NDIS Compliance Support',
    navLabel: 'Compliance support',
    description:
      'A compliance partner on call: incident management, complaints, continuous improvement, worker screening records and policy reviews for registered providers.',
  },
  {
    slug: 'key-documentation',
    group: 'compliance',
    title: 'NDIS Policies, Procedures and Key Documentation',
    navLabel: 'Key documentation',
    description:
      'Policies, procedures, forms and registers written for your services and mapped to the NDIS Practice Standards, ready for your staff and your auditor.',
  },
  // Audit Support
  {
    slug: 'audit-support',
    group: 'audit',
    title: 'NDIS Audit Support',
    navLabel: 'Audit support',
    description:
      'Support before, during and after your NDIS verification or certification audit, from choosing an approved quality auditor to closing non-conformities.',
  },
  {
    slug: 'ndis-audit',
    group: 'audit',
    title: 'NDIS Verification and Certification Audits',
    navLabel: 'NDIS audits explained',
    description:
      'What happens in an NDIS verification or certification audit, which one applies to your registration groups, how long it takes and what auditors look for.',
  },
  {
    slug: 'ndis-audit-preparation',
    group: 'audit',
    title: 'NDIS Audit Preparation',
    navLabel: 'Audit preparation',
    description:
      'A structured mock audit and evidence review against the NDIS Practice Standards, so your team walks into the real audit prepared and confident.',
  },
  // Additional Licensing & Business Growth
  {
    slug: 'licensing-business-growth',
    group: 'growth',
    title: 'Additional Licensing & Business Growth',
    navLabel: 'Licensing and growth',
    description:
      'Grow beyond your first registration: RTO registration, labour hire licensing and business consulting for disability service providers ready to expand.',
  },
  {
    slug: 'rto-registration',
    group: 'growth',
    title: 'RTO Registration for Disability Training Providers',
    navLabel: 'RTO registration',
    description:
      'Register a training organisation with ASQA or your state regulator to deliver accredited disability and community services training, with our guidance throughout.',
  },
  {
    slug: 'labour-hire-licence',
    group: 'growth',
    title: 'Labour Hire Licence Applications',
    navLabel: 'Labour hire licence',
    description:
      'Supplying support workers to other providers? Find out whether you need a labour hire licence in Victoria, Queensland, South Australia or the ACT and how to apply.',
  },
  {
    slug: 'business-consulting',
    group: 'growth',
    title: 'NDIS Business Consulting',
    navLabel: 'Business consulting',
    description:
      'Practical advice for growing a sustainable NDIS business: service mix, pricing within the Price Limits, cash flow, workforce planning and quality systems.',
  },
  // Branding & Marketing
  {
    slug: 'ndis-website-design',
    group: 'branding',
    title: 'Professional NDIS Website Design',
    navLabel: 'NDIS website design',
    description:
      'Accessible, fast websites for NDIS providers that help participants, families and support coordinators find you, understand your supports and get in touch.',
  },
  {
    slug: 'social-media-management',
    group: 'branding',
    title: 'Social Media Management for NDIS Providers',
    navLabel: 'Social media management',
    description:
      'Consistent, respectful social media for disability service providers: content planning, accessible posts, consent for participant stories and community growth.',
  },
  {
    slug: 'logo-design',
    group: 'branding',
    title: 'Logo Design for NDIS Providers',
    navLabel: 'Logo design',
    description:
      'A distinctive, accessible logo and visual identity for your disability support business, delivered in every format you need for print, web and uniforms.',
  },
  {
    slug: 'marketing-materials',
    group: 'branding',
    title: 'Marketing Materials for NDIS Providers',
    navLabel: 'Marketing materials',
    description:
      'Brochures, service guides, Easy Read documents and referral packs that explain your supports clearly to participants, families and support coordinators.',
  },
  {
    slug: 'brand-strategy',
    group: 'branding',
    title: 'Brand Strategy for NDIS Providers',
    navLabel: 'Brand strategy',
    description:
      'Define who you support, what makes your services different and how to say it: a brand strategy that guides your website, materials and referrals.',
  },
  {
    slug: 'branding-marketing',
    group: 'branding',
    title: 'Branding & Marketing for NDIS Providers',
    navLabel: 'Branding & marketing',
    description:
      'Websites, logos, marketing materials, social media and brand strategy for NDIS providers, built to be accessible and to bring in the right referrals.',
  },
  // Other
  {
    slug: 'ndis-pricing',
    group: 'other',
    title: 'Understanding the NDIS Pricing Arrangements and Price Limits',
    navLabel: 'NDIS pricing explained',
    description:
      'How NDIS price limits cap what providers, registered or not, charge NDIA-managed and plan-managed participants, and how to build compliant service agreements.',
  },
  {
    slug: 'ndis-funded-services',
    group: 'other',
    title: 'NDIS Funded Services and Registration Groups',
    navLabel: 'NDIS funded services',
    description:
      'An overview of the supports the NDIS funds, the registration groups providers register for and which groups need a certification rather than verification audit.',
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
