import type { OpeningHoursSpecification, ProfessionalService, WithContext } from 'schema-dts'
import { absoluteUrl, claims, site } from './site'
import { supportHours } from './support-hours'

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

/** YYYY-MM-DD of the first Sunday of a month (0-based), and of the day before it. */
function firstSunday(year: number, month: number): { day: string; dayBefore: string } {
  const first = Date.UTC(year, month, 1)
  const sunday = first + ((7 - new Date(first).getUTCDay()) % 7) * 86_400_000
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10)
  return { day: iso(sunday), dayBefore: iso(sunday - 86_400_000) }
}

/**
 * Support hours as search engines read them: on the clock of the business's address, Melbourne, where
 * "8AM-6PM AEST" (UTC+10 all year) is 8 to 6 in winter and 9 to 7 on daylight saving time, which Victoria
 * keeps from the first Sunday in October to the first Sunday in April (decision 302; a test holds the
 * rule to the time-zone database). Arithmetic, not Intl: the home page's head runs again as it hydrates,
 * and a zoned formatter costs a phone its zone data. One entry per season, dated, for the site's year and
 * the two after it: from the year the site states, not today's, so the page and its hydration agree.
 * Outside them it says nothing rather than something untrue.
 */
export function supportHoursOnTheOfficeClock(firstYear: number, years = 3): OpeningHoursSpecification[] {
  const season = (summer: boolean, validFrom: string, validThrough: string): OpeningHoursSpecification => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: supportHours.days.map((d) => weekdays[d - 1]!),
    opens: `${String(supportHours.opens + (summer ? 1 : 0)).padStart(2, '0')}:00`,
    closes: `${String(supportHours.closes + (summer ? 1 : 0)).padStart(2, '0')}:00`,
    validFrom,
    validThrough,
  })
  const seasons: OpeningHoursSpecification[] = []
  let summerFrom = `${firstYear}-01-01`
  for (let year = firstYear; year < firstYear + years; year++) {
    const april = firstSunday(year, 3)
    const october = firstSunday(year, 9)
    seasons.push(season(true, summerFrom, april.dayBefore), season(false, april.day, october.dayBefore))
    summerFrom = october.day
  }
  seasons.push(season(true, summerFrom, `${firstYear + years - 1}-12-31`))
  return seasons
}

/**
 * Search-engine structured data for the home page (spec §1): one ProfessionalService, a kind of
 * LocalBusiness, built only from the site config and the claims.
 */
export function homeStructuredData(): WithContext<ProfessionalService> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': absoluteUrl('/#organization'),
    name: site.name,
    description: `${site.name}: ${site.tagline}. We help disability service organisations register as NDIS providers and stay compliant.`,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/logo.svg'),
    image: absoluteUrl('/logo.svg'),
    telephone: site.phone.e164,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postcode,
      addressCountry: site.address.country,
    },
    areaServed: { '@type': 'Country', name: 'Australia' },
    openingHoursSpecification: supportHoursOnTheOfficeClock(site.copyrightYear),
    sameAs: site.social.map((link) => link.href),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: claims.rating.value,
      bestRating: 5,
      worstRating: 1,
      reviewCount: claims.rating.count,
    },
  }
}
