import { css, cx } from 'styled-system/css'
import { BookCallButton } from '../../components/lead-buttons'
import {
  BulletList,
  CtaBand,
  cardStyle,
  headingStyles,
  PageHeader,
  Paragraphs,
  Section,
} from '../../components/page-blocks'
import { button } from '../../components/ui/button'
import { SiteLink } from '../../components/ui/site-link'
import { type ChooserCard, chooserPage as copy } from '../../content/pages/business-sale'

function Card({ card, id }: { card: ChooserCard; id: string }) {
  return (
    <li
      className={cx(
        cardStyle,
        css({ display: 'flex', flexDirection: 'column', gap: '3', borderTopWidth: '4px', borderTopColor: 'teal.600' }),
      )}
    >
      <h3 id={id} className={headingStyles.h3Large}>
        {card.heading}
      </h3>
      <p>{card.text}</p>
      <BulletList items={card.points} size="md" />
      <div className={css({ mt: 'auto', pt: '2' })}>
        <SiteLink href={card.href} className={button({ variant: 'secondary' })}>
          {card.linkLabel}
        </SiteLink>
      </div>
    </li>
  )
}

/** /buy-sell-business: the visitor chooses between selling and buying. */
export function BusinessSaleChooserPage() {
  return (
    <>
      <PageHeader title={copy.heading} intro={copy.intro} />

      <Section id="choose" heading={copy.cardsHeading}>
        <ul
          className={css({
            display: 'grid',
            gap: '6',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          })}
        >
          <Card card={copy.sell} id="choose-sell" />
          <Card card={copy.buy} id="choose-buy" />
        </ul>
      </Section>

      <Section id="registration-transfer" heading={copy.registration.heading} tone="surface">
        <Paragraphs items={copy.registration.paragraphs} />
      </Section>

      <Section id="how-we-help" heading={copy.role.heading}>
        <Paragraphs items={copy.role.paragraphs} />
      </Section>

      <CtaBand id="business-sale-cta" heading={copy.cta.heading} text={copy.cta.text}>
        <BookCallButton variant="light" />
      </CtaBand>
    </>
  )
}
