import { createFileRoute, notFound } from '@tanstack/react-router'
import { GuidePage } from '../../features/resources/guide-page'
import { seo } from '../../lib/seo'

// The guides are served after the download form; they are not indexed on their own.
export const Route = createFileRoute('/shop/$guide')({
  // The guide's text is its own chunk, fetched only when a guide is opened.
  loader: async ({ params }) => {
    const { findGuide } = await import('../../content/pages/resources')
    const guide = findGuide(params.guide)
    if (!guide) throw notFound()
    return { guide }
  },
  head: ({ loaderData }) => {
    const guide = loaderData?.guide
    return guide
      ? seo({ path: `/shop/${guide.value}`, title: guide.title, description: guide.description, noindex: true })
      : {}
  },
  component: GuideRoute,
})

function GuideRoute() {
  return <GuidePage guide={Route.useLoaderData().guide} />
}
