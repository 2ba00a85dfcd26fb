import { css } from 'styled-system/css'
import { BookCallButton, SignupButton } from '../../components/lead-buttons'
import { SiteLink } from '../../components/ui/site-link'
import { serviceDescription } from '../../content/service-descriptions'
import { childrenOfGroup, findService, isGroupPage } from '../../content/services-catalogue'
import { Breadcrumbs } from './breadcrumbs'
import type { ServicePageData } from './service-route'
import { serviceBreadcrumbs } from './service-structured-data'

const container = css({ maxW: '6xl', mx: 'auto', px: { base: '4', md: '6' } })
const h2 = css({
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: 'bold',
  color: 'navy.900',
  mb: '4',
  lineHeight: 'tight',
})
const prose = css({ maxW: '70ch', display: 'grid', gap: '4', fontSize: 'lg', color: 'text' })
const section = css({ py: { base: '10', md: '14' } })
const checkList = css({
  display: 'grid',
  gap: '3',
  listStyle: 'none',
  p: 0,
  '& li': { position: 'relative', pl: '8' },
  '& li::before': {
    content: '"✓"',
    position: 'absolute',
    left: 0,
    top: '0',
    color: 'teal.700',
    fontWeight: 'bold',
  },
})
const card = css({
  display: 'block',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'xl',
  p: '5',
  textDecoration: 'none',
  color: 'text',
  transition: 'box-shadow 150ms, border-color 150ms',
  _hover: { boxShadow: 'md', borderColor: 'navy.200' },
})

