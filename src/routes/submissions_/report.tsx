import { createFileRoute } from '@tanstack/react-router'
import { SkipLink } from '../../features/navigation/skip-link'
import { parseReportSearch } from '../../features/submissions/desk-search'
import { SubmissionsPage } from '../../features/submissions/submissions-page'
import { seo } from '../../lib/seo'

// Staff only: behind the desk's login, kept out of search results.
export const Route = createFileRoute('/submissions_/report')({
  staticData: { ownShell: true },
  // The report's days in the address, so a report can be bookmarked and shared; a bad one is dropped.
  validateSearch: parseReportSearch,
  head: () =>
    seo({
      path: '/submissions/report',
      title: 'How well we keep our word – Lead desk',
      description: 'Staff only: how soon leads are first contacted, and how often within the promise.',
      noindex: true,
    }),
  component: ReportRoute,
})

function ReportRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <SubmissionsPage
      skipLink={<SkipLink />}
      view={{ name: 'report', days: search, onRange: (next) => navigate({ search: next }) }}
    />
  )
}
