import { css, cx, sva } from 'styled-system/css'
import { BookCallButton, SignupButton } from '../../components/lead-buttons'
import { type HomeServiceCard, servicesSection } from '../../content/home'
import { JOURNEY_SERVICE_INTEREST } from '../../content/service-interest'
import { belowFoldSection, container, eyebrow, lead, sectionHeader, sectionHeading } from './home-styles'
import { CheckIcon } from './icons'

const serviceCard = sva({
  slots: ['root', 'badge', 'title', 'description', 'body', 'highlights', 'highlight', 'check', 'actions', 'learnMore'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      h: 'full',
      p: { base: '6', md: '7' },
      bg: 'white',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'xl',
      boxShadow: '0 1px 2px rgba(15, 58, 97, 0.06), 0 4px 12px rgba(15, 58, 97, 0.06)',
      transition: 'box-shadow 150ms',
      _hover: { boxShadow: '0 8px 24px rgba(15, 58, 97, 0.14)' },
    },
    badge: {
      alignSelf: 'flex-start',
      display: 'inline-block',
      bg: 'sun.400',
      color: 'navy.900',
      fontSize: 'xs',
      fontWeight: 'bold',
      letterSpacing: 'wide',
      textTransform: 'uppercase',
      borderRadius: 'full',
      px: '3',
      py: '1',
      mb: '4',
    },
    title: { fontSize: 'xl', fontWeight: 'bold', lineHeight: '1.3', color: 'navy.900' },
    description: { mt: '3', color: 'muted' },
    body: { flex: '1', display: 'flex', flexDirection: 'column' },
    highlights: { mt: '5', display: 'grid', gap: '2', listStyle: 'none', fontSize: 'sm' },
    highlight: { display: 'flex', gap: '2', alignItems: 'flex-start' },
    check: { flexShrink: '0', mt: '0.5', color: 'teal.600' },
    actions: { mt: 'auto', pt: '6', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4' },
    learnMore: {
      fontWeight: 'semibold',
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
      color: 'teal.700',
      _hover: { color: 'navy.900' },
    },
  },
  variants: {
    featured: {
      true: {
        root: {
          bg: 'navy.800',
          color: 'white',
          borderColor: 'navy.800',
          display: 'grid',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          columnGap: '12',
          alignItems: 'center',
        },
        title: { fontSize: { base: '2xl', md: '3xl' }, color: 'white' },
        description: { color: 'navy.100', fontSize: { md: 'lg' } },
        check: { color: 'teal.100' },
        highlights: { mt: { base: '5', lg: '0' }, fontSize: 'md' },
        actions: { pt: '6' },
        learnMore: { color: 'white', _hover: { color: 'teal.100' } },
      },
      false: {},
    },
  },
  defaultVariants: { featured: false },
})

const styles = {
  grid: css({
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
    gap: { base: '5', lg: '6' },
    listStyle: 'none',
  }),
  featuredItem: css({ gridColumn: { md: '1 / -1' } }),
  srOnly: css({ srOnly: true }),
  journey: css({
    mt: { base: '10', md: '14' },
    bg: 'navy.50',
    borderRadius: '2xl',
    p: { base: '6', md: '10' },
    display: 'flex',
    flexDirection: { base: 'column', lg: 'row' },
    alignItems: { base: 'flex-start', lg: 'center' },
    justifyContent: 'space-between',
    gap: '6',
  }),
  journeyHeading: css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', color: 'navy.900' }),
  journeyText: css({ mt: '2', color: 'text', maxW: '34rem' }),
  journeyActions: css({
    display: 'flex',
    flexWrap: { base: 'wrap', lg: 'nowrap' },
    flexShrink: '0',
    gap: '3',
    w: { base: 'full', lg: 'auto' },
  }),
  journeyButton: css({
    w: { base: 'full', sm: 'auto' },
    // A lead link (decision 015); the attribute outranks the button recipe's nowrap.
    '&[href]': { whiteSpace: 'normal', textAlign: 'center', fontSize: { base: 'md', sm: 'lg' } },
  }),
}

function ServiceCard({ service, id }: { service: HomeServiceCard; id: string }) {
  const featured = Boolean(service.mostPopular)
  const classes = serviceCard({ featured })
  const headingId = `${id}-title`
  return (
    <article aria-labelledby={headingId} className={classes.root}>
      <div>
        {featured && <p className={classes.badge}>{servicesSection.mostPopular}</p>}
        <h3 id={headingId} className={classes.title}>
          {service.title}
        </h3>
        <p className={classes.description}>{service.description}</p>
      </div>
      <div className={classes.body}>
        <ul className={classes.highlights}>
          {service.highlights.map((item) => (
            <li key={item} className={classes.highlight}>
              <CheckIcon size={18} className={classes.check} />
              {item}
            </li>
          ))}
        </ul>
        <div className={classes.actions}>
          <SignupButton serviceInterest={service.title} size={featured ? 'lg' : 'md'}>
            {servicesSection.getStarted} <span className={styles.srOnly}>– {service.title}</span>
          </SignupButton>
          {service.href && (
            <a href={service.href} className={classes.learnMore}>
              {servicesSection.learnMore} <span className={styles.srOnly}>about {service.title}</span>
            </a>
          )}
        </div>
      </div>
    </article>
  )
}

export function ServicesSection() {
  const { journey } = servicesSection
  return (
    <section id="services" aria-labelledby="services-heading" className={belowFoldSection}>
      <div className={container}>
        <div className={sectionHeader}>
          <p className={eyebrow}>{servicesSection.eyebrow}</p>
          <h2 id="services-heading" className={sectionHeading}>
            {servicesSection.heading}
          </h2>
          <p className={lead}>{servicesSection.intro}</p>
        </div>
        <ul className={styles.grid}>
          {servicesSection.cards.map((service, index) => (
            <li key={service.title} className={cx('mostPopular' in service && styles.featuredItem)}>
              <ServiceCard service={service} id={`service-${index + 1}`} />
            </li>
          ))}
        </ul>
        <div className={styles.journey}>
          <div>
            <h3 className={styles.journeyHeading}>{journey.heading}</h3>
            <p className={styles.journeyText}>{journey.text}</p>
          </div>
          <div className={styles.journeyActions}>
            <SignupButton serviceInterest={JOURNEY_SERVICE_INTEREST} size="lg" className={styles.journeyButton}>
              {journey.primaryCta}
            </SignupButton>
            <BookCallButton variant="outline" size="lg" className={styles.journeyButton}>
              {journey.secondaryCta}
            </BookCallButton>
          </div>
        </div>
      </div>
    </section>
  )
}
