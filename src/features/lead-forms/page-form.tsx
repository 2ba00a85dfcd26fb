import { deferred } from '../../components/deferred'
import { Spinner } from '../../components/ui/spinner'

/**
 * A lead form on a page, server-rendered in full; its code (form library, schema, lifecycle) comes
 * with the page's interactive code (`deferred`). Until then the form works as a plain POST.
 */
export const PageForm = deferred(
  'lead-form',
  () => import('./page-lead-form').then((m) => m.PageLeadForm),
  <Spinner label="Loading the form" />,
)
