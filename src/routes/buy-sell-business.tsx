import { createFileRoute } from '@tanstack/react-router'
import { pageMeta } from '../content/pages/meta'
import { BusinessSaleChooserPage } from '../features/business-sale/chooser-page'
import { seo } from '../lib/seo'

export const Route = createFileRoute('/buy-sell-business')({
  head: () =>
    seo({
      path: '/buy-sell-business',
      title: pageMeta.businessSale.title,
      description: pageMeta.businessSale.description,
    }),
  component: () => <BusinessSaleChooserPage />,
})
