import { css } from 'styled-system/css'
import { SiteLink } from '../../components/ui/site-link'
import type { Crumb } from './service-structured-data'

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: 0, fontSize: 'sm' })}>
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1
          return (
            <li
              key={crumb.href}
              className={css({ display: 'flex', alignItems: 'center', gap: '2', color: 'navy.100' })}
            >
              {isLast ? (
                <span aria-current="page">{crumb.label}</span>
              ) : (
                <>
                  <SiteLink
                    href={crumb.href}
                    // 24 px tall: a target of its own, not a link inside a sentence (WCAG 2.5.8).
                    className={css({
                      display: 'inline-flex',
                      alignItems: 'center',
                      minH: '6',
                      color: 'white',
                      textDecoration: 'underline',
                    })}
                  >
                    {crumb.label}
                  </SiteLink>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
