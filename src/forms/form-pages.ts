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

/**
 * Where each page form stands: its page, the id of its section there (so a link or a re-rendered page
 * lands on the form) and the slug of its confirmation page. One typed entry per form: a form left out is
 * a type error, where a list kept by hand sent its plain POST to a 405 (issue 26). The guide form has
 * one page and one confirmation page per guide.
 */
const FORM_PAGES = {
  scheduling: { path: '/book-a-consultation', anchor: 'lead-form', confirmation: 'consultation-request' },
  'signup-modal': { path: '/apply', anchor: 'lead-form', confirmation: 'application' },
  contact: { path: '/', anchor: 'contact', confirmation: 'enquiry' },
  'sell-business': { path: '/sell-business', anchor: 'sell-enquiry', confirmation: 'sale-enquiry' },
  'buy-business': { path: '/buy-business', anchor: 'buy-enquiry', confirmation: 'purchase-enquiry' },
  'download-guide': { path: null, anchor: 'lead-form', confirmation: null },
} as const satisfies Record<PageFormKind, { path: string | null; anchor: string; confirmation: string | null }>

type OnePageForm = { [K in PageFormKind]: (typeof FORM_PAGES)[K]['path'] extends string ? K : never }[PageFormKind]
const onePageForms = (Object.keys(FORM_PAGES) as PageFormKind[]).filter(
  (kind): kind is OnePageForm => FORM_PAGES[kind].path !== null,
)

/** The form's page: a form that belongs to one guide has one page per guide. */
export function formPagePath(kind: PageFormKind, guide?: string): string {
  return kind === 'download-guide' ? `/download/${guide ?? guides[0].value}` : FORM_PAGES[kind].path
}

/** The id of the form's section on its page, so a link or a re-rendered page lands on the form. */
export const formAnchor = (kind: PageFormKind): string => FORM_PAGES[kind].anchor

/** The signup page with a service of interest, as the service's buttons link to it. */
export const applyHref = (serviceInterest?: string) =>
  serviceInterest ? `/apply?${new URLSearchParams({ interest: serviceInterest })}` : '/apply'

/** Which form a plain POST to `pathname` sends, and any value the address fixes (the guide). */
export function formAtPath(pathname: string): { kind: PageFormKind; fixed: Record<string, string> } | null {
  const kind = onePageForms.find((k) => FORM_PAGES[k].path === pathname)
  if (kind) return { kind, fixed: {} }
  const guide = guides.find((g) => formPagePath('download-guide', g.value) === pathname)
  return guide ? { kind: 'download-guide', fixed: { guide: guide.value } } : null
}

/** The confirmation pages: one per form, and one per guide (the guide opens below its notice). */
export const confirmationSlugs = Object.fromEntries(
  onePageForms.map((kind) => [kind, FORM_PAGES[kind].confirmation]),
) as { [K in OnePageForm]: (typeof FORM_PAGES)[K]['confirmation'] }

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
