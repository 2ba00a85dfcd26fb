import { describe, expect, it } from 'vitest'
import { leadForms, leadKindNames } from '../../forms/lead-kinds'
import { formPrivacy } from '../form-privacy'
import { guides } from '../guides'
import { formPages } from '../lead-form-pages'
import { serviceDescription } from '../service-descriptions'
import { services } from '../services-catalogue'
import { site } from '../site'
import { aboutPage } from './about'
import { buyPage, chooserPage, sellPage } from './business-sale'
import { type PricingPackage, priceLabel, pricingPage, QUOTE_ON_REQUEST } from './pricing'
import { BACKUP_STORAGE_KEY, DRAFT_STORAGE_KEY_PREFIX, privacyPage } from './privacy'
import { findGuide, type Guide, guidePages, resourcesPage } from './resources'
import type { PageMeta } from './types'

const pages: Record<string, PageMeta> = {
  about: aboutPage,
  pricing: pricingPage,
  privacy: privacyPage,
  resources: resourcesPage,
  chooser: chooserPage,
  sell: sellPage,
  buy: buyPage,
  ...Object.fromEntries(guidePages.map((g) => [`guide ${g.value}`, g])),
}

/** Every string in a value, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

function wordCount(value: unknown): number {
  return strings(value)
    .join(' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length
}

/** A guide's readable body: everything a visitor reads on its page, without the meta and the shop card. */
function guideBody(guide: Guide) {
  return [guide.title, guide.intro, guide.sections, guide.closing, guide.disclaimer]
}

describe('page meta', () => {
  it.each(Object.entries(pages))('%s has a title and a description of 50-170 characters', (_name, page) => {
    expect(page.title.trim().length).toBeGreaterThan(0)
    expect(page.description.length).toBeGreaterThanOrEqual(50)
    expect(page.description.length).toBeLessThanOrEqual(170)
  })

  it('titles and descriptions are unique, including against the service pages', () => {
    const all = [
      ...Object.values(pages),
      ...services.map((s) => ({ title: s.title, description: serviceDescription(s) })),
    ]
    const titles = all.map((p) => p.title.toLowerCase())
    const descriptions = all.map((p) => p.description)
    expect(new Set(titles).size).toBe(titles.length)
    expect(new Set(descriptions).size).toBe(descriptions.length)
  })
})

describe('copy quality', () => {
  const everything = strings([
    aboutPage,
    pricingPage,
    privacyPage,
    resourcesPage,
    guidePages,
    chooserPage,
    sellPage,
    buyPage,
  ])

  it('walks a meaningful amount of copy', () => {
    expect(everything.length).toBeGreaterThan(300)
  })

  it.each([/\blorem\b/i, /\btodo\b/i, /\btbd\b/i, /coming soon/i, /[[\]{}]/, /\bundefined\b/, /\bnull\b/, /\bNaN\b/])(
    'no string matches %s',
    (pattern) => {
      expect(everything.filter((s) => pattern.test(s))).toEqual([])
    },
  )

  it('uses Australian spelling for the words most often Americanised', () => {
    const american =
      /\b(organization|organize|prioritize|recognize|center|program(?!me)s? of care|color|behavior|license (?:application|holder))\b/i
    expect(everything.filter((s) => american.test(s))).toEqual([])
  })

  it('shows only the contact details from site.ts', () => {
    const emails = everything.flatMap((s) => s.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? [])
    expect(new Set(emails)).toEqual(new Set([site.email]))
    const phones = everything.flatMap((s) => s.match(/\b(?:0\d|1[38]00)[\d ]{6,10}\d\b/g) ?? [])
    for (const phone of phones) expect([site.phone.display, '1300 363 992']).toContain(phone)
  })

  it('never invents a statistic: every percentage is the client’s success-rate claim', () => {
    const percentages = everything.flatMap((s) => s.match(/\d+(\.\d+)?\s?%/g) ?? [])
    expect(percentages.length).toBeGreaterThan(0)
    for (const p of percentages) expect(p).toBe('100%')
  })
})

describe('pricing', () => {
  const nullPackages = pricingPage.packages.filter((p) => p.price === null)

  it('offers three or four packages, each with who it suits and what it includes', () => {
    expect(pricingPage.packages.length).toBeGreaterThanOrEqual(3)
    expect(pricingPage.packages.length).toBeLessThanOrEqual(4)
    for (const pkg of pricingPage.packages) {
      expect(pkg.suits.length).toBeGreaterThan(40)
      expect(pkg.includes.length).toBeGreaterThanOrEqual(4)
    }
  })

  it('shows "Quote on request" while a price is null, and the set price once the owner sets one', () => {
    expect(nullPackages.length).toBeGreaterThan(0)
    for (const pkg of nullPackages) expect(priceLabel(pkg)).toBe(QUOTE_ON_REQUEST)
    const priced: PricingPackage = { ...pricingPage.packages[0]!, price: 'From $1 (example)' }
    expect(priceLabel(priced)).toBe('From $1 (example)')
  })

  it('never shows a dollar amount while every price is null', () => {
    expect(nullPackages).toHaveLength(pricingPage.packages.length)
    const withDollars = strings(pricingPage).filter((s) => /\$\s?\d|\d\s?(aud|dollars)\b/i.test(s))
    expect(withDollars).toEqual([])
  })

  it('separates our fees from the NDIS Pricing Arrangements and Price Limits and from auditors’ fees', () => {
    const text = strings(pricingPage.fees).join(' ')
    expect(text).toContain('NDIS Pricing Arrangements and Price Limits')
    expect(text).toMatch(/approved quality auditor/i)
    expect(text).toMatch(/directly to you/i)
    expect(pricingPage.faqs.items.length).toBeGreaterThanOrEqual(3)
  })
})

