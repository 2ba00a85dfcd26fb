import type { ReactNode } from 'react'
import { LazyContactForm } from '../lead-forms/lazy-contact-form'
import { AboutSection } from './about-section'
import { ClientLogoStrip } from './client-logo-strip'
import { ContactSection } from './contact-section'
import { ServicesSection } from './services-section'
import { TestimonialsSection } from './testimonials-section'

/**
 * Everything under the hero, in the order of spec §2: one island, loaded when the visitor needs it.
 * The contact form's own code loads later still, when the visitor nears it.
 */
export function HomeBelowFold({ contactForm = <LazyContactForm /> }: { contactForm?: ReactNode }) {
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
