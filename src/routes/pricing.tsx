import { createFileRoute } from '@tanstack/react-router'
import { pageMeta } from '../content/pages/meta'
import { PricingPage } from '../features/pricing/pricing-page'
import { seo } from '../lib/seo'

export const Route = createFileRoute('/pricing')({
  head: () => seo({ path: '/pricing', title: pageMeta.pricing.title, description: pageMeta.pricing.description }),
  component: () => <PricingPage />,
})
