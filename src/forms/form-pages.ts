import { guides } from '../content/guides'
import type { LeadKind } from './lead-kinds'

/**
 * Where each public lead form stands as a page of its own (decision 015). A button that opens a lead
 * dialog is also a link to its page, so a tap before the page's code runs (or without JavaScript) still
 * reaches the form; the page's `<form method="post">` posts to that same address, and a stored lead
 * leads to a confirmation page with the form's success notice.
 */

/** Every lead form a visitor sends (the payment return's test email is sent by the code, never a page). */
export type PageFormKind = Exclude<LeadKind, 'test-email'>

export type GuideSlug = (typeof guides)[number]['value']

/** The form's page: a form that belongs to one guide has one page per guide. */
export function formPagePath(kind: PageFormKind, guide?: string): string {
  switch (kind) {
    case 'scheduling':
      return '/book-a-consultation'
    case 'signup-modal':
      return '/apply'
    case 'contact':
      return '/'
    case 'sell-business':
      return '/sell-business'
    case 'buy-business':
      return '/buy-business'
    case 'download-guide':
      return `/download/${guide ?? guides[0].value}`
  }
}

/** The id of the form's section on its page, so a link or a re-rendered page lands on the form. */
export function formAnchor(kind: PageFormKind): string {
  switch (kind) {
    case 'contact':
      return 'contact'
    case 'sell-business':
      return 'sell-enquiry'
    case 'buy-business':
      return 'buy-enquiry'
    default:
      return 'lead-form'
  }
}

/** The signup page with a service of interest, as the service's buttons link to it. */
export const applyHref = (serviceInterest?: string) =>
  serviceInterest ? `/apply?${new URLSearchParams({ interest: serviceInterest })}` : '/apply'

/** Which form a plain POST to `pathname` sends, and any value the address fixes (the guide). */
export function formAtPath(pathname: string): { kind: PageFormKind; fixed: Record<string, string> } | null {
  const kinds: PageFormKind[] = ['scheduling', 'signup-modal', 'contact', 'sell-business', 'buy-business']
  const kind = kinds.find((k) => formPagePath(k) === pathname)
  if (kind) return { kind, fixed: {} }
  const guide = guides.find((g) => formPagePath('download-guide', g.value) === pathname)
  return guide ? { kind: 'download-guide', fixed: { guide: guide.value } } : null
}

/** The confirmation pages: one per form, and one per guide (the guide opens below its notice). */
export const confirmationSlugs = {
  scheduling: 'consultation-request',
  'signup-modal': 'application',
  contact: 'enquiry',
  'sell-business': 'sale-enquiry',
  'buy-business': 'purchase-enquiry',
} as const satisfies Record<Exclude<PageFormKind, 'download-guide'>, string>

/** Where a stored plain POST goes (303): the confirmation page of its form (and guide). */
export function sentPath(kind: PageFormKind, values: Readonly<Record<string, unknown>> = {}): string {
  if (kind === 'download-guide') return `/sent/${String(values.guide ?? guides[0].value)}`
  return `/sent/${confirmationSlugs[kind]}`
}

/** Every confirmation page, for the prerender. */
export const confirmationPaths = [
  ...Object.values(confirmationSlugs).map((slug) => `/sent/${slug}`),
  ...guides.map((g) => `/sent/${g.value}`),
]

/** The form (and guide) a confirmation page is for. */
export function confirmationAt(slug: string): { kind: PageFormKind; guide?: GuideSlug } | null {
  const entry = Object.entries(confirmationSlugs).find(([, s]) => s === slug)
  if (entry) return { kind: entry[0] as PageFormKind }
  const guide = guides.find((g) => g.value === slug)
  return guide ? { kind: 'download-guide', guide: guide.value } : null
}
