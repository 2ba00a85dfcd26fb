import { createFileRoute } from '@tanstack/react-router'
import { pageMeta } from '../content/pages/meta'
import { ServicesOverviewPage } from '../features/services/services-overview-page'
import { seo } from '../lib/seo'

// Alias: shows the services overview; its canonical link points there.
export const Route = createFileRoute('/ndis-registration-consultant')({
  head: () =>
    seo({
      path: '/ndis-registration-consultant',
      canonicalPath: '/services',
      title: pageMeta.services.title,
      description: pageMeta.services.description,
    }),
  component: ServicesOverviewPage,
})
