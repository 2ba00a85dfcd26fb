import { lazy, Suspense, startTransition, useEffect, useState } from 'react'
import { whenInteractive } from '../../lib/when-interactive'

const LeadDialogs = lazy(() => import('./lead-dialogs').then((m) => ({ default: m.LeadDialogs })))

/**
 * The first date field a page makes costs Chromium its date control's locale setup: 25 ms here, about
 * 100 ms on a phone slowed 4×, which the booking dialog's first open paid after a tap (decision 122).
 * One field made when the gate opens (the browser's first idle moment) pays it there instead.
 */
function prepareDateControl() {
  document.createElement('input').type = 'date'
}

/**
 * Mounts the lead dialogs and the toaster once the interactive code is fetched (idle, the first
 * intent, a dialog request or a notice: `whenInteractive`), so a tap opens a dialog that is already
 * there. Nothing of it is in the server's HTML: it has no markup to hydrate.
 */
export function LeadDialogHost() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    let live = true
    // A transition: React renders the dialogs in slices between the browser's own work, not in one long task.
    void whenInteractive().then(() => {
      if (!live) return
      prepareDateControl()
      startTransition(() => setWanted(true))
    })
    return () => {
      live = false
    }
  }, [])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <LeadDialogs />
    </Suspense>
  )
}
