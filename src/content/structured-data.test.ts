import { describe, expect, it } from 'vitest'
import { jsonLdScript } from '../lib/json-ld'
import { claims, site } from './site'
import { homeStructuredData } from './structured-data'

type Json = Record<string, unknown>

function roundTrip(): Json {
  return JSON.parse(JSON.stringify(homeStructuredData())) as Json
}

describe('homeStructuredData', () => {
  it('survives a JSON round trip unchanged', () => {
    expect(roundTrip()).toEqual(homeStructuredData())
  })

  it('is a schema.org ProfessionalService with the business identity from site.ts', () => {
    const data = roundTrip()
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@type']).toBe('ProfessionalService')
    expect(data.name).toBe(site.name)
    expect(data.url).toBe(`${site.url}/`)
    expect(data.logo).toBe(`${site.url}/logo.svg`)
    expect(data.image).toMatch(/^https:\/\//)
    expect(data.telephone).toBe(site.phone.e164)
    expect(data.email).toBe(site.email)
  })

  it('has the Melbourne postal address, Australia as area served and weekday hours', () => {
    const data = roundTrip()
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: 'Melbourne',
      addressRegion: 'VIC',
      postalCode: site.address.postcode,
      addressCountry: 'AU',
    })
    expect(data.areaServed).toEqual({ '@type': 'Country', name: 'Australia' })
    expect(data.openingHoursSpecification).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    })
  })

  it('links the social profiles and carries the 5.0 rating from 200 reviews', () => {
    const data = roundTrip()
    expect(data.sameAs).toEqual(site.social.map((s) => s.href))
    expect((data.sameAs as string[]).length).toBeGreaterThan(0)
    expect(data.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      ratingValue: 5,
      bestRating: 5,
      reviewCount: 200,
    })
    expect(claims.rating).toEqual({ value: 5, count: 200 })
  })
})

describe('as a head script', () => {
  it('parses back to the same object', () => {
    const script = jsonLdScript(homeStructuredData())
    expect(script.type).toBe('application/ld+json')
    expect(JSON.parse(script.children)).toEqual(homeStructuredData())
  })
})
