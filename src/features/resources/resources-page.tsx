import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { BookCallButton, SignupButton } from '../../components/lead-buttons'
import { BulletList, CtaBand, cardStyle, headingStyles, PageHeader, Section } from '../../components/page-blocks'
import { resourcesPage as copy, guidePages } from '../../content/pages/resources'

export interface GuideOption {
  value: string
  label: string
}

/**
 * The shop ("Free Resources"): one card per free guide. `downloadButton` renders the button that
 * opens the download-guide dialog for that guide.
 */
export function ResourcesPage({ downloadButton }: { downloadButton: (guide: GuideOption) => ReactNode }) {
  return (
    <>
      <PageHeader title={copy.heading} intro={copy.intro} />

      <Section id="guides" heading={copy.guidesHeading} intro={<p>{copy.howItWorks}</p>}>
        <ul
          className={css({
            display: 'grid',
            gap: '6',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          })}
        >
          {guidePages.map((guide) => (
            <li
              key={guide.value}
              className={cx(cardStyle, css({ display: 'flex', flexDirection: 'column', gap: '3' }))}
            >
              <p className={css({ color: 'teal.700', fontWeight: 'bold', fontSize: 'sm' })}>Free checklist</p>
              <h3 id={`guide-${guide.value}`} className={headingStyles.h3Large}>
                {guide.label}
              </h3>
              <p>{guide.teaser}</p>
              <div>
                <p className={css({ fontWeight: 'bold', color: 'navy.900', mb: '1' })}>{copy.highlightsLabel}</p>
                <BulletList items={guide.highlights} size="md" />
              </div>
              <div className={css({ mt: 'auto', pt: '2' })}>
                {downloadButton({ value: guide.value, label: guide.label })}
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand id="resources-help" heading={copy.help.heading} text={copy.help.text}>
        <BookCallButton variant="light" />
        <SignupButton variant="primary" />
      </CtaBand>
    </>
  )
}
