import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

/** The navy band that opens an inner page: eyebrow, the page's h1, a lead paragraph, actions. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string
  title: string
  lead: string
  children?: ReactNode
}) {
  return (
    <div className={css({ bg: 'navy.900', color: 'white', py: { base: '10', md: '16' } })}>
      <div className={css({ maxW: '6xl', mx: 'auto', px: { base: '4', md: '6' } })}>
        {eyebrow && <p className={css({ color: 'teal.100', fontWeight: 'semibold', mb: '2' })}>{eyebrow}</p>}
        <h1
          className={css({
            fontSize: { base: '3xl', md: '5xl' },
            fontWeight: 'extrabold',
            lineHeight: 'tight',
            mb: '4',
          })}
        >
          {title}
        </h1>
        <p className={css({ fontSize: { base: 'lg', md: 'xl' }, color: 'navy.100', maxW: '3xl' })}>{lead}</p>
        {children && <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '6' })}>{children}</div>}
      </div>
    </div>
  )
}
