import { css } from 'styled-system/css'
import { PageIntro } from '../../components/ui/page-intro'
import type { LeadValues } from '../../forms/descriptor'
import { formAnchor, formPageOf, formText, type PageFormKind, paramLabel } from '../../forms/form-pages'
import { PageForm } from './page-form'

/**
 * A lead form's own page, from its entry (decision 202): where a lead link goes before the page's
 * scripts run or without them, and where the lead function renders a refused plain POST back
 * (decision 015). `preset`: the values its address fixes or gives (the guide, the service of interest).
 */
export function FormPage({ kind, preset }: { kind: PageFormKind; preset?: LeadValues }) {
  const ownPage = formPageOf(kind)?.ownPage
  if (!ownPage) return null
  const title = formText(ownPage.title, paramLabel(kind, preset ?? {}))
  return (
    <>
      <PageIntro title={title} lead={ownPage.intro} />
      <section
        id={formAnchor(kind)}
        aria-label={title}
        className={css({ maxW: '3xl', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '8', md: '12' } })}
      >
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
