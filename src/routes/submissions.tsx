import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { LocalBackupsPanel } from '../features/lead-forms/local-backups-panel'
import { SkipLink } from '../features/navigation/skip-link'
import { type DeskQuery, emptyQuery } from '../features/submissions/submissions-api'
import { SubmissionsPage } from '../features/submissions/submissions-page'
import { leadStages } from '../lib/admin-api'
import { seo } from '../lib/seo'

/** A filter the desk understands, or nothing: a mistyped or old address still opens the desk. */
const optional = <T extends v.GenericSchema<unknown, string>>(schema: T) => v.fallback(v.optional(schema), undefined)
const isoDay = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))

/** The desk's filters in the address (issue 24), so a view can be bookmarked and shared. */
const deskSearch = v.object({
  q: optional(v.pipe(v.string(), v.maxLength(200))),
  form: optional(v.pipe(v.string(), v.regex(/^[a-z-]{1,40}$/))),
  stage: optional(v.picklist(leadStages)),
  owner: optional(v.pipe(v.string(), v.regex(/^(me|none|[0-9a-f-]{36})$/i))),
  from: optional(isoDay),
  to: optional(isoDay),
})
type DeskSearch = v.InferOutput<typeof deskSearch>

const withoutEmpty = (query: DeskQuery): DeskSearch =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')) as DeskSearch

// Staff only: behind a login, kept out of search results.
export const Route = createFileRoute('/submissions')({
  staticData: { ownShell: true },
  validateSearch: (search) => v.parse(deskSearch, search),
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
