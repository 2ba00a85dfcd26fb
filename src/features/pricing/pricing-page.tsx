import { css, cx } from 'styled-system/css'
import { BookCallButton, SignupButton } from '../../components/lead-buttons'
import {
  BulletList,
  CtaBand,
  cardStyle,
  FaqList,
  headingStyles,
  PageHeader,
  Paragraphs,
  Section,
  StepList,
  textLink,
} from '../../components/page-blocks'
import { SiteLink } from '../../components/ui/site-link'
import { pricingPage as copy, type PricingPackage, priceLabel } from '../../content/pages/pricing'

export function PricingPage() {
  return (
    <>
      <PageHeader title={copy.heading} intro={copy.intro}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '6' })}>
          <BookCallButton />
        </div>
      </PageHeader>

      <Section id="packages" heading={copy.packagesHeading}>
        <ul
          className={css({
            display: 'grid',
            gap: '5',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          })}
        >
          {copy.packages.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} />
          ))}
        </ul>
      </Section>

      <Section id="fees" heading={copy.fees.heading} tone="surface">
        <Paragraphs items={copy.fees.paragraphs} />
        <h3 className={cx(headingStyles.h3, css({ mt: '8', mb: '3' }))}>{copy.otherCosts.heading}</h3>
        <Paragraphs items={copy.otherCosts.paragraphs} className={css({ mb: '3' })} />
        <BulletList items={copy.otherCosts.list ?? []} />
      </Section>

      <Section id="quoting" heading={copy.quoting.heading}>
        <StepList steps={copy.quoting.steps} />
      </Section>

      <Section id="pricing-faqs" heading={copy.faqs.heading} tone="surface">
        <FaqList items={copy.faqs.items} />
      </Section>

      <CtaBand id="pricing-cta" heading={copy.cta.heading} text={copy.cta.text}>
        <BookCallButton variant="light" />
        <SignupButton variant="primary">Request a quote</SignupButton>
      </CtaBand>
    </>
  )
}

function PackageCard({ pkg }: { pkg: PricingPackage }) {
  return (
    <li className={cx(cardStyle, css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
      <p className={css({ color: 'teal.700', fontWeight: 'bold', fontSize: 'sm' })}>{pkg.pathway}</p>
      <h3 id={`package-${pkg.id}`} className={headingStyles.h3Large}>
        {pkg.name}
      </h3>
      <p className={css({ fontSize: 'lg' })}>{pkg.summary}</p>
      <p className={css({ fontSize: 'xl', fontWeight: 'bold', color: 'navy.900' })}>
        <span className={css({ srOnly: true })}>Fee: </span>
        {priceLabel(pkg)}
      </p>
      <div>
        <p className={css({ fontWeight: 'bold', color: 'navy.900' })}>Who it suits</p>
        <p>{pkg.suits}</p>
      </div>
      <div>
        <p className={css({ fontWeight: 'bold', color: 'navy.900', mb: '1' })}>What’s included</p>
        <BulletList items={pkg.includes} size="md" />
      </div>
      <div className={css({ mt: 'auto', pt: '2', display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <SignupButton serviceInterest={pkg.serviceInterest}>
          Get a quote <span className={css({ srOnly: true })}>for {pkg.name}</span>
        </SignupButton>
        <SiteLink href={pkg.learnMore.href} className={textLink}>
          {pkg.learnMore.label}
        </SiteLink>
      </div>
    </li>
  )
}
