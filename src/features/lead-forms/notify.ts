import { toaster } from '../../components/ui/toaster'
import type { Notice } from '../../content/notices'

export function notify(notice: Notice) {
  toaster.create({
    type: notice.kind === 'error' ? 'error' : notice.kind === 'success' ? 'success' : 'info',
    title: notice.title,
    description: notice.description,
  })
}
