import { css } from 'styled-system/css'
import { BookCallButton, SignupButton } from '../../components/lead-buttons'
import { PageIntro } from '../../components/ui/page-intro'
import { SiteLink } from '../../components/ui/site-link'
import { groupedServices } from '../../content/navigation'
import { serviceDescription } from '../../content/service-descriptions'
import { servicesOverview } from '../../content/services-overview'

const h2 = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', color: 'navy.900', mb: '2' })

export function ServicesOverviewPage() {
  return (
    <>
      <PageIntro eyebrow="Our services" title={servicesOverview.title} lead={servicesOverview.intro[0] ?? ''}>
        <SignupButton size="lg">Get Started</SignupButton>
        <BookCallButton variant="light" size="lg" />
      </PageIntro>
      <div className={css({ maxW: '6xl', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '10', md: '14' } })}>
        {servicesOverview.intro.slice(1).map((p) => (
          <p key={p} className={css({ fontSize: 'lg', maxW: '70ch', mb: '10' })}>
            {p}
          </p>
        ))}
        {groupedServices().map(({ group, services }) => (
          <section key={group.id} aria-labelledby={`group-${group.id}`} className={css({ mb: '12' })}>
            <h2 id={`group-${group.id}`} className={h2}>
              {group.slug ? (
                <SiteLink href={`/services/${group.slug}`} className={css({ color: 'navy.900' })}>
                  {group.title}
                </SiteLink>
              ) : (
                group.title
              )}
            </h2>
            <p className={css({ color: 'muted', mb: '5', maxW: '70ch' })}>{servicesOverview.groupIntros[group.id]}</p>
            <ul
              className={css({
                display: 'grid',
                gap: '4',
                gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
              })}
            >
              {services.map((s) => (
                <li key={s.slug}>
                  <SiteLink
                    href={`/services/${s.slug}`}
                    className={css({
                      display: 'block',
                      h: 'full',
                      bg: 'white',
                      borderWidth: '1px',
                      borderColor: 'border',
                      borderRadius: 'xl',
                      p: '5',
                      textDecoration: 'none',
                      color: 'text',
                      _hover: { boxShadow: 'md', borderColor: 'navy.200' },
                    })}
                  >
                    <h3 className={css({ fontWeight: 'bold', color: 'navy.800', mb: '1' })}>{s.title}</h3>
                    <p className={css({ color: 'muted', fontSize: 'sm' })}>{serviceDescription(s)}</p>
                  </SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section
          aria-labelledby="how-we-work"
          className={css({ bg: 'surface', borderRadius: '2xl', p: { base: '6', md: '10' } })}
        >
          <h2 id="how-we-work" className={h2}>
            How we work
          </h2>
          <ol
            className={css({
              display: 'grid',
              gap: '6',
              gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
              mt: '6',
            })}
          >
            {servicesOverview.howWeWork.map((step) => (
              <li key={step.title}>
                <h3 className={css({ fontWeight: 'bold', color: 'navy.900', mb: '1' })}>{step.title}</h3>
                <p>{step.detail}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  )
}