export function ServicePage({ entry, copy }: ServicePageData) {
  const children = isGroupPage(entry) ? childrenOfGroup(entry.group) : []
  const related = (copy?.related ?? []).map((slug) => findService(slug)).filter((s) => s !== undefined)
  return (
    <article>
      <div className={css({ bg: 'navy.900', color: 'white', py: { base: '10', md: '16' } })}>
        <div className={container}>
          <Breadcrumbs crumbs={serviceBreadcrumbs(entry)} />
          <h1
            className={css({
              fontSize: { base: '3xl', md: '5xl' },
              fontWeight: 'extrabold',
              lineHeight: 'tight',
              mt: '4',
              mb: '4',
              maxW: '4xl',
            })}
          >
            {entry.title}
          </h1>
          <p className={css({ fontSize: { base: 'lg', md: 'xl' }, color: 'navy.100', maxW: '3xl', mb: '6' })}>
            {copy?.summary ?? serviceDescription(entry)}
          </p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            <SignupButton serviceInterest={entry.title} size="lg">
              Get Started
            </SignupButton>
            <BookCallButton variant="light" size="lg" />
          </div>
        </div>
      </div>

      {copy && (
        <>
          <section aria-labelledby="what-it-is" className={section}>
            <div className={container}>
              <h2 id="what-it-is" className={h2}>
                What it is
              </h2>
              <div className={prose}>
                {copy.whatItIs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
            </div>
          </section>

          {children.length > 0 && (
            <section aria-labelledby="in-this-group" className={css({ pb: '10' })}>
              <div className={container}>
                <h2 id="in-this-group" className={h2}>
                  Services in this group
                </h2>
                <ul
                  className={css({
                    display: 'grid',
                    gap: '4',
                    gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
                  })}
                >
                  {children.map((child) => (
                    <li key={child.slug}>
                      <SiteLink href={`/services/${child.slug}`} className={card}>
                        <span className={css({ display: 'block', fontWeight: 'bold', color: 'navy.800', mb: '1' })}>
                          {child.title}
                        </span>
                        <span className={css({ color: 'muted' })}>{serviceDescription(child)}</span>
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </div>
            </section>
          )}

          <section aria-labelledby="who-for" className={css({ bg: 'surface', py: { base: '10', md: '14' } })}>
            <div
              className={css({
                maxW: '6xl',
                mx: 'auto',
                px: { base: '4', md: '6' },
                display: 'grid',
                gap: '10',
                gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
              })}
            >
              <div>
                <h2 id="who-for" className={h2}>
                  Who it is for
                </h2>
                <ul className={checkList}>
                  {copy.whoItIsFor.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h2 className={h2}>What's included</h2>
                <ul className={checkList}>
                  {copy.included.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            </div>
          </section>

          <section aria-labelledby="how-it-works" className={section}>
            <div className={container}>
              <h2 id="how-it-works" className={h2}>
                How it works
              </h2>
              <ol className={css({ display: 'grid', gap: '5', listStyle: 'none', p: 0, counterReset: 'step' })}>
                {copy.process.map((step, index) => (
                  <li key={step.title} className={css({ display: 'flex', gap: '4', alignItems: 'flex-start' })}>
                    <span
                      aria-hidden="true"
                      className={css({
                        flexShrink: 0,
                        w: '10',
                        h: '10',
                        borderRadius: 'full',
                        bg: 'teal.600',
                        color: 'white',
                        fontWeight: 'bold',
                        display: 'grid',
                        placeItems: 'center',
                      })}
                    >
                      {index + 1}
                    </span>
                    <div>
                      <h3 className={css({ fontWeight: 'bold', fontSize: 'lg', color: 'navy.900' })}>{step.title}</h3>
                      <p className={css({ color: 'text', maxW: '70ch' })}>{step.detail}</p>
                    </div>
                  </li>
                ))}
              </ol>
              <div
                className={css({
                  mt: '8',
                  p: '5',
                  borderRadius: 'xl',
                  bg: 'teal.50',
                  borderLeftWidth: '4px',
                  borderColor: 'teal.600',
                  maxW: '3xl',
                })}
              >
                <h3 className={css({ fontWeight: 'bold', color: 'navy.900', mb: '1' })}>Timeframe</h3>
                <p>{copy.timeframe}</p>
              </div>
            </div>
          </section>

          <section aria-labelledby="faqs" className={css({ bg: 'surface', py: { base: '10', md: '14' } })}>
            <div className={container}>
              <h2 id="faqs" className={h2}>
                Frequently asked questions
              </h2>
              <div className={css({ display: 'grid', gap: '3', maxW: '4xl' })}>
                {copy.faqs.map((faq) => (
                  <details
                    key={faq.question}
                    className={css({
                      bg: 'white',
                      borderWidth: '1px',
                      borderColor: 'border',
                      borderRadius: 'lg',
                      p: '4',
                    })}
                  >
                    <summary className={css({ fontWeight: 'semibold', color: 'navy.900', cursor: 'pointer' })}>
                      {faq.question}
                    </summary>
                    <p className={css({ mt: '3' })}>{faq.answer}</p>
                  </details>
                ))}
              </div>
            </div>
          </section>
        </>
      )}

      {related.length > 0 && (
        <section aria-labelledby="related" className={section}>
          <div className={container}>
            <h2 id="related" className={h2}>
              Related services
            </h2>
            <ul
              className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' } })}
            >
              {related.map((r) => (
                <li key={r.slug}>
                  <SiteLink href={`/services/${r.slug}`} className={card}>
                    <span className={css({ display: 'block', fontWeight: 'bold', color: 'navy.800', mb: '1' })}>
                      {r.title}
                    </span>
                    <span className={css({ color: 'muted', fontSize: 'sm' })}>{serviceDescription(r)}</span>
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <section aria-labelledby="next-step" className={css({ bg: 'teal.700', color: 'white', py: '12' })}>
        <div className={css({ maxW: '4xl', mx: 'auto', px: { base: '4', md: '6' }, textAlign: 'center' })}>
          <h2 id="next-step" className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '3' })}>
            Ready for the next step?
          </h2>
          <p className={css({ mb: '6', color: 'teal.50' })}>
            Book a free call and we'll tell you honestly what you need, what it involves and how long it should take.
          </p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center' })}>
            <BookCallButton variant="light" size="lg" />
            <SignupButton serviceInterest={entry.title} variant="secondary" size="lg">
              Get Started
            </SignupButton>
          </div>
        </div>
      </section>
    </article>
  )
}
