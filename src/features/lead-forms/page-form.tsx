import { deferred } from '../../components/deferred'
import { Spinner } from '../../components/ui/spinner'

/**
 * A lead form on a page, server-rendered in full; its code (form library, schema, lifecycle) comes on
 * the visitor's first intent (`deferred`, decision 201): focusing a field is one. Until then the form
 * works as a plain POST, and what is typed stays in its fields.
 */
export const PageForm = deferred('lead-form', () => import('./page-lead-form').then((m) => m.PageLeadForm), {
  fallback: <Spinner label="Loading the form" />,
  on: 'intent',
})
