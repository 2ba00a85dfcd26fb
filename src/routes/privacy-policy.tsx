import { createFileRoute } from '@tanstack/react-router'
import { pageMeta } from '../content/pages/meta'
import { ClearSavedFormsButton } from '../features/lead-forms/clear-saved-forms-button'
import { PrivacyPage } from '../features/privacy/privacy-page'
import { seo } from '../lib/seo'

export const Route = createFileRoute('/privacy-policy')({
  head: () =>
    seo({ path: '/privacy-policy', title: pageMeta.privacy.title, description: pageMeta.privacy.description }),
  component: () => <PrivacyPage clearSavedForms={<ClearSavedFormsButton />} />,
})
