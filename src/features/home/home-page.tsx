import type { ReactNode } from 'react'
import { island } from '../../components/island'
import { HeroSection } from './hero-section'

const HomeBelowFold = island('home-below-fold', () => import('./home-below-fold').then((m) => m.HomeBelowFold))

/**
 * The home page's content, in the order of spec §2. The hero hydrates with the page; the sections
 * below it are prerendered too but hydrate as an island (decision 009). The route places this inside
 * the layout's <main> and passes the contact form, so this feature never imports form or dialog code.
 */
export function HomePage({ contactForm }: { contactForm?: ReactNode }) {
  return (
    <>
      <HeroSection />
      <HomeBelowFold contactForm={contactForm} />
    </>
  )
}
