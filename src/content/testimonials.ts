/**
 * Success stories for the home page. The people and providers are fictional; the portraits are
 * illustrated avatars made for this site.
 */
export interface Testimonial {
  quote: string
  name: string
  role: string
  company: string
  /** Path under /public: an illustrated avatar, 96 x 96. */
  image: string
  /** Out of 5. */
  rating: 5
  /** Participants the provider supports today. */
  participants: number
  /** Weeks from first engagement to registration. */
  timeframe: number
}

/** Read by `npm run check:launch`: delete it once the testimonials are real, consented ones. */
export const placeholderNotice =
  'These testimonials are fictional: replace them with real, consented ones before launch.'

export const TESTIMONIAL_IMAGE_SIZE = 96

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'I had the skills to support people but no idea where to start with the Practice Standards. Bluegum turned a mountain of paperwork into a checklist I could actually follow, and our auditor commented on how well organised our evidence was.',
    name: 'Anjali Raman',
    role: 'Director',
    company: 'Saltbush & Stone Community Care',
    image: '/images/testimonials/anjali-raman.svg',
    rating: 5,
    participants: 45,
    timeframe: 8,
  },
  {
    quote:
      'We had tried to register on our own and stalled at the self-assessment. Our consultant rewrote our policies around how we really run respite, booked the audit with us and answered every late-night email. Six weeks later we were registered.',
    name: 'Mele Fonua',
    role: 'Founder and Operations Manager',
    company: 'Blue Wren Respite House',
    image: '/images/testimonials/mele-fonua.svg',
    rating: 5,
    participants: 28,
    timeframe: 6,
  },
  {
    quote:
      'Adding therapy supports meant a verification audit across three sites. Bluegum ran a mock audit, found the gaps before the auditor did and kept our whole team calm. We now use them for ongoing compliance as well.',
    name: 'Daniel Okafor',
    role: 'Chief Executive Officer',
    company: 'Tallowwood Therapy Co.',
    image: '/images/testimonials/daniel-okafor.svg',
    rating: 5,
    participants: 120,
    timeframe: 10,
  },
]
