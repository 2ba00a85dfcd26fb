import { createFileRoute, notFound } from '@tanstack/react-router'
import { ConfirmationPage, GuideReadyNotice } from '../../features/lead-forms/confirmation-page'
import { GuidePage } from '../../features/resources/guide-page'
import { confirmationAt, formPageOf, formText } from '../../forms/form-pages'
import { leadForms } from '../../forms/lead-kinds'
import { seo } from '../../lib/seo'

/**
 * The confirmation pages of the forms sent as plain POSTs (decision 015), one per form's entry (and
 * one per guide); not for search engines.
 */
export const Route = createFileRoute('/sent/$form')({
  loader: async ({ params }) => {
    const sent = confirmationAt(params.form)
    const meta = sent && formPageOf(sent.kind)?.confirmationMeta
    if (!sent || !meta) throw notFound()
    const notice = leadForms[sent.kind].notices.success
    // The guide's confirmation page is the guide itself, under the notice, and its head names it.
    const guide =
      sent.param?.field === 'guide'
        ? ((await import('../../content/pages/resources')).findGuide(sent.param.value) ?? null)
        : null
    const label = guide?.title ?? sent.param?.value ?? ''
    return {
      notice,
      meta: { title: formText(meta.title, label), description: formText(meta.description, label) },
      guide,
    }
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
