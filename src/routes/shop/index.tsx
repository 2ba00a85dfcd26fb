import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../../components/ui/page-intro'
import { seo } from '../../lib/seo'

const title = 'Free Resources'
const description =
  'Free, practical guides for NDIS providers: a registration readiness checklist and an audit preparation checklist.'

export const Route = createFileRoute('/shop/')({
  head: () => seo({ path: '/shop', title, description }),
  component: () => <PageIntro title={title} lead={description} />,
})
