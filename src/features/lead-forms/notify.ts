import { announce } from '@react-aria/live-announcer'
import { toaster } from '../../components/ui/toaster'
import type { Notice } from '../../content/notices'

/**
 * Puts a notice on the toaster and has screen readers say it once, title and description: an error
 * (a lead not sent, refused, or missing a time slot) assertively, everything else politely.
 * The toasts themselves are silent (see toaster.tsx); decision 017 says why the announcer speaks.
 * Only the toaster's host (LeadDialogs) calls this.
 */
export function showToast(notice: Notice) {
  toaster.create({
    type: notice.kind === 'error' ? 'error' : notice.kind === 'success' ? 'success' : 'info',
    title: notice.title,
    description: notice.description,
  })
  announce(announcementOf(notice), notice.kind === 'error' ? 'assertive' : 'polite')
}

/** "Title Description": the title's own punctuation ends it, or a full stop does. */
export const announcementOf = (notice: Notice) =>
  `${/[.!?]$/.test(notice.title) ? notice.title : `${notice.title}.`} ${notice.description}`
