import { createFileRoute } from '@tanstack/react-router'
import { ServicePage } from '../features/services/service-page'
import { loadServicePage } from '../features/services/service-route'

// Alias: shows the certification package page; its canonical link points there.
export const Route = createFileRoute('/how-to-register-ndis-provider')({
  loader: () => loadServicePage('ndis-certification-package', '/how-to-register-ndis-provider'),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: AliasRoute,
})

function AliasRoute() {
  return <ServicePage {...Route.useLoaderData()} />
}
