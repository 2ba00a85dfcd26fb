import { createFileRoute } from '@tanstack/react-router'
import { servicesOverview } from '../../content/services-overview'
import { ServicesOverviewPage } from '../../features/services/services-overview-page'
import { seo } from '../../lib/seo'

export const Route = createFileRoute('/services/')({
  head: () => seo({ path: '/services', title: servicesOverview.title, description: servicesOverview.description }),
  component: ServicesOverviewPage,
})
