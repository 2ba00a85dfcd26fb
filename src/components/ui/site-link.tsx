import { Link } from '@tanstack/react-router'
import type { ComponentProps, ReactNode } from 'react'

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string; children: ReactNode }

/**
 * A client-side link from a plain path in content data ('/about', '/services/ndis-audit', '/#contact').
 * Content stores paths as strings; the catalogue tests and the built-site link check keep them valid.
 */
export function SiteLink({ href, children, ...rest }: Props) {
  if (/^(https?:|mailto:|tel:)/.test(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    )
  }
  const [path = '/', hash] = href.split('#')
  return (
    // A hash link (/#contact) is "current" only when its section is the one in the address.
    <Link to={path as '/'} hash={hash} activeOptions={{ exact: true, includeHash: Boolean(hash) }} {...rest}>
      {children}
    </Link>
  )
}
