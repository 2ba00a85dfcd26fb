import { describe, expect, it } from 'vitest'
import { serviceDescription } from '../service-descriptions'
import { services } from '../services-catalogue'
import { servicePageCopy } from '.'

const PLACEHOLDERS = /\b(lorem|ipsum|todo|tbd|tba|coming soon|placeholder|xxx)\b|\[|\]/i

function allText(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(allText)
  if (value && typeof value === 'object') return Object.values(value).flatMap(allText)
  return []
}

describe('services catalogue and service pages', () => {
  it('has the 25 service slugs of the spec, once each', () => {
    const slugs = services.map((s) => s.slug)
    expect(slugs).toHaveLength(25)
    expect(new Set(slugs).size).toBe(25)
  })

  it('no two pages share a title or a description', () => {
    expect(new Set(services.map((s) => s.title)).size).toBe(services.length)
    expect(new Set(services.map(serviceDescription)).size).toBe(services.length)
  })

  it('descriptions are a useful length for search results', () => {
    for (const s of services) {
      expect(serviceDescription(s).length, s.slug).toBeGreaterThanOrEqual(110)
      expect(serviceDescription(s).length, s.slug).toBeLessThanOrEqual(170)
    }
  })

  for (const entry of services) {
    it(`${entry.slug}: every section is filled, with no placeholder words`, () => {
      const copy = servicePageCopy(entry.slug)
      expect(copy, 'page copy').toBeDefined()
      if (!copy) return
      expect(copy.summary.split(/\s+/).length).toBeGreaterThanOrEqual(30)
      expect(copy.whatItIs.length).toBeGreaterThanOrEqual(2)
      expect(copy.whoItIsFor.length).toBeGreaterThanOrEqual(3)
      expect(copy.included.length).toBeGreaterThanOrEqual(4)
      expect(copy.process.length).toBeGreaterThanOrEqual(3)
      expect(copy.timeframe.length).toBeGreaterThan(20)
      expect(copy.faqs.length).toBeGreaterThanOrEqual(3)
      expect(copy.faqs.length).toBeLessThanOrEqual(6)
      expect(copy.related.length).toBeGreaterThanOrEqual(2)
      expect(copy.related).not.toContain(entry.slug)
      for (const slug of copy.related) expect(services.map((s) => s.slug)).toContain(slug)
      for (const text of allText(copy)) expect(text, text.slice(0, 60)).not.toMatch(PLACEHOLDERS)
      // No invented fees: our prices are quoted on request.
      for (const text of allText(copy)) expect(text).not.toMatch(/\$\s?\d/)
    })
  }
})
