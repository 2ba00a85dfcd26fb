import type { ServiceSlug } from '../services-catalogue'

export interface ProcessStep {
  title: string
  detail: string
}

export interface Faq {
  question: string
  answer: string
}

/**
 * The long copy of one service page. Its title lives in the catalogue, its meta description in
 * `service-descriptions.ts`.
 */
export interface ServicePageCopy {
  /** One paragraph that opens the page, under the h1. */
  summary: string
  /** "What it is": two to four paragraphs. */
  whatItIs: string[]
  /** "Who it is for": three to six bullet points. */
  whoItIsFor: string[]
  /** "What's included": four to eight bullet points. */
  included: string[]
  /** "How it works": three to six steps, in order. */
  process: ProcessStep[]
  /** A realistic timeframe, one or two sentences. */
  timeframe: string
  /** Three to six questions prospects really ask. */
  faqs: Faq[]
  /** Two to four other service slugs worth reading next. */
  related: ServiceSlug[]
}

export type ServicePagesCopy = Partial<Record<ServiceSlug, ServicePageCopy>>
