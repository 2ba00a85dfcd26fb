import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../components/ui/page-intro'
import { seo } from '../lib/seo'

const title = 'Privacy Policy'
const description =
  'How Bluegum Provider Consulting collects, uses, stores and protects your personal information under the Australian Privacy Principles.'

export const Route = createFileRoute('/privacy-policy')({
  head: () => seo({ path: '/privacy-policy', title, description }),
  component: () => <PageIntro title={title} lead={description} />,
})
