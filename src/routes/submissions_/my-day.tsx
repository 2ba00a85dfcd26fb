import { createFileRoute } from '@tanstack/react-router'
import { SkipLink } from '../../features/navigation/skip-link'
import { SubmissionsPage } from '../../features/submissions/submissions-page'
import { seo } from '../../lib/seo'

// Staff only: behind the desk's login, kept out of search results.
export const Route = createFileRoute('/submissions_/my-day')({
  staticData: { ownShell: true },
  head: () =>
    seo({
      path: '/submissions/my-day',
      title: 'My day – Lead desk',
      description: 'Staff only: your overdue leads, the leads due today and your follow-ups.',
      noindex: true,
    }),
  component: () => <SubmissionsPage skipLink={<SkipLink />} view={{ name: 'my-day' }} />,
})
