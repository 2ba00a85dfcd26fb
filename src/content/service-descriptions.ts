/**
 * Each service page's description: its meta description, its opening summary where its copy has none,
 * and its card on the services overview and on related pages. Not in the catalogue, which every page
 * loads for its menus: only the pages that show a description load these (decision 240).
 */
import type { ServiceEntry, ServiceSlug } from './services-catalogue'

export const serviceDescriptions: Record<ServiceSlug, string> = {
  'starting-ndis-business':
    'From business structure to your first registered support: how we help new disability service providers plan, set up and register with the NDIS Commission.',
  'ndis-setup':
    'Set up a disability support business the right way: structure, ABN, insurance, worker screening and the systems you need before you apply for NDIS registration.',
  'ndis-registration':
    'End-to-end help with NDIS provider registration: choosing registration groups, the NDIS Commission application, self-assessment and booking your audit.',
  'ndis-certification-package':
    'Our complete package for becoming a registered NDIS provider: policies, procedures, application, audit preparation and support until your registration is approved.',
  'guide-to-proda':
    "A plain-English guide to PRODA, the NDIS Commission Portal and the NDIA's my NDIS provider portal: what each is for, how to get access and common set-up problems.",
  'maintaining-compliance':
    'Stay registered and audit-ready between audits: renewals, self-assessments, policy updates and practical compliance support for registered NDIS providers.',
  'ndis-renewal-registration':
    'Renew your NDIS registration on time: we plan the renewal application, update your evidence and prepare you for the recertification or verification audit.',
  'online-self-assessment':
    'Help completing the NDIS Commission self-assessment against the NDIS Practice Standards, with responses that match the evidence your auditor will ask to see.',
  'compliance-support':
    'A compliance partner on call: incident management, complaints, continuous improvement, worker screening records and policy reviews for registered providers.',
  'key-documentation':
    'Policies, procedures, forms and registers written for your services and mapped to the NDIS Practice Standards, ready for your staff and your auditor.',
  'audit-support':
    'Support before, during and after your NDIS verification or certification audit, from choosing an approved quality auditor to closing non-conformities.',
  'ndis-audit':
    'What happens in an NDIS verification or certification audit, which one applies to your registration groups, how long it takes and what auditors look for.',
  'ndis-audit-preparation':
    'A structured mock audit and evidence review against the NDIS Practice Standards, so your team walks into the real audit prepared and confident.',
  'licensing-business-growth':
    'Grow beyond your first registration: RTO registration, labour hire licensing and business consulting for disability service providers ready to expand.',
  'rto-registration':
    'Register a training organisation with ASQA or your state regulator to deliver accredited disability and community services training, with our guidance throughout.',
  'labour-hire-licence':
    'Supplying support workers to other providers? Find out whether you need a labour hire licence in Victoria, Queensland, South Australia or the ACT and how to apply.',
  'business-consulting':
    'Practical advice for growing a sustainable NDIS business: service mix, pricing within the Price Limits, cash flow, workforce planning and quality systems.',
  'ndis-website-design':
    'Accessible, fast websites for NDIS providers that help participants, families and support coordinators find you, understand your supports and get in touch.',
  'social-media-management':
    'Consistent, respectful social media for disability service providers: content planning, accessible posts, consent for participant stories and community growth.',
  'logo-design':
    'A distinctive, accessible logo and visual identity for your disability support business, delivered in every format you need for print, web and uniforms.',
  'marketing-materials':
    'Brochures, service guides, Easy Read documents and referral packs that explain your supports clearly to participants, families and support coordinators.',
  'brand-strategy':
    'Define who you support, what makes your services different and how to say it: a brand strategy that guides your website, materials and referrals.',
  'branding-marketing':
    'Websites, logos, marketing materials, social media and brand strategy for NDIS providers, built to be accessible and to bring in the right referrals.',
  'ndis-pricing':
    'How NDIS price limits cap what providers, registered or not, charge NDIA-managed and plan-managed participants, and how to build compliant service agreements.',
  'ndis-funded-services':
    'An overview of the supports the NDIS funds, the registration groups providers register for and which groups need a certification rather than verification audit.',
}

/** The description of a catalogue entry (every slug has one: the record's type says so). */
export const serviceDescription = (entry: ServiceEntry): string => serviceDescriptions[entry.slug as ServiceSlug]
