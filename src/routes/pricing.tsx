import { createFileRoute } from '@tanstack/react-router'
import { pageMeta } from '../content/pages/meta'
import { PricingPage } from '../features/pricing/pricing-page'
import { faqPageJsonLd, jsonLdScript } from '../lib/json-ld'
import { seo } from '../lib/seo'

export const Route = createFileRoute('/pricing')({
  // The FAQs come with the page's copy chunk, so the head can describe them without every page paying for them.
  loader: async () => (await import('../content/pages/pricing')).pricingPage.faqs.items,
  head: ({ loaderData }) => ({
    ...seo({ path: '/pricing', ...pageMeta.pricing }),
    scripts: loaderData ? [jsonLdScript(faqPageJsonLd(loaderData))] : [],
  }),
  component: () => <PricingPage />,
})
