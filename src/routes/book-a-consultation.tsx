import { createFileRoute } from '@tanstack/react-router'
import { leadFormPages } from '../content/lead-form-pages'
import { FormPage } from '../features/lead-forms/form-page'
import { seo } from '../lib/seo'

const copy = leadFormPages.scheduling

export const Route = createFileRoute('/book-a-consultation')({
  head: () => seo({ path: '/book-a-consultation', title: copy.title, description: copy.metaDescription }),
  component: () => <FormPage kind="scheduling" title={copy.title} intro={copy.intro} />,
})
