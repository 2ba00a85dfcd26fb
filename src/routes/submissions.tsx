import { createFileRoute } from '@tanstack/react-router'
import { LocalBackupsPanel } from '../features/lead-forms/local-backups-panel'
import { SkipLink } from '../features/navigation/skip-link'
import { type DeskSearch, parseDeskSearch } from '../features/submissions/desk-search'
import { type DeskQuery, emptyQuery } from '../features/submissions/submissions-api'
import { SubmissionsPage } from '../features/submissions/submissions-page'
import { seo } from '../lib/seo'

const withoutEmpty = (query: DeskQuery): DeskSearch =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')) as DeskSearch

// Staff only: behind a login, kept out of search results.
export const Route = createFileRoute('/submissions')({
  staticData: { ownShell: true },
  validateSearch: parseDeskSearch,
  head: () =>
    seo({
      path: '/submissions',
      title: 'Lead desk',
      description:
        'Staff sign-in to the lead desk: the consultations, applications and enquiries sent through the website, and their follow-up.',
      noindex: true,
    }),
  component: DeskRoute,
})

function DeskRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <SubmissionsPage
      localBackups={<LocalBackupsPanel />}
      skipLink={<SkipLink />}
      query={{ ...emptyQuery, ...search }}
      onQuery={(query) => navigate({ search: withoutEmpty(query) })}
    />
  )
}
