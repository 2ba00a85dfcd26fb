import { createFileRoute } from '@tanstack/react-router'
import { pageMeta } from '../content/pages/meta'
import { AboutPage } from '../features/about/about-page'
import { seo } from '../lib/seo'

export const Route = createFileRoute('/about')({
  head: () => seo({ path: '/about', title: pageMeta.about.title, description: pageMeta.about.description }),
  component: () => <AboutPage />,
})
