import type { ReactNode } from 'react'
import { AboutSection } from './about-section'
import { ClientLogoStrip } from './client-logo-strip'
import { ContactSection } from './contact-section'
import { HeroSection } from './hero-section'
import { ServicesSection } from './services-section'
import { TestimonialsSection } from './testimonials-section'

/** The sections above the client logo strip: only links, which work as plain links before their code. */
export function HomeIntro() {
  return (
    <>
      <HeroSection />
      <TestimonialsSection />
    </>
  )
}

/** The sections below the client logo strip. The route gives the contact form (tests pass a stand-in). */
export function HomeSections({ contactForm }: { contactForm: ReactNode }) {
  return (
    <>
      <ServicesSection />
      <ContactSection contactForm={contactForm} />
      <AboutSection />
    </>
  )
}

/**
 * The home page's content, in the order of spec §2, all at once (the unit tests). The route renders the
 * same order with the intro and the sections deferred and the logo strip not (home-content.tsx).
 */
export function HomePage({ contactForm }: { contactForm: ReactNode }) {
  return (
    <>
      <HomeIntro />
      <ClientLogoStrip />
      <HomeSections contactForm={contactForm} />
    </>
  )
}
