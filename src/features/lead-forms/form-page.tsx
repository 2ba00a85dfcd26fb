import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { PageIntro } from '../../components/ui/page-intro'
import type { LeadValues } from '../../forms/descriptor'
import { formAnchor, type PageFormKind } from '../../forms/form-pages'
import { PageForm } from './page-form'

/**
 * A lead form's own page: where a lead link goes before the page's scripts run or without them, and
 * where the lead function renders a refused plain POST back (decision 015).
 */
export function FormPage({
  kind,
  title,
  intro,
  preset,
  aside,
}: {
  kind: PageFormKind
  title: string
  intro: string
  preset?: LeadValues
  aside?: ReactNode
}) {
  return (
    <>
      <PageIntro title={title} lead={intro} />
      <section
        id={formAnchor(kind)}
        aria-label={title}
        className={css({ maxW: '3xl', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '8', md: '12' } })}
      >
        {aside}
        <div
          className={css({
            bg: 'white',
            borderWidth: '1px',
            borderColor: 'border',
            borderRadius: 'xl',
            p: { base: '5', md: '8' },
          })}
        >
          <PageForm kind={kind} preset={preset} />
        </div>
      </section>
    </>
  )
}
