import { createFileRoute, notFound } from '@tanstack/react-router'
import { confirmationMeta } from '../../content/lead-form-pages'
import { ConfirmationPage, GuideReadyNotice } from '../../features/lead-forms/confirmation-page'
import { GuidePage } from '../../features/resources/guide-page'
import { confirmationAt } from '../../forms/form-pages'
import { leadForms } from '../../forms/lead-kinds'
import { seo } from '../../lib/seo'

/** The confirmation pages of the forms sent as plain POSTs (decision 015); not for search engines. */
export const Route = createFileRoute('/sent/$form')({
  loader: async ({ params }) => {
    const sent = confirmationAt(params.form)
    if (!sent) throw notFound()
    const notice = leadForms[sent.kind].notices.success
    if (!sent.guide) {
      const meta = confirmationMeta[params.form as Exclude<keyof typeof confirmationMeta, 'guide'>]
      return { notice, meta, guide: null }
    }
    const { findGuide } = await import('../../content/pages/resources')
    const guide = findGuide(sent.guide) ?? null
    return { notice, meta: confirmationMeta.guide(guide?.title ?? sent.guide), guide }
  },
  head: ({ loaderData, params }) =>
    loaderData
      ? seo({
          path: `/sent/${params.form}`,
          title: loaderData.meta.title,
          description: `${loaderData.meta.description} ${loaderData.notice.description}`,
          noindex: true,
        })
      : {},
  component: SentRoute,
})

function SentRoute() {
  const { notice, guide } = Route.useLoaderData()
  if (!guide) return <ConfirmationPage notice={notice} />
  return (
    <>
      <GuideReadyNotice notice={notice} />
      <GuidePage guide={guide} />
    </>
  )
}
