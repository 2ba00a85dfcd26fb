import type { ProfessionalService, WithContext } from 'schema-dts'
import { absoluteUrl, claims, site } from './site'

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
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    },
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
