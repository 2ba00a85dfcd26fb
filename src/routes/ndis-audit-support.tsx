import { createFileRoute } from '@tanstack/react-router'
import { ServicePage } from '../features/services/service-page'
import { loadServicePage } from '../features/services/service-route'

// Alias: shows the NDIS audit page; its canonical link points there.
export const Route = createFileRoute('/ndis-audit-support')({
  loader: () => loadServicePage('ndis-audit', '/ndis-audit-support'),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: AliasRoute,
})

function AliasRoute() {
  return <ServicePage {...Route.useLoaderData()} />
}
