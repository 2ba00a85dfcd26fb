import { createContext, useContext } from 'react'
import { echoJson, FORM_ECHO_ELEMENT_ID, type FormEcho } from '../../forms/form-echo'
import type { PageFormKind } from '../../forms/form-pages'

/**
 * The refused POST the server renders back into its page (decision 015). The server's render provides
 * it; in the browser, `readFormEcho` takes it from the JSON the page carries, so hydration sees the
 * same entries and errors the server rendered.
 */
const FormEchoContext = createContext<FormEcho | null>(null)
export const FormEchoProvider = FormEchoContext.Provider

/** The echo for this form, if the page was rendered for a refused POST of it. */
export function useFormEcho(kind: PageFormKind): FormEcho | null {
  const echo = useContext(FormEchoContext)
  return echo?.kind === kind ? echo : null
}

/** The echo the server wrote into this page, if any. */
export function readFormEcho(): FormEcho | null {
  const json = typeof document === 'undefined' ? null : document.getElementById(FORM_ECHO_ELEMENT_ID)?.textContent
  if (!json) return null
  try {
    return JSON.parse(json) as FormEcho
  } catch {
    return null
  }
}

/** Carries the echo in the page for the browser (JSON is inert: the CSP does not apply to it). */
export function FormEchoData({ echo }: { echo: FormEcho }) {
  return (
    <script
      type="application/json"
      id={FORM_ECHO_ELEMENT_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON (echoJson), not markup
      dangerouslySetInnerHTML={{ __html: echoJson(echo) }}
    />
  )
}
