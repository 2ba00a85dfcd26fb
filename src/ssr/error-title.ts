import { errorTitle, problemCount } from '../content/error-title'
import type { FormEcho } from '../forms/form-echo'

/**
 * A rendered document whose form was refused (a plain POST rendered back, decision 015), its <title>
 * saying so: "Error: 2 problems to fix – Contact us | …". The page's own title is already escaped HTML;
 * the words put before it are ours and hold nothing to escape.
 */
export function withErrorTitle(html: string, echo: FormEcho | undefined): string {
  const problems = echo ? problemCount(echo.errors, echo.formError) : 0
  if (problems === 0) return html
  return html.replace(/<title>([^<]*)<\/title>/, (_, title: string) => `<title>${errorTitle(title, problems)}</title>`)
}
