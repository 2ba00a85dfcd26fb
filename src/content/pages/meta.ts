import type { PageMeta } from './types'

/**
 * Title and meta description of each inner page. Kept apart from the page copy so a route's head
 * (part of every page's first load) does not pull in the whole page's text.
 */
export const pageMeta = {
  home: {
    title: 'Bluegum Provider Consulting',
    description:
      'NDIS registration consultants helping Australian disability service providers register, pass their audit and stay compliant. 200+ providers registered.',
  },
  services: {
    title: 'NDIS Provider Services',
    description:
      'NDIS registration, compliance, audit support, licensing and branding for Australian disability service providers, from your first application to growth.',
  },
  about: {
    title: 'About Us',
    description:
      'Meet Bluegum Provider Consulting: Melbourne-based NDIS registration and compliance consultants with 8+ years of experience and 200+ providers registered.',
  },
  pricing: {
    title: 'Pricing and Packages',
    description:
      'Compare our NDIS registration, audit and compliance packages: who each suits and what it includes. Every fee is quoted on request after a free call.',
  },
  privacy: {
    title: 'Privacy Policy',
    description:
      'How Bluegum Provider Consulting collects, uses, stores and protects your personal information under the Australian Privacy Principles, and how to contact us.',
  },
  resources: {
    title: 'Free NDIS Resources',
    description:
      'Free checklists for NDIS providers: get ready for registration and prepare for your verification or certification audit. Read online or print.',
  },
  businessSale: {
    title: 'Buy or Sell an NDIS Business',
    description:
      'Thinking of selling your NDIS business or buying one? Understand registration, due diligence and participant transition, then talk to us confidentially.',
  },
  sellBusiness: {
    title: 'Sell Your NDIS Business',
    description:
      'How to sell an NDIS business: what affects its value, why registration does not simply transfer, due diligence, confidentiality and a safe handover.',
  },
  buyBusiness: {
    title: 'Buy an NDIS Business',
    description:
      'Buying an NDIS business? What to check: registration status and groups, audit history, worker screening, service agreements, staff, leases and transition.',
  },
} satisfies Record<string, PageMeta>
