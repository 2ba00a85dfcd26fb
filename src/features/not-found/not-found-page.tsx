import { css } from 'styled-system/css'
import { button } from '../../components/ui/button'
import { SiteLink } from '../../components/ui/site-link'
import { notFoundCopy } from '../../content/not-found'

const helpfulLinks = [
  { label: 'Home', href: '/' },
  { label: 'All services', href: '/services' },
  { label: 'Become an NDIS provider', href: '/services/ndis-certification-package' },
  { label: 'Audit support', href: '/services/audit-support' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'Free resources', href: '/shop' },
  { label: 'Contact us', href: '/#contact' },
]

export function NotFoundPage() {
  return (
    <section className={css({ maxW: '3xl', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '12', md: '20' } })}>
      <p className={css({ color: 'teal.700', fontWeight: 'bold' })}>Error 404</p>
      <h1 className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'bold', color: 'navy.900', mb: '4' })}>
        {notFoundCopy.title}
      </h1>
      <p className={css({ fontSize: 'lg', mb: '8' })}>{notFoundCopy.body}</p>
      <h2 className={css({ fontSize: 'xl', fontWeight: 'bold', color: 'navy.900', mb: '3' })}>
        Try one of these pages
      </h2>
      <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '2', mb: '8' })}>
        {helpfulLinks.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href} className={css({ color: 'navy.800', fontWeight: 'semibold' })}>
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
      <SiteLink href="/" className={button({ variant: 'secondary' })}>
        Go to the home page
      </SiteLink>
    </section>
  )
}
