import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../components/ui/page-intro'
import { seo } from '../lib/seo'

const title = 'Form submissions'
const description = 'The consultancy staff view of leads sent through the website forms.'

export const Route = createFileRoute('/submissions')({
  head: () => seo({ path: '/submissions', title, description }),
  component: () => <PageIntro title={title} lead={description} />,
})
