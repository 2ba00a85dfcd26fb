import { createFileRoute } from '@tanstack/react-router'
import { servicesOverview } from '../content/services-overview'
import { ServicesOverviewPage } from '../features/services/services-overview-page'
import { seo } from '../lib/seo'

// Alias: shows the services overview; its canonical link points there.
export const Route = createFileRoute('/ndis-registration-consultant')({
  head: () =>
    seo({
      path: '/ndis-registration-consultant',
      canonicalPath: '/services',
      title: servicesOverview.title,
      description: servicesOverview.description,
    }),
  component: ServicesOverviewPage,
})
