import { createFileRoute, notFound } from '@tanstack/react-router'
import { FormPage } from '../../features/lead-forms/form-page'
import { formAtPath } from '../../forms/form-pages'
import { formPageSeo } from '../../lib/seo'

/** A guide's download form as a page: where "Download free: …" goes without the page's scripts. */
export const Route = createFileRoute('/download/$guide')({
  loader: ({ params }) => {
    const page = formAtPath(`/download/${params.guide}`)
    if (page?.kind !== 'download-guide') throw notFound()
    return { fixed: page.fixed }
  },
  head: ({ loaderData }) => (loaderData ? formPageSeo('download-guide', loaderData.fixed) : {}),
  component: DownloadRoute,
})

function DownloadRoute() {
  const { fixed } = Route.useLoaderData()
  return <FormPage kind="download-guide" preset={fixed} />
}
