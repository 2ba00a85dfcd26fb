import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { BookCallButton, SignupButton } from '../components/lead-buttons'
import { claims, site } from '../content/site'
import { LazyContactForm } from '../features/lead-forms/lazy-contact-form'
import { parseReturnParams, usePaymentReturn } from '../features/payment-return/use-payment-return'
import { seo } from '../lib/seo'

export const Route = createFileRoute('/')({
  validateSearch: parseReturnParams,
  head: () =>
    seo({
      path: '/',
      title: site.name,
      description: `Register as an NDIS provider with confidence. ${claims.providersRegistered} providers registered, ${claims.yearsExperience} years of experience and registration in about ${claims.registrationWeeks}.`,
    }),
  component: HomeRoute,
})

function HomeRoute() {
  usePaymentReturn(Route.useSearch())
  return (
    <section className={css({ maxW: '7xl', mx: 'auto', px: '6', py: '16' })}>
      <h1 className={css({ fontSize: '4xl', fontWeight: 'bold' })}>Become a registered NDIS provider</h1>
      <BookCallButton />
      <SignupButton serviceInterest="Compliance & Quality Systems" />
      <div id="contact">
        <h2>Contact</h2>
        <LazyContactForm />
      </div>
    </section>
  )
}
