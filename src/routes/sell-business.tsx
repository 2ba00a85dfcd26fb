import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../components/ui/page-intro'
import { seo } from '../lib/seo'

const title = 'Sell Your NDIS Business'
const description =
  'How to prepare an NDIS business for sale: valuation, due diligence, registration and participant transition.'

export const Route = createFileRoute('/sell-business')({
  head: () => seo({ path: '/sell-business', title, description }),
  component: () => <PageIntro title={title} lead={description} />,
})
