import { lazy, Suspense, startTransition, useEffect, useState } from 'react'
import { nextTask } from '../../lib/next-task'
import { pageRequests } from '../../lib/page-requests'
import { whenIntent, whenInteractive } from '../../lib/when-interactive'

const LeadDialogs = lazy(() => import('./lead-dialogs').then((m) => ({ default: m.LeadDialogs })))

/**
 * The first date field a page makes costs Chromium its date control's locale setup: 25 ms here, about
 * 100 ms on a phone slowed 4×, which the booking dialog's first open paid after a tap (decision 122).
 * One field made when the gate opens (the browser's first idle moment) pays it there instead.
 */
function prepareDateControl() {
  document.createElement('input').type = 'date'
}

/** Something on the page already asks for the lead UI: a dialog or a notice. */
const asked = () => {
  const { open, notices } = pageRequests.state
  return open !== null || notices.length > 0
}

/**
 * Mounts the lead dialogs and the toaster (decision 201) when the browser is first idle, or sooner on the
 * visitor's first intent, a dialog request or a notice. Leads waiting in this browser are sent again from
 * there (`LeadDialogs` starts the resend queue). Nothing of it is in the server's HTML: it has no markup
 * to hydrate.
 */
export function LeadDialogHost() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    let live = true
    // A transition: React renders the dialogs in slices between the browser's own work, not in one long task.
    const want = () => {
      if (live) startTransition(() => setWanted(true))
    }
    // At idle, so a tap opens a dialog that is already here: on the first intent, the fetch came after
    // the tap and the dialog took 2.7 times as long (decision 201, the bench's tap → dialog).
    // The date control's setup in a task of its own, not in the task that opens the gate (decision 233).
    void whenInteractive().then(async () => {
      want()
      await nextTask()
      if (live) prepareDateControl()
    })
    void whenIntent().then(want)
    if (asked()) want()
    const requests = pageRequests.subscribe(() => {
      if (asked()) want()
    })
    return () => {
      live = false
      requests.unsubscribe()
    }
  }, [])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <LeadDialogs />
    </Suspense>
  )
}
