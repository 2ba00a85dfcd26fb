import { toaster } from '../../components/ui/toaster'
import type { Notice } from '../../content/notices'

/** Puts a notice on the toaster. Only the toaster's host (LeadDialogs) calls this. */
export function showToast(notice: Notice) {
  toaster.create({
    type: notice.kind === 'error' ? 'error' : notice.kind === 'success' ? 'success' : 'info',
    title: notice.title,
    description: notice.description,
  })
}
