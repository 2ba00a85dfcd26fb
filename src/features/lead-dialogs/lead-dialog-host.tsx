import { type ComponentType, Suspense, useEffect, useState } from 'react'
import { onLeadUiNeeded } from '../../lib/dialog-requests'

let loading: Promise<ComponentType> | null = null
const loadLeadUi = () => {
  loading ??= import('../lead-forms/lead-dialogs').then((m) => m.LeadDialogs)
  return loading
}

/**
 * Mounts the lead dialogs and the toaster the first time anything needs them (a hover or focus
 * on a Book Free Call button, a click, a notice), so their code is not part of the first paint.
 */
export function LeadDialogHost() {
  const [LeadDialogs, setLeadDialogs] = useState<ComponentType | null>(null)
  useEffect(
    () =>
      onLeadUiNeeded(() => {
        void loadLeadUi().then((component) => setLeadDialogs(() => component))
      }),
    [],
  )
  if (!LeadDialogs) return null
  return (
    <Suspense fallback={null}>
      <LeadDialogs />
    </Suspense>
  )
}