describe('free guides', () => {
  it('are exactly the guides the download-guide form offers, with the same names', () => {
    expect(guidePages.map((g) => ({ value: g.value, label: g.label }))).toEqual(guides.map((g) => ({ ...g })))
    for (const g of guides) expect(findGuide(g.value)?.label).toBe(g.label)
    expect(findGuide('no-such-guide')).toBeUndefined()
  })

  it.each(guidePages.map((g) => [g.value, g] as const))('%s has 700-1200 words of real content', (_value, guide) => {
    const words = wordCount(guideBody(guide))
    expect(words).toBeGreaterThanOrEqual(700)
    expect(words).toBeLessThanOrEqual(1200)
  })

  it.each(guidePages.map((g) => [g.value, g] as const))(
    '%s is grouped into checklist sections and tells readers to check current rules',
    (_value, guide) => {
      expect(guide.sections.length).toBeGreaterThanOrEqual(5)
      const groups = guide.sections.flatMap((s) => s.groups ?? []).map((g) => g.heading)
      expect(groups).toEqual(
        expect.arrayContaining([
          'Rights and responsibilities',
          'Governance and operational management',
          'Provision of supports',
        ]),
      )
      for (const s of guide.sections) expect((s.items?.length ?? 0) + (s.groups?.length ?? 0)).toBeGreaterThan(0)
      expect(strings(guideBody(guide)).join(' ')).toMatch(/check current rules with the NDIS Commission/i)
      expect(guide.teaser.length).toBeGreaterThan(60)
    },
  )
})

describe('privacy policy', () => {
  const text = strings(privacyPage).join('\n')
  // The policy lists each form's own notice (src/content/form-privacy.ts, decision 202).
  const visitorKinds = leadKindNames.filter((k) => leadForms[k].page !== null)

  it('names the local-storage key of the browser backup and how to clear it', () => {
    expect(BACKUP_STORAGE_KEY).toBe('form-submissions')
    expect(strings(privacyPage.localBackup).join(' ')).toContain('“form-submissions”')
    expect(privacyPage.localBackup.clearButtonNote).toContain('Clear saved form details')
    expect(privacyPage.localBackup.clearSteps.length).toBeGreaterThan(0)
  })

  it('says what a form keeps while it is typed into (decision 322): where, what, never sent, and for how long', () => {
    const section = strings(privacyPage.localBackup).join(' ')
    expect(section).toContain(`session storage for this tab, under a key starting “${DRAFT_STORAGE_KEY_PREFIX}”`)
    expect(section).toMatch(/only the entries of that form, is never sent to us or anyone else/)
    expect(section).toMatch(/removed when the form is sent and when you close the tab/)
    expect(strings(privacyPage.retention).join(' ')).toContain(`under “${DRAFT_STORAGE_KEY_PREFIX}”`)
    expect(privacyPage.localBackup.clearButtonNote).toMatch(/what you have typed into a form in this tab/)
  })

  it('describes every form a visitor can send: scheduling, signup, contact, download-guide, sell and buy', () => {
    expect(visitorKinds).toEqual(
      expect.arrayContaining([
        'scheduling',
        'signup-modal',
        'contact',
        'download-guide',
        'sell-business',
        'buy-business',
      ]),
    )
    expect(formPages.map((f) => f.kind).sort()).toEqual([...visitorKinds].sort())
    expect(formPrivacy.map((f) => f.kind).sort()).toEqual([...visitorKinds].sort())
  })

  it.each(visitorKinds)('lists every field the %s form collects, and no other', (kind) => {
    const notice = formPrivacy.find((f) => f.kind === kind)
    expect(notice).toBeDefined()
    expect(notice!.fields.map((f) => f.key).sort()).toEqual(Object.keys(leadForms[kind].schema.entries).sort())
    expect(notice!.purpose.length).toBeGreaterThan(40)
  })

  it('covers the APP essentials: who we are, honeypot, cookies, retention, overseas, access, complaints, OAIC', () => {
    expect(text).toContain('Privacy Act 1988')
    expect(text).toContain(site.name)
    expect(text).toContain(site.abn)
    expect(text).toMatch(/honeypot/i)
    expect(text).toMatch(/do not use tracking cookies/i)
    expect(text).toMatch(/2 years/)
    expect(text).toMatch(/overseas/i)
    expect(text).toMatch(/correct/i)
    expect(privacyPage.complaints.oaic.website).toBe('oaic.gov.au')
    expect(privacyPage.complaints.oaic.phone).toBe('1300 363 992')
    expect(privacyPage.lastUpdated).toEqual({ iso: '2026-11-30', display: '30 November 2026' })
  })
})

describe('business sale', () => {
  it.each([
    ['chooser', chooserPage.registration],
    ['sell', sellPage.registration],
    ['buy', buyPage.registration],
  ] as const)('%s page says registration is held by an entity and does not simply transfer', (_name, section) => {
    const text = section.paragraphs.join(' ')
    expect(text).toMatch(/held by a legal entity/)
    expect(text).toMatch(/notify the NDIS Commission/)
    expect(text).toMatch(/check current requirements with the NDIS Commission and get legal and financial advice/i)
  })

  it('buyers are told what to check', () => {
    const text = strings(buyPage).join(' ')
    for (const topic of [
      /registration groups/,
      /audit/,
      /worker screening/i,
      /service agreements/,
      /consent/,
      /lease/i,
      /staff/,
    ]) {
      expect(text).toMatch(topic)
    }
    expect(buyPage.steps.items.length).toBeGreaterThanOrEqual(5)
    expect(sellPage.steps.items.length).toBeGreaterThanOrEqual(5)
  })
})
