/** Shapes shared by the inner pages' copy (About, Pricing, Privacy, Resources, Business sale). */

/** What every page needs for its <title> and meta description. */
export interface PageMeta {
  /** The base of the page's <title> (pageTitle() in site.ts adds the site name). */
  title: string
  /** Meta description, 120-160 characters, unique across the site. */
  description: string
}

/** A titled block of copy: paragraphs, then an optional bullet list. */
export interface TextSection {
  heading: string
  paragraphs: string[]
  list?: string[]
}

/** A short titled point: a value, an approach, a step. */
export interface Point {
  title: string
  detail: string
}

export interface Faq {
  question: string
  answer: string
}

/** A closing call to action. The buttons themselves are the lead buttons. */
export interface CallToAction {
  heading: string
  text: string
}

/** A link to another page of the site, stored as a plain path. */
export interface PageLink {
  label: string
  href: string
}
