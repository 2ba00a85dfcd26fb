// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { guides } from '../content/guides'
import { echoJson } from './form-echo'
import {
  afterSentPath,
  applyHref,
  confirmationAt,
  formAnchor,
  formPageOf,
  formPagePath,
  formText,
  ownFormPageAt,
  ownFormPagePaths,
  type PageFormKind,
  paramFormPagePaths,
  paramLabel,
} from './form-pages'
import { leadKindNames } from './lead-kinds'

describe('the links a visitor follows to and from the lead forms', () => {
  it("a service's Apply link opens the application with that service filled in; without one, the plain page", () => {
    const link = new URL(applyHref('NDIS Audit Support & Compliance'), 'https://example.com')
    expect(link.pathname).toBe('/apply')
    expect(link.searchParams.get('interest')).toBe('NDIS Audit Support & Compliance')
    expect(applyHref()).toBe('/apply')
    expect(applyHref('')).toBe('/apply')
    expect(formPagePath('signup-modal')).toBe('/apply')
  })

  it('after a guide request the visitor goes to that guide; after any other form, home', () => {
    const guide = guides[1]?.value ?? ''
    expect(afterSentPath('download-guide', { guide })).toBe(`/shop/${guide}`)
    for (const kind of ['scheduling', 'signup-modal', 'contact', 'sell-business', 'buy-business'] as const) {
      expect(afterSentPath(kind, {}), kind).toBe('/')
    }
  })

  it('the booking and the application have pages of their own; other addresses are not such a page', () => {
    expect(ownFormPageAt('/book-a-consultation')).toBe('scheduling')
    expect(ownFormPageAt('/apply')).toBe('signup-modal')
    // The contact form and the business forms sit on pages of the site; the guides have their own route.
    for (const path of ['/', '/sell-business', '/buy-business', `/download/${guides[0]?.value}`, '/nowhere']) {
      expect(ownFormPageAt(path), path).toBeNull()
    }
  })
})

describe('the entries a page sends back with a refused post', () => {
  it('are carried as JSON that no typed text can end the page’s script with', () => {
    const typed = '</script><script>alert(1)</script><!-- \u2028\u2029'
    const echo = { kind: 'contact' as const, values: { message: typed }, errors: {}, id: 'id-1' }
    const json = echoJson(echo)
    expect(json).not.toMatch(/[<\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual(echo)
  })
})

describe('the guide a download form is for', () => {
  it('is named by the guide the page or dialog was opened for, and by nothing on other forms', () => {
    expect(paramLabel('download-guide', { guide: 'audit-preparation-checklist' })).toBe(
      'NDIS Audit Preparation Checklist',
    )
    expect(paramLabel('download-guide', { guide: 'no-such-guide' })).toBe('')
    expect(paramLabel('contact', { guide: 'audit-preparation-checklist' })).toBe('')
  })
})

describe('the pages of a guide', () => {
  it('name the guide in their title, and its confirmation page knows which guide it is', () => {
    const page = formPageOf('download-guide')
    const title = page?.ownPage?.title ?? ''
    expect(formText(title, 'NDIS Audit Preparation Checklist')).toBe('Download: NDIS Audit Preparation Checklist')
    expect(formText('Book a free consultation', 'unused')).toBe('Book a free consultation')
    expect(confirmationAt('audit-preparation-checklist')).toEqual({
      kind: 'download-guide',
      param: { field: 'guide', value: 'audit-preparation-checklist', label: 'NDIS Audit Preparation Checklist' },
    })
  })
})

describe('the form pages the site prerenders', () => {
  it('are the booking and the application on their own route, and one page per guide on the guides’ route', () => {
    expect(ownFormPagePaths).toEqual(['/book-a-consultation', '/apply'])
    expect(paramFormPagePaths).toEqual(guides.map((guide) => `/download/${guide.value}`))
  })
})

describe('a link to a form', () => {
  it('lands on the form’s own section: every form page names one', () => {
    const pageForms = leadKindNames.filter((kind): kind is PageFormKind => kind !== 'test-email')
    expect(pageForms.length).toBeGreaterThan(0)
    for (const kind of pageForms) expect(formAnchor(kind), kind).toMatch(/^[a-z][a-z-]*$/)
  })
})
