import { createFileRoute, notFound } from '@tanstack/react-router'
import { guides } from '../../content/guides'
import { leadFormPages } from '../../content/lead-form-pages'
import { FormPage } from '../../features/lead-forms/form-page'
import { seo } from '../../lib/seo'

const copy = leadFormPages['download-guide']

/** A guide's download form as a page: where "Download free: …" goes without the page's scripts. */
export const Route = createFileRoute('/download/$guide')({
  loader: ({ params }) => {
    const guide = guides.find((g) => g.value === params.guide)
    if (!guide) throw notFound()
    return { guide }
  },
  head: ({ loaderData }) =>
    loaderData
      ? seo({
          path: `/download/${loaderData.guide.value}`,
          title: copy.titleFor(loaderData.guide.label),
          description: copy.metaDescriptionFor(loaderData.guide.label),
          noindex: true,
        })
      : {},
  component: DownloadRoute,
})

function DownloadRoute() {
  const { guide } = Route.useLoaderData()
  return (
    <FormPage
      kind="download-guide"
      title={copy.titleFor(guide.label)}
      intro={copy.intro}
      preset={{ guide: guide.value }}
    />
  )
}
