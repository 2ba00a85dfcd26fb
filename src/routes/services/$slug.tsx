import { createFileRoute } from '@tanstack/react-router'
import { ServicePage } from '../../features/services/service-page'
import { loadServicePage } from '../../features/services/service-route'

export const Route = createFileRoute('/services/$slug')({
  loader: ({ params }) => loadServicePage(params.slug),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ServiceRoute,
})

function ServiceRoute() {
  return <ServicePage {...Route.useLoaderData()} />
}
