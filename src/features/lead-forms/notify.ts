import { toaster } from '../../components/ui/toaster'
import type { Notice } from '../../content/notices'
import { showNotice } from '../../lib/dialog-requests'

/**
 * A form's notice. It goes through the notice channel: the one toaster lives in the lazily mounted
 * lead UI, which the channel mounts if no dialog has loaded it yet (the contact form and the
 * enquiry forms are not in a dialog), and which shows the notice as soon as it is ready.
 */
export function notify(notice: Notice) {
  showNotice(notice)
}

/** Puts a notice on the toaster. Only the toaster's host (LeadDialogs) calls this. */
export function showToast(notice: Notice) {
  toaster.create({
    type: notice.kind === 'error' ? 'error' : notice.kind === 'success' ? 'success' : 'info',
    title: notice.title,
    description: notice.description,
  })
}
