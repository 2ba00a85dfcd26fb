import { type ComponentType, Suspense, useEffect, useState } from 'react'
import { onLeadUiNeeded } from '../../lib/dialog-requests'
import { mayNeedResendQueue } from '../../lib/lead-backup-key'

let loading: Promise<ComponentType> | null = null
const loadLeadUi = () => {
  loading ??= import('./lead-dialogs').then((m) => m.LeadDialogs)
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
  useEffect(() => {
    // Leads an earlier visit could not send go out by themselves on the next page load.
    if (mayNeedResendQueue()) void import('../../lib/resend-queue').then((m) => m.startResendQueue())
  }, [])
  if (!LeadDialogs) return null
  return (
    <Suspense fallback={null}>
      <LeadDialogs />
    </Suspense>
  )
}
