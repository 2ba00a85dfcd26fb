import { describe, expect, it } from 'vitest'
import { jsonLdScript } from '../lib/json-ld'
import { claims, site } from './site'
import { homeStructuredData, supportHoursOnTheOfficeClock } from './structured-data'

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

  it('gives the support hours, 8AM-6PM AEST, on the clock of the Melbourne address on every day of every season (decision 302)', () => {
    const seasons = [roundTrip().openingHoursSpecification].flat() as Json[]
    const melbourne = new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Melbourne',
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
    })
    for (
      let t = Date.parse(`${site.copyrightYear}-01-01T12:00:00+10:00`);
      t < Date.parse(`${site.copyrightYear + 3}-01-01`);
      t += 86_400_000
    ) {
      const day = new Date(t + 10 * 3_600_000).toISOString().slice(0, 10)
      // An entry without dates holds every day.
      const valid = seasons.filter((s) => String(s.validFrom ?? day) <= day && day <= String(s.validThrough ?? day))
      expect(valid, day).toHaveLength(1)
      // What 8 AM and 6 PM at UTC+10 read on a Melbourne clock that day.
      expect(valid[0]?.opens, day).toBe(melbourne.format(Date.parse(`${day}T08:00:00+10:00`)))
      expect(valid[0]?.closes, day).toBe(melbourne.format(Date.parse(`${day}T18:00:00+10:00`)))
      expect(valid[0]?.dayOfWeek).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
    }
  })

  it("keeps Victoria's daylight-saving rule in step with the time-zone database for years ahead", () => {
    const melbourneHour = new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Melbourne',
      hourCycle: 'h23',
      hour: '2-digit',
    })
    const seasons = supportHoursOnTheOfficeClock(2026, 15)
    for (const season of seasons)
      for (const day of [String(season.validFrom), String(season.validThrough)])
        expect(`${melbourneHour.format(Date.parse(`${day}T08:00:00+10:00`))}:00`, day).toBe(season.opens)
  })

  it('has the Melbourne postal address and Australia as area served', () => {
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
