import { createFileRoute } from '@tanstack/react-router'
import { pageMeta } from '../content/pages/meta'
import { homeStructuredData } from '../content/structured-data'
import { HomePage } from '../features/home/home-page'
import { parseReturnParams } from '../features/payment-return/return-params'
import { usePaymentReturn } from '../features/payment-return/use-payment-return'
import { jsonLdScript } from '../lib/json-ld'
import { seo } from '../lib/seo'

export const Route = createFileRoute('/')({
  validateSearch: parseReturnParams,
  head: () => ({
    ...seo({ path: '/', ...pageMeta.home }),
    scripts: [jsonLdScript(homeStructuredData())],
  }),
  component: HomeRoute,
})

function HomeRoute() {
  usePaymentReturn(Route.useSearch())
  return <HomePage />
}
