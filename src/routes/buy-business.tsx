import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../components/ui/page-intro'
import { seo } from '../lib/seo'

const title = 'Buy an NDIS Business'
const description =
  'What to check before buying an NDIS business: registration, audit history, worker screening, staff and agreements.'

export const Route = createFileRoute('/buy-business')({
  head: () => seo({ path: '/buy-business', title, description }),
  component: () => <PageIntro title={title} lead={description} />,
})
