import { createFileRoute, notFound, useLocation } from '@tanstack/react-router'
import { FormPage } from '../features/lead-forms/form-page'
import { formPageOf, ownFormPageAt } from '../forms/form-pages'
import { formPageSeo } from '../lib/seo'

/**
 * Every lead form's own page that no other page places (`/book-a-consultation`, `/apply`), from the
 * form's entry alone (decision 202): a new form with a page needs no route file. Any other address
 * here is the site's 404.
 */
export const Route = createFileRoute('/$formPage')({
  loader: ({ params }) => {
    const kind = ownFormPageAt(`/${params.formPage}`)
    if (!kind) throw notFound()
    return { kind }
  },
  head: ({ loaderData }) => (loaderData ? formPageSeo(loaderData.kind) : {}),
  component: FormPageRoute,
})

function FormPageRoute() {
  const { kind } = Route.useLoaderData()
  // What the address gives (the service a "Get Started" link names); the lead function renders the
  // page for it too (decision 015).
  const search = useLocation({ select: (location) => location.search })
  return <FormPage kind={kind} preset={formPageOf(kind)?.fromAddress?.(search) ?? undefined} />
}
