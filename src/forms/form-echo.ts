import type { LeadValues } from './descriptor'
import type { PageFormKind } from './form-pages'

/**
 * A plain form POST the server could not accept, rendered back into its page (decision 015): the
 * entries as typed, each field's first error, and the submission id the next attempt reuses. The
 * server renders the page with it; the page carries it as JSON, so the browser hydrates the same form.
 */
export interface FormEcho {
  kind: PageFormKind
  values: LeadValues
  /** Field name → first message, in the form's field order. */
  errors: Record<string, string>
  /** The submission id (idempotency key) of the attempt; the re-rendered form posts it again. */
  id: string
  /** A problem that is not one field's (the store was unavailable): shown above the form. */
  formError?: string
}

export const FORM_ECHO_ELEMENT_ID = 'lead-form-echo'

/** JSON safe inside a <script> element: no `<`, so no `</script>` or `<!--` can end it early. */
export function echoJson(echo: FormEcho): string {
  return JSON.stringify(echo)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
