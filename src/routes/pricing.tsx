import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../components/ui/page-intro'
import { seo } from '../lib/seo'

const title = 'Pricing and Packages'
const description =
  'Our NDIS registration, audit and compliance packages, what each includes, and how our fees differ from the NDIS Price Limits.'

export const Route = createFileRoute('/pricing')({
  head: () => seo({ path: '/pricing', title, description }),
  component: () => <PageIntro title={title} lead={description} />,
})
