import type { ReactNode } from 'react'
import { AboutSection } from './about-section'
import { ClientLogoStrip } from './client-logo-strip'
import { ContactSection } from './contact-section'
import { ServicesSection } from './services-section'
import { TestimonialsSection } from './testimonials-section'

/** Everything under the hero, in the order of spec §2: one island, loaded when the visitor needs it. */
export function HomeBelowFold({ contactForm }: { contactForm?: ReactNode }) {
  return (
    <>
      <TestimonialsSection />
      <ClientLogoStrip />
      <ServicesSection />
      <ContactSection contactForm={contactForm} />
      <AboutSection />
    </>
  )
}
