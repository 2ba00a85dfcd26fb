import { createFileRoute, notFound } from '@tanstack/react-router'
import { PageIntro } from '../../components/ui/page-intro'
import { guides } from '../../forms/enquiries'
import { seo } from '../../lib/seo'

export const Route = createFileRoute('/shop/$guide')({
  loader: ({ params }) => {
    const guide = guides.find((g) => g.value === params.guide)
    if (!guide) throw notFound()
    return guide
  },
  head: ({ loaderData, params }) =>
    loaderData
      ? seo({
          path: `/shop/${params.guide}`,
          title: loaderData.label,
          description: `${loaderData.label}: a free guide for NDIS providers.`,
          noindex: true,
        })
      : {},
  component: GuideRoute,
})

function GuideRoute() {
  const guide = Route.useLoaderData()
  return <PageIntro title={guide.label} lead="A free guide for NDIS providers." />
}
