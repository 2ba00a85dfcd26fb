import { createFileRoute } from '@tanstack/react-router'
import { pageMeta } from '../content/pages/meta'
import { homeStructuredData } from '../content/structured-data'
import { HomeContent } from '../features/home/home-content'
import { PageForm } from '../features/lead-forms/page-form'
import { parseReturnParams } from '../features/payment-return/return-params'
import { usePaymentReturn } from '../features/payment-return/use-payment-return'
import { jsonLdScript } from '../lib/json-ld'
import { seo } from '../lib/seo'

export const Route = createFileRoute('/')({
  validateSearch: parseReturnParams,
  // A client-side navigation renders the sections whole (in-page links land); the first load does not
  // wait for them (the router does not run loaders for the page it hydrates).
  loader: async () => {
    await HomeContent.preload()
  },
  head: () => ({
    ...seo({ path: '/', ...pageMeta.home }),
    scripts: [jsonLdScript(homeStructuredData())],
  }),
  component: HomeRoute,
})

/**
 * One element for every render: the home page's content keeps its server markup only while its props stay
 * the same (components/deferred.tsx), and this route renders again when the payment return cleans the address.
 */
const contactForm = <PageForm kind="contact" />

function HomeRoute() {
  usePaymentReturn(Route.useSearch())
  return <HomeContent contactForm={contactForm} />
}
