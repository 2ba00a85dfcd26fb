import { createFileRoute } from '@tanstack/react-router'
import { pageMeta } from '../../content/pages/meta'
import { ServicesOverviewPage } from '../../features/services/services-overview-page'
import { seo } from '../../lib/seo'

export const Route = createFileRoute('/services/')({
  head: () => seo({ path: '/services', title: pageMeta.services.title, description: pageMeta.services.description }),
  component: ServicesOverviewPage,
})
