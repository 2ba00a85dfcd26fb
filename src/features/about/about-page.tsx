import { css, cx } from 'styled-system/css'
import { BookCallButton, SignupButton } from '../../components/lead-buttons'
import {
  BulletList,
  CtaBand,
  cardStyle,
  container,
  headingStyles,
  PageHeader,
  Paragraphs,
  PointGrid,
  Section,
  textLink,
} from '../../components/page-blocks'
import { SiteLink } from '../../components/ui/site-link'
import { aboutPage as copy } from '../../content/pages/about'

export function AboutPage() {
  return (
    <>
      <PageHeader title={copy.heading} intro={copy.intro}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '6' })}>
          <BookCallButton />
          <SignupButton variant="outline" serviceInterest={copy.cta.serviceInterest}>
            {copy.cta.signupLabel}
          </SignupButton>
        </div>
      </PageHeader>

      <section aria-label="Our track record" className={css({ py: { base: '8', md: '10' } })}>
        <div className={container}>
          <dl
            className={css({
              display: 'grid',
              gap: '4',
              gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
            })}
          >
            {copy.stats.map((stat) => (
              <div
                key={stat.label}
                className={cx(cardStyle, css({ display: 'flex', flexDirection: 'column-reverse' }))}
              >
                <dt className={css({ color: 'muted', fontSize: 'sm' })}>{stat.label}</dt>
                <dd
                  className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'extrabold', color: 'teal.700' })}
                >
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
          <p className={css({ mt: '4', fontSize: 'sm', color: 'muted', maxW: '70ch' })}>{copy.statsNote}</p>
        </div>
      </section>

      <Section id="our-story" heading={copy.story.heading}>
        <Paragraphs items={copy.story.paragraphs} />
      </Section>

      <Section id="how-we-work" heading={copy.approach.heading} intro={<p>{copy.approach.intro}</p>} tone="surface">
        <PointGrid points={copy.approach.points} />
      </Section>

      <Section id="our-values" heading={copy.values.heading}>
        <PointGrid points={copy.values.points} />
      </Section>

      <Section id="our-team" heading={copy.team.heading} intro={<p>{copy.team.intro}</p>} tone="surface">
        {/* Before the list: a reader learns the profiles are fictional before reading them (issue 25). */}
        <p className={css({ mb: '4', fontSize: 'sm', color: 'muted', maxW: '70ch' })}>{copy.team.note}</p>
        <ul
          className={css({
            display: 'grid',
            gap: '5',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
          })}
        >
          {copy.team.members.map((member) => (
            <li key={member.name} className={cardStyle}>
              <div
                aria-hidden="true"
                className={css({
                  w: '14',
                  h: '14',
                  borderRadius: 'full',
                  bg: 'navy.800',
                  color: 'white',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  fontWeight: 'bold',
                  fontSize: 'lg',
                  mb: '3',
                })}
              >
                {initials(member.name)}
              </div>
              <h3 className={headingStyles.h3}>{member.name}</h3>
              <p className={css({ color: 'teal.700', fontWeight: 'semibold', mb: '2' })}>{member.role}</p>
              <p>{member.bio}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="why-choose-us" heading={copy.whyUs.heading}>
        <BulletList items={copy.whyUs.points} />
        <ul className={css({ mt: '6', display: 'flex', flexWrap: 'wrap', gap: { base: '3', md: '6' } })}>
          {copy.whyUs.links.map((link) => (
            <li key={link.href}>
              <SiteLink href={link.href} className={textLink}>
                {link.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand id="about-cta" heading={copy.cta.heading} text={copy.cta.text}>
        <BookCallButton variant="light" />
        <SignupButton variant="primary" serviceInterest={copy.cta.serviceInterest}>
          {copy.cta.signupLabel}
        </SignupButton>
      </CtaBand>
    </>
  )
}

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
}
