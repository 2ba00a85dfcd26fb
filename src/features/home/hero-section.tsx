import { css, cx } from 'styled-system/css'
import { BookCallButton, SignupButton } from '../../components/lead-buttons'
import { hero, homeClaims } from '../../content/home-hero'
import { JOURNEY_SERVICE_INTEREST } from '../../content/service-interest'
import { container } from './home-styles'

const styles = {
  section: css({
    position: 'relative',
    overflow: 'hidden',
    color: 'white',
    bgGradient: 'to-br',
    gradientFrom: 'navy.800',
    gradientTo: 'navy.900',
    pt: { base: '12', md: '20' },
    pb: { base: '12', md: '16' },
  }),
  glow: css({
    position: 'absolute',
    insetInlineEnd: '-10rem',
    top: '-10rem',
    w: '36rem',
    h: '36rem',
    borderRadius: 'full',
    bg: 'radial-gradient(circle, rgba(13, 116, 104, 0.45), rgba(13, 116, 104, 0) 70%)',
    pointerEvents: 'none',
  }),
  grid: css({
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
    gap: { base: '10', lg: '14' },
    alignItems: 'center',
  }),
  eyebrow: css({
    display: 'inline-block',
    fontSize: 'sm',
    fontWeight: 'semibold',
    color: 'teal.100',
    borderWidth: '1px',
    borderColor: 'rgba(204, 239, 233, 0.4)',
    borderRadius: 'full',
    px: '3',
    py: '1',
    mb: '5',
  }),
  heading: css({
    fontFamily: 'heading',
    fontSize: { base: '4xl', md: '5xl', xl: '6xl' },
    fontWeight: 'extrabold',
    lineHeight: '1.08',
    letterSpacing: 'tight',
    textWrap: 'balance',
  }),
  offer: css({ mt: '6', fontSize: { base: 'lg', md: 'xl' }, color: 'navy.100', maxW: '40rem' }),
  actions: css({ mt: '8', display: 'flex', flexWrap: 'wrap', gap: '3' }),
  // Long labels may wrap on a narrow phone rather than push the page sideways.
  action: css({
    w: { base: 'full', sm: 'auto' },
    // A lead link (decision 015); the attribute outranks the button recipe's nowrap.
    '&[href]': { whiteSpace: 'normal', textAlign: 'center', fontSize: { base: 'md', sm: 'lg' } },
  }),
  reassurance: css({ mt: '5', fontSize: 'sm', color: 'navy.100' }),
  process: css({
    bg: 'white',
    color: 'text',
    borderRadius: '2xl',
    p: { base: '6', md: '8' },
    boxShadow: '0 24px 48px rgba(5, 20, 36, 0.35)',
  }),
  processHeading: css({ fontSize: 'xl', fontWeight: 'bold', color: 'navy.900' }),
  processIntro: css({ mt: '1', fontSize: 'sm', color: 'muted' }),
  steps: css({ mt: '6', display: 'grid', gap: '5', listStyle: 'none' }),
  step: css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4', alignItems: 'start' }),
  stepNumber: css({
    display: 'grid',
    placeItems: 'center',
    w: '9',
    h: '9',
    borderRadius: 'full',
    bg: 'teal.600',
    color: 'white',
    fontWeight: 'bold',
  }),
  stepTitle: css({ fontSize: 'md', fontWeight: 'bold', color: 'navy.900', lineHeight: '1.3' }),
  stepDetail: css({ mt: '1', fontSize: 'sm', color: 'muted' }),
  timeframe: css({ mt: '6', pt: '4', borderTopWidth: '1px', borderColor: 'border', fontSize: 'xs', color: 'muted' }),
  claims: css({
    position: 'relative',
    mt: { base: '12', md: '16' },
    pt: { base: '8', md: '10' },
    borderTopWidth: '1px',
    borderColor: 'rgba(170, 199, 227, 0.35)',
    display: 'grid',
    gridTemplateColumns: {
      base: 'repeat(2, minmax(0, 1fr))',
      md: 'repeat(3, minmax(0, 1fr))',
      xl: 'repeat(6, minmax(0, 1fr))',
    },
    gap: { base: '6', md: '8' },
    listStyle: 'none',
  }),
  claimValue: css({
    display: 'block',
    fontSize: { base: '3xl', md: '4xl' },
    fontWeight: 'extrabold',
    lineHeight: '1.1',
  }),
  claimLabel: css({ display: 'block', mt: '1', fontSize: 'sm', color: 'navy.100' }),
}

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className={styles.section}>
      <div className={styles.glow} aria-hidden="true" />
      <div className={cx(container, styles.grid)}>
        <div>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 id="hero-heading" className={styles.heading}>
            {hero.headline}
          </h1>
          <p className={styles.offer}>{hero.offer}</p>
          <div className={styles.actions}>
            <SignupButton serviceInterest={JOURNEY_SERVICE_INTEREST} size="lg" className={styles.action}>
              {hero.primaryCta}
            </SignupButton>
            <BookCallButton variant="light" size="lg" className={styles.action}>
              {hero.secondaryCta}
            </BookCallButton>
          </div>
          <p className={styles.reassurance}>{hero.reassurance}</p>
        </div>

        <div className={styles.process}>
          <h2 id="process-heading" className={styles.processHeading}>
            {hero.processHeading}
          </h2>
          <p className={styles.processIntro}>{hero.processIntro}</p>
          <ol className={styles.steps} aria-labelledby="process-heading">
            {hero.steps.map((step, index) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3 className={styles.stepTitle}>{step.title}</h3>
                  <p className={styles.stepDetail}>{step.detail}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className={styles.timeframe}>{hero.timeframeNote}</p>
        </div>
      </div>

      <div className={container}>
        <ul className={styles.claims} aria-label={hero.claimsLabel}>
          {homeClaims.map((claim) => (
            <li key={claim.label}>
              <span className={styles.claimValue}>{claim.value}</span>
              <span className={styles.claimLabel}>{claim.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
