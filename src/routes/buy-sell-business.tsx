import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../components/ui/page-intro'
import { seo } from '../lib/seo'

const title = 'Sell or Buy an NDIS Business'
const description =
  'Thinking of selling your NDIS business or buying one? Choose your path and see how we help with each step.'

export const Route = createFileRoute('/buy-sell-business')({
  head: () => seo({ path: '/buy-sell-business', title, description }),
  component: () => <PageIntro title={title} lead={description} />,
})
