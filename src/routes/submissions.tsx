import { createFileRoute } from '@tanstack/react-router'
import { LocalBackupsPanel } from '../features/lead-forms/local-backups-panel'
import { SubmissionsPage } from '../features/submissions/submissions-page'
import { seo } from '../lib/seo'

// Staff only: behind a login, kept out of search results.
export const Route = createFileRoute('/submissions')({
  head: () =>
    seo({
      path: '/submissions',
      title: 'Lead desk',
      description:
        'Staff sign-in to the lead desk: the consultations, applications and enquiries sent through the website, and their follow-up.',
      noindex: true,
    }),
  component: () => <SubmissionsPage localBackups={<LocalBackupsPanel />} />,
})
