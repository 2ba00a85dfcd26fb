import type { Notice } from '../content/notices'
import { type DialogRequest, dialogOpened, noticesShown, type PageRequests, pageRequests } from '../lib/page-requests'

/** Stands in for the lead UI: reads what is asked now and whenever it changes, and takes it, as its host does. */
function take(read: (state: PageRequests) => void): () => void {
  read(pageRequests.state)
  const subscription = pageRequests.subscribe(read)
  return () => subscription.unsubscribe()
}

export const takeNotices = (show: (notice: Notice) => void) =>
  take(({ notices }) => {
    if (notices.length === 0) return
    noticesShown(notices)
    for (const notice of notices) show(notice)
  })

export const takeDialogRequests = (open: (request: DialogRequest) => void) =>
  take(({ open: request }) => {
    if (!request) return
    dialogOpened()
    open(request)
  })

/** Watches the notices asked for, leaving them for the lead UI to show (a change either adds or takes). */
export function watchNotices(see: (notice: Notice) => void): () => void {
  let before = pageRequests.state.notices
  const subscription = pageRequests.subscribe(({ notices }) => {
    if (notices.length > before.length) for (const notice of notices.slice(before.length)) see(notice)
    before = notices
  })
  return () => subscription.unsubscribe()
}
