import type { ReactNode } from 'react'
import { AboutSection } from './about-section'
import { ClientLogoStrip } from './client-logo-strip'
import { ContactSection } from './contact-section'
import { HeroSection } from './hero-section'
import { ServicesSection } from './services-section'
import { TestimonialsSection } from './testimonials-section'

/** The home page's content, in the order of spec §2. The route gives the contact form (tests pass a stand-in). */
export function HomePage({ contactForm }: { contactForm: ReactNode }) {
  return (
    <>
      <HeroSection />
      <TestimonialsSection />
      <ClientLogoStrip />
      <ServicesSection />
      <ContactSection contactForm={contactForm} />
      <AboutSection />
    </>
  )
}
