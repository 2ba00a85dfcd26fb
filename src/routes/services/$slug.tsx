import { createFileRoute } from '@tanstack/react-router'
import { ServicePage } from '../../features/services/service-page'
import { loadServicePage, servicePageHead } from '../../features/services/service-route'

export const Route = createFileRoute('/services/$slug')({
  loader: ({ params }) => loadServicePage(params.slug),
  head: ({ loaderData }) => servicePageHead(loaderData),
  component: ServiceRoute,
})

function ServiceRoute() {
  return <ServicePage {...Route.useLoaderData()} />
}
