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
  // The same notice again (a second tap on Submit with still no time slot) is said again, but the toast on
  // screen stays the only one: a stack of copies only covered the form. (Replacing it does not work: a toast
  // removed in the task that makes the next one stays on screen, as both reach Ark's group in one render.)
  const onScreen = toaster
    .getVisibleToasts()
    .some((shown) => shown.title === notice.title && shown.description === notice.description)
  if (!onScreen)
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
