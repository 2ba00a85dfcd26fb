import { css, cx } from 'styled-system/css'
import { LazyImage } from '../../components/ui/lazy-image'
import { testimonialsSection } from '../../content/home'
import { type Testimonial, testimonials } from '../../content/testimonials'
import { belowFoldSection, card, container, eyebrow, lead, sectionHeader, sectionHeading } from './home-styles'
import { StarIcon } from './icons'

const AVATAR_SIZE = 56

const styles = {
  list: css({
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
    gap: { base: '6', lg: '8' },
    listStyle: 'none',
  }),
  figure: css({ display: 'flex', flexDirection: 'column', h: 'full', p: { base: '6', md: '7' } }),
  stars: css({ display: 'flex', gap: '1' }),
  quote: css({
    position: 'relative',
    mt: '5',
    flex: '1',
    fontSize: 'md',
    color: 'text',
    '& p::before': { content: '"\\201C"' },
    '& p::after': { content: '"\\201D"' },
  }),
  stats: css({
    mt: '6',
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: '3',
  }),
  stat: css({ bg: 'surface', borderRadius: 'lg', px: '4', py: '3' }),
  statValue: css({
    fontSize: 'xl',
    fontWeight: 'extrabold',
    color: 'navy.800',
    lineHeight: '1.2',
    whiteSpace: 'nowrap',
  }),
  statLabel: css({ fontSize: 'xs', color: 'muted' }),
  caption: css({
    mt: '6',
    pt: '5',
    borderTopWidth: '1px',
    borderColor: 'border',
    display: 'flex',
    alignItems: 'center',
    gap: '4',
  }),
  avatar: css({ borderRadius: 'full', flexShrink: '0' }),
  name: css({ display: 'block', fontWeight: 'bold', color: 'navy.900' }),
  role: css({ display: 'block', fontSize: 'sm', color: 'muted' }),
}

function Rating({ value }: { value: number }) {
  return (
    <div role="img" aria-label={`Rated ${value} out of 5`} className={styles.stars}>
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five identical, static stars
        <StarIcon key={index} />
      ))}
    </div>
  )
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={cx(card, styles.figure)}>
      <Rating value={testimonial.rating} />
      <blockquote className={styles.quote}>
        <p>{testimonial.quote}</p>
      </blockquote>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Registered in</dt>
          <dd className={styles.statValue}>{testimonial.timeframe} weeks</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Participants supported</dt>
          <dd className={styles.statValue}>{testimonial.participants}</dd>
        </div>
      </dl>
      <figcaption className={styles.caption}>
        <LazyImage src={testimonial.image} alt="" width={AVATAR_SIZE} height={AVATAR_SIZE} className={styles.avatar} />
        <span>
          <span className={styles.name}>{testimonial.name}</span>
          <span className={styles.role}>
            {testimonial.role}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}

export function TestimonialsSection() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-heading" className={belowFoldSection}>
      <div className={container}>
        <div className={sectionHeader}>
          <p className={eyebrow}>{testimonialsSection.eyebrow}</p>
          <h2 id="testimonials-heading" className={sectionHeading}>
            {testimonialsSection.heading}
          </h2>
          <p className={lead}>{testimonialsSection.intro}</p>
        </div>
        <ul className={styles.list}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
