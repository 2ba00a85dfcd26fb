import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { BookCallButton } from '../../components/lead-buttons'
import { BulletList, CtaBand, PageHeader, Paragraphs, Section, StepList, textLink } from '../../components/page-blocks'
import { SiteLink } from '../../components/ui/site-link'
import type { BusinessSalePageCopy } from '../../content/pages/business-sale'

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The shared shape of the sell and buy pages: facts, checks, steps, how we help, then the enquiry form. */
export function BusinessSaleLayout({
  copy,
  idPrefix,
  enquiryForm,
}: {
  copy: BusinessSalePageCopy
  idPrefix: 'sell' | 'buy'
  enquiryForm?: ReactNode
}) {
  const enquiryId = `${idPrefix}-enquiry`
  return (
    <>
      <PageHeader title={copy.heading} intro={copy.intro}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '6' })}>
          <a href={`#${enquiryId}`} className={textLink}>
            {copy.enquiry.heading}
          </a>
        </div>
      </PageHeader>

      <Section id={`${idPrefix}-registration`} heading={copy.registration.heading} tone="surface">
        <Paragraphs items={copy.registration.paragraphs} />
      </Section>

      {copy.sections.map((section) => (
        <Section key={section.heading} id={`${idPrefix}-${slugify(section.heading)}`} heading={section.heading}>
          <Paragraphs items={section.paragraphs} />
          {section.list ? <BulletList items={section.list} className={css({ mt: '4' })} /> : null}
        </Section>
      ))}

      <Section id={`${idPrefix}-steps`} heading={copy.steps.heading} intro={<p>{copy.steps.intro}</p>} tone="surface">
        <StepList steps={copy.steps.items} />
      </Section>

      <Section id={`${idPrefix}-help`} heading={copy.help.heading}>
        <Paragraphs items={copy.help.paragraphs} />
        {copy.help.list ? <BulletList items={copy.help.list} className={css({ mt: '4' })} /> : null}
      </Section>

      <Section id={enquiryId} heading={copy.enquiry.heading} tone="surface">
        <div className={css({ maxW: '70ch' })}>
          <p className={css({ fontSize: { base: 'md', md: 'lg' } })}>{copy.enquiry.text}</p>
          <p className={css({ mt: '3', color: 'muted' })}>{copy.enquiry.confidentiality}</p>
          <div className={css({ mt: '6' })}>{enquiryForm ?? <BookCallButton />}</div>
        </div>
        <p className={css({ mt: '8' })}>
          {copy.otherSide.text}{' '}
          <SiteLink href={copy.otherSide.href} className={textLink}>
            {copy.otherSide.linkLabel}
          </SiteLink>
        </p>
      </Section>

      <CtaBand id={`${idPrefix}-cta`} heading={copy.cta.heading} text={copy.cta.text}>
        <BookCallButton variant="light" />
      </CtaBand>
    </>
  )
}
