/**
 * The one site-config module: every contact value, figure and link the site shows.
 * Phone numbers are from ACMA's ranges reserved for fiction (03 5550 xxxx, 0491 570 xxx);
 * the email and web domains use the reserved `.example` top-level domain.
 */
export const site = {
  name: 'Bluegum Provider Consulting',
  shortName: 'Bluegum',
  tagline: 'NDIS registration and compliance consultants',
  url: 'https://www.bluegumconsulting.example',
  email: 'hello@bluegumconsulting.example',
  phone: { display: '03 5550 1234', href: 'tel:+61355501234', e164: '+61355501234' },
  abn: '12 345 678 901',
  copyrightYear: 2026,
  address: {
    street: 'Level 2, 10 Wattle Lane',
    locality: 'Melbourne',
    region: 'VIC',
    postcode: '3000',
    country: 'AU',
  },
  supportHours: 'Mon-Fri 8AM-6PM AEST',
  emailResponse: 'within 4 hours',
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/bluegum-provider-consulting-example' },
    { name: 'Facebook', href: 'https://www.facebook.com/bluegumconsulting.example' },
    { name: 'Instagram', href: 'https://www.instagram.com/bluegumconsulting.example' },
  ],
  acknowledgement:
    'We acknowledge the Wurundjeri Woi-wurrung people of the Kulin Nation, the Traditional Custodians of the land on which our office stands, and pay our respects to Elders past and present. We extend that respect to all Aboriginal and Torres Strait Islander peoples.',
} as const

/** The claims the client asks us to show (spec §1 and §9). */
export const claims = {
  providersRegistered: '200+',
  yearsExperience: '8+',
  successRate: '100%',
  applicationsProcessed: '500+',
  registrationWeeks: '6-10 weeks',
  rating: { value: 5.0, count: 200 },
} as const

export function fullAddress(): string {
  const a = site.address
  return `${a.street}, ${a.locality} ${a.region} ${a.postcode}`
}

export function pageTitle(title: string): string {
  return title === site.name ? title : `${title} | ${site.name}`
}

export function absoluteUrl(path: string): string {
  return new URL(path, site.url).toString()
}
