import { css, cx } from 'styled-system/css'
import { aboutSection } from '../../content/home'
import { homeClaims } from '../../content/home-hero'
import { belowFoldSection, container, eyebrow, sectionHeading } from './home-styles'
import { CheckIcon } from './icons'

const styles = {
  grid: css({
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
    gap: { base: '10', lg: '16' },
    alignItems: 'start',
  }),
  story: css({ mt: '6', display: 'grid', gap: '4', fontSize: { base: 'md', md: 'lg' }, color: 'text' }),
  valuesHeading: css({ mt: '10', fontSize: 'xl', fontWeight: 'bold', color: 'navy.900' }),
  values: css({
    mt: '5',
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
    gap: '5',
    listStyle: 'none',
  }),
  value: css({ borderTopWidth: '3px', borderColor: 'teal.600', pt: '4' }),
  valueTitle: css({ display: 'flex', gap: '2', alignItems: 'center', fontWeight: 'bold', color: 'navy.900' }),
  valueDetail: css({ mt: '1', fontSize: 'sm', color: 'muted' }),
  figures: css({
    bg: 'surface',
    borderRadius: '2xl',
    borderWidth: '1px',
    borderColor: 'border',
    p: { base: '4', sm: '6', md: '8' },
    position: { lg: 'sticky' },
    top: { lg: '24' },
  }),
  figuresHeading: css({ fontSize: 'lg', fontWeight: 'bold', color: 'navy.900' }),
  // Two columns, each at least as wide as the longest label ("applications") needs, so no word is split
  // across lines; one column where two that wide do not fit (a narrow phone, or large text).
  figureList: css({
    mt: '5',
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, max(7.5rem, calc((100% - 1rem) / 2))), 1fr))',
    gap: '4',
  }),
  figure: css({
    display: 'flex',
    flexDirection: 'column-reverse',
    justifyContent: 'flex-end',
    bg: 'white',
    borderRadius: 'lg',
    borderWidth: '1px',
    borderColor: 'border',
    p: { base: '3', sm: '4' },
  }),
  figureValue: css({
    fontSize: { base: '2xl', md: '3xl' },
    fontWeight: 'extrabold',
    color: 'navy.800',
    lineHeight: '1.1',
  }),
  figureLabel: css({ mt: '1', fontSize: 'sm', color: 'muted' }),
}

export function AboutSection() {
  return (
    <section id="track-record" aria-labelledby="about-heading" className={belowFoldSection}>
      <div className={cx(container, styles.grid)}>
        <div>
          <p className={eyebrow}>{aboutSection.eyebrow}</p>
          <h2 id="about-heading" className={sectionHeading}>
            {aboutSection.heading}
          </h2>
          <div className={styles.story}>
            {aboutSection.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <h3 className={styles.valuesHeading}>{aboutSection.valuesHeading}</h3>
          <ul className={styles.values}>
            {aboutSection.values.map((value) => (
              <li key={value.title} className={styles.value}>
                <p className={styles.valueTitle}>
                  <CheckIcon size={18} />
                  {value.title}
                </p>
                <p className={styles.valueDetail}>{value.detail}</p>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.figures}>
          <h3 className={styles.figuresHeading}>{aboutSection.figuresLabel}</h3>
          <dl className={styles.figureList}>
            {homeClaims.map((claim) => (
              <div key={claim.label} className={styles.figure}>
                <dt className={styles.figureLabel}>{claim.label}</dt>
                <dd className={styles.figureValue}>{claim.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  )
}
