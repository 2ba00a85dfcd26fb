import { createFileRoute } from '@tanstack/react-router'
import { LocalBackupsPanel } from '../features/lead-forms/local-backups-panel'
import { SubmissionsPage } from '../features/submissions/submissions-page'
import { seo } from '../lib/seo'

// Staff only: behind a login, kept out of search results.
export const Route = createFileRoute('/submissions')({
  head: () =>
    seo({
      path: '/submissions',
      title: 'Form submissions',
      description:
        'Staff sign-in to read the leads sent through the website forms: consultations, applications and enquiries.',
      noindex: true,
    }),
  component: () => <SubmissionsPage localBackups={<LocalBackupsPanel />} />,
})
