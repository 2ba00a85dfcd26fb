import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { claims, site } from '../content/site'
import { seo } from '../lib/seo'

export const Route = createFileRoute('/')({
  head: () =>
    seo({
      path: '/',
      title: site.name,
      description: `Register as an NDIS provider with confidence. ${claims.providersRegistered} providers registered, ${claims.yearsExperience} years of experience and registration in about ${claims.registrationWeeks}.`,
    }),
  component: HomeRoute,
})

function HomeRoute() {
  return (
    <section className={css({ maxW: '7xl', mx: 'auto', px: '6', py: '16' })}>
      <h1 className={css({ fontSize: '4xl', fontWeight: 'bold' })}>Become a registered NDIS provider</h1>
      <p id="contact">{site.tagline}</p>
    </section>
  )
}
