import { createFileRoute } from '@tanstack/react-router'
import { ServicePage } from '../features/services/service-page'
import { loadServicePage, servicePageHead } from '../features/services/service-route'

// Alias: shows the NDIS audit page; its canonical link points there.
export const Route = createFileRoute('/ndis-audit-support')({
  loader: () => loadServicePage('ndis-audit'),
  head: ({ loaderData }) => servicePageHead(loaderData, '/ndis-audit-support'),
  component: AliasRoute,
})

function AliasRoute() {
  return <ServicePage {...Route.useLoaderData()} />
}
