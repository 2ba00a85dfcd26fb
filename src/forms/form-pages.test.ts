import { describe, expect, it } from 'vitest'
import { guides } from '../content/guides'
import {
  confirmationAt,
  confirmationPaths,
  confirmationSlugs,
  formAnchor,
  formAtPath,
  formPagePath,
  type PageFormKind,
  sentPath,
} from './form-pages'
import { leadKindNames } from './lead-kinds'

const pageForms = leadKindNames.filter((kind): kind is PageFormKind => kind !== 'test-email')

describe('where each lead form stands as a page (decision 015)', () => {
  it('a plain POST to every form page is taken as that form (a form left out would get a 405)', () => {
    for (const kind of pageForms) {
      if (kind === 'download-guide')
        for (const guide of guides)
          expect(formAtPath(formPagePath(kind, { guide: guide.value }))).toEqual({
            kind,
            fixed: { guide: guide.value },
          })
      else expect(formAtPath(formPagePath(kind)), kind).toEqual({ kind, fixed: {} })
    }
    expect(formAtPath('/not-a-form-page')).toBeNull()
  })

  it("every stored lead's confirmation page is prerendered and knows its form, with its own head", () => {
    for (const kind of pageForms) {
      const values = kind === 'download-guide' ? { guide: guides[1]?.value } : {}
      const path = sentPath(kind, values)
      expect(confirmationPaths, kind).toContain(path)
      expect(confirmationAt(path.replace('/sent/', ''))?.kind).toBe(kind)
    }
    expect(new Set(confirmationSlugs).size, 'one form per confirmation page').toBe(confirmationSlugs.length)
  })

  it('forms that share a page have their own anchors', () => {
    const byPage = new Map<string, string[]>()
    for (const kind of pageForms) {
      const page = formPagePath(kind)
      byPage.set(page, [...(byPage.get(page) ?? []), formAnchor(kind)])
    }
    for (const anchors of byPage.values()) expect(new Set(anchors).size).toBe(anchors.length)
  })
})
