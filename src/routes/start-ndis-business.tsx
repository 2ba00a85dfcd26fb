import { createFileRoute } from '@tanstack/react-router'
import { ServicePage } from '../features/services/service-page'
import { loadServicePage } from '../features/services/service-route'

// Alias: shows the certification package page; its canonical link points there.
export const Route = createFileRoute('/start-ndis-business')({
  loader: () => loadServicePage('ndis-certification-package', '/start-ndis-business'),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: AliasRoute,
})

function AliasRoute() {
  return <ServicePage {...Route.useLoaderData()} />
}
