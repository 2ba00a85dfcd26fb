import type { FAQPage, WithContext } from 'schema-dts'

/**
 * A head script tag carrying JSON-LD. `<` is escaped so no text in the data can close the
 * script element early.
 */
export function jsonLdScript(data: object) {
  return { type: 'application/ld+json', children: JSON.stringify(data).replace(/</g, '\\u003c') }
}

/** FAQPage structured data for a page that answers questions. */
export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  }
}
