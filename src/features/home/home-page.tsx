import type { ReactNode } from 'react'
import { island } from '../../components/island'

// Both parts are prerendered in full and hydrate as islands (decision 009): the hero, on screen from
// the start, when the visitor first scrolls, touches, types, points at or focuses it (a tap on its
// buttons meanwhile is replayed); the sections below it also when they come near the screen.
const Hero = island('home-hero', () => import('./hero-section').then((m) => m.HeroSection), { whenNear: false })
const BelowFold = island('home-below-fold', () => import('./home-below-fold').then((m) => m.HomeBelowFold))

/** The home page's content, in the order of spec §2. `contactForm` replaces the contact form (tests pass a stand-in). */
export function HomePage({ contactForm }: { contactForm?: ReactNode }) {
  return (
    <>
      <Hero />
      <BelowFold contactForm={contactForm} />
    </>
  )
}
