import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { BookCallButton } from '../../components/lead-buttons'
import { contactSection } from '../../content/home'
import { site } from '../../content/site'
import {
  belowFoldSection,
  card,
  container,
  eyebrow,
  lead,
  sectionHeader,
  sectionHeading,
  textLink,
} from './home-styles'
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, ReplyIcon } from './icons'

const styles = {
  section: css({ bg: 'surface' }),
  grid: css({
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
    gap: { base: '6', lg: '8' },
    alignItems: 'start',
  }),
  formCard: css({ p: { base: '6', md: '8' } }),
  cardHeading: css({ fontSize: 'xl', fontWeight: 'bold', color: 'navy.900', mb: '5' }),
  fallback: css({ color: 'text' }),
  aside: css({ display: 'grid', gap: '6' }),
  detailsCard: css({ p: { base: '6', md: '8' } }),
  response: css({
    display: 'flex',
    gap: '3',
    alignItems: 'center',
    bg: 'teal.50',
    color: 'teal.800',
    borderRadius: 'lg',
    px: '4',
    py: '3',
    mb: '6',
    fontWeight: 'semibold',
  }),
  responseDetail: css({ display: 'block', fontSize: 'sm', fontWeight: 'normal' }),
  address: css({ fontStyle: 'normal' }),
  details: css({ display: 'grid', gap: '5', listStyle: 'none' }),
  detail: css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', alignItems: 'start' }),
  icon: css({
    gridRow: 'span 2',
    display: 'grid',
    placeItems: 'center',
    w: '10',
    h: '10',
    borderRadius: 'full',
    bg: 'navy.50',
    color: 'navy.800',
  }),
  label: css({ display: 'block', fontSize: 'sm', color: 'muted' }),
  value: css({ display: 'block', fontWeight: 'semibold', color: 'navy.900', overflowWrap: 'anywhere' }),
  schedule: css({ bg: 'navy.800', color: 'white', borderRadius: 'xl', p: { base: '6', md: '8' } }),
  scheduleHeading: css({ fontSize: 'xl', fontWeight: 'bold' }),
  scheduleText: css({ mt: '2', mb: '5', color: 'navy.100' }),
  scheduleButton: css({ w: { base: 'full', sm: 'auto' } }),
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className={styles.detail}>
      <span className={styles.icon}>{icon}</span>
      <span className={styles.label}>{label}</span>
      <span className={styles.value}>{children}</span>
    </li>
  )
}

export function ContactSection({ contactForm }: { contactForm?: ReactNode }) {
  const { address } = site
  return (
    <section id="contact" aria-labelledby="contact-heading" className={cx(belowFoldSection, styles.section)}>
      <div className={container}>
        <div className={sectionHeader}>
          <p className={eyebrow}>{contactSection.eyebrow}</p>
          <h2 id="contact-heading" className={sectionHeading}>
            {contactSection.heading}
          </h2>
          <p className={lead}>{contactSection.intro}</p>
        </div>
        <div className={styles.grid}>
          <div className={cx(card, styles.formCard)}>
            <h3 className={styles.cardHeading}>{contactSection.formHeading}</h3>
            {contactForm ?? <p className={styles.fallback}>{contactSection.formFallback}</p>}
          </div>

          <div className={styles.aside}>
            <div className={cx(card, styles.detailsCard)}>
              <h3 className={styles.cardHeading}>{contactSection.cardHeading}</h3>
              <p className={styles.response}>
                <ReplyIcon size={22} />
                <span>
                  {contactSection.emailResponse}
                  <span className={styles.responseDetail}>{contactSection.emailResponseDetail}</span>
                </span>
              </p>
              <address className={styles.address}>
                <ul className={styles.details}>
                  <Detail icon={<ClockIcon />} label={contactSection.supportHoursLabel}>
                    {site.supportHours}
                  </Detail>
                  <Detail icon={<PhoneIcon />} label={contactSection.phoneLabel}>
                    <a href={site.phone.href} className={textLink}>
                      {site.phone.display}
                    </a>
                  </Detail>
                  <Detail icon={<MailIcon />} label={contactSection.emailLabel}>
                    <a href={`mailto:${site.email}`} className={textLink}>
                      {site.email}
                    </a>
                  </Detail>
                  <Detail icon={<PinIcon />} label={contactSection.officeLabel}>
                    {address.street}
                    <br />
                    {address.locality} {address.region} {address.postcode}
                  </Detail>
                </ul>
              </address>
            </div>

            <div className={styles.schedule}>
              <h3 className={styles.scheduleHeading}>{contactSection.scheduleHeading}</h3>
              <p className={styles.scheduleText}>{contactSection.scheduleText}</p>
              <BookCallButton className={styles.scheduleButton}>{contactSection.scheduleCta}</BookCallButton>
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}
