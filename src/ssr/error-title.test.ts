// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { FormEcho } from '../forms/form-echo'
import { withErrorTitle } from './error-title'

const page = (title: string) =>
  `<!DOCTYPE html><html lang="en-AU"><head><meta charSet="utf-8"/><title>${title}</title></head><body><h1>Contact us</h1></body></html>`
const echo = (errors: Record<string, string>, formError?: string): FormEcho => ({
  kind: 'contact',
  values: { name: 'Alex' },
  errors,
  id: 'x',
  ...(formError ? { formError } : {}),
})

describe('the title of a page rendered again for a refused form post', () => {
  it('starts "Error:" with the number of problems, before the page’s own title', () => {
    const html = withErrorTitle(
      page('Contact us | Bluegum &amp; Co'),
      echo({ email: 'Enter your email address', phone: 'Enter your phone number' }),
    )
    expect(html).toContain('<title>Error: 2 problems to fix – Contact us | Bluegum &amp; Co</title>')
    expect(html.match(/<title>/g)).toHaveLength(1)
  })

  it('counts one problem in the singular, and a problem that is not a field’s as one', () => {
    expect(withErrorTitle(page('Apply'), echo({ email: 'Enter your email address' }))).toContain(
      '<title>Error: 1 problem to fix – Apply</title>',
    )
    expect(withErrorTitle(page('Apply'), echo({}, 'We could not keep your details just now'))).toContain(
      '<title>Error: 1 problem to fix – Apply</title>',
    )
  })

  it('leaves a page without a refused form as it was', () => {
    expect(withErrorTitle(page('Contact us'), undefined)).toBe(page('Contact us'))
  })

  it('changes only the title, not text that reads like one in the page', () => {
    const html = withErrorTitle(`${page('Apply')}<p>&lt;title&gt;x&lt;/title&gt;</p>`, echo({ email: 'x' }))
    expect(html).toContain('<p>&lt;title&gt;x&lt;/title&gt;</p>')
  })
})
