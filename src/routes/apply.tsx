import { createFileRoute } from '@tanstack/react-router'
import { leadFormPages } from '../content/lead-form-pages'
import { DEFAULT_SERVICE_INTEREST } from '../content/service-interest'
import { knownServiceInterest } from '../content/service-interests'
import { FormPage } from '../features/lead-forms/form-page'
import { seo } from '../lib/seo'

const copy = leadFormPages['signup-modal']

export const Route = createFileRoute('/apply')({
  // The service a "Get Started" link names; the lead function renders /apply with it (decision 015).
  // Only a service the site offers: anything else is the default interest.
  validateSearch: (search: Record<string, unknown>): { interest?: string } => {
    const interest = knownServiceInterest(search.interest)
    return interest ? { interest } : {}
  },
  head: () => seo({ path: '/apply', title: copy.title, description: copy.metaDescription }),
  component: ApplyRoute,
})

function ApplyRoute() {
  const { interest } = Route.useSearch()
  return (
    <FormPage
      kind="signup-modal"
      title={copy.title}
      intro={copy.intro}
      preset={{ serviceInterest: interest ?? DEFAULT_SERVICE_INTEREST }}
    />
  )
}
