import { createFileRoute } from '@tanstack/react-router'
import { pageMeta } from '../../content/pages/meta'
import { DownloadGuideButton } from '../../features/lead-forms/download-guide-button'
import { ResourcesPage } from '../../features/resources/resources-page'
import { seo } from '../../lib/seo'

export const Route = createFileRoute('/shop/')({
  head: () => seo({ path: '/shop', title: pageMeta.resources.title, description: pageMeta.resources.description }),
  component: () => <ResourcesPage downloadButton={(guide) => <DownloadGuideButton guide={guide} />} />,
})
