import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../components/ui/page-intro'
import { seo } from '../lib/seo'

const title = 'About Bluegum Provider Consulting'
const description =
  'Meet the team of NDIS registration and compliance consultants behind 200+ registered providers and 500+ applications.'

export const Route = createFileRoute('/about')({
  head: () => seo({ path: '/about', title, description }),
  component: () => <PageIntro title={title} lead={description} />,
})
