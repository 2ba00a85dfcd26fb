import { css, cx } from 'styled-system/css'
import { BookCallButton } from '../../components/lead-buttons'
import { container, headingStyles, prose, textLink } from '../../components/page-blocks'
import { button } from '../../components/ui/button'
import { SiteLink } from '../../components/ui/site-link'
import { type ChecklistSection, type Guide, resourcesPage } from '../../content/pages/resources'
import { site } from '../../content/site'

const copy = resourcesPage.guidePage

const screenOnly = css({ _print: { display: 'none' } })

const checklist = css({
  maxW: '70ch',
  display: 'grid',
  gap: '2.5',
  fontSize: { base: 'md', md: 'lg' },
  '& > li': { position: 'relative', pl: '9', breakInside: 'avoid' },
  // An empty tick box in front of each item: decorative, and useful on paper.
  '& > li::before': {
    content: '""',
    position: 'absolute',
    left: '0',
    top: '0.2em',
    w: '1.15em',
    h: '1.15em',
    borderWidth: '2px',
    borderColor: 'navy.800',
    borderRadius: 'sm',
    bg: 'white',
  },
})

const sectionHeading = cx(headingStyles.h2, css({ mb: '3', _print: { breakAfter: 'avoid' } }))

function Checklist({ items }: { items: readonly string[] }) {
  return (
    <ul className={checklist}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

function GuideSection({ section, index }: { section: ChecklistSection; index: number }) {
  const headingId = `section-${index + 1}`
  return (
    <section aria-labelledby={headingId} className={css({ mt: { base: '10', md: '12' } })}>
      <h2 id={headingId} className={sectionHeading}>
        {section.heading}
      </h2>
      {section.intro ? <p className={cx(prose, css({ mb: '4' }))}>{section.intro}</p> : null}
      {section.items ? <Checklist items={section.items} /> : null}
      {section.groups?.map((group) => (
        <div key={group.heading} className={css({ mt: '6' })}>
          <h3 className={cx(headingStyles.h3, css({ mb: '3', _print: { breakAfter: 'avoid' } }))}>{group.heading}</h3>
          <Checklist items={group.items} />
        </div>
      ))}
    </section>
  )
}

/** One free guide as a readable, printable article (routed at /shop/<guide value>). */
export function GuidePage({ guide }: { guide: Guide }) {
  const host = new URL(site.url).hostname
  return (
    <article className={cx(container, css({ py: { base: '8', md: '12' } }))}>
      <p className={cx(screenOnly, css({ mb: '6' }))}>
        <SiteLink href="/shop" className={textLink}>
          {copy.backLink}
        </SiteLink>
      </p>

      <p className={css({ color: 'teal.700', fontWeight: 'bold', fontSize: 'sm', mb: '2' })}>
        {copy.eyebrow} · {site.name}
      </p>
      <h1
        className={css({
          fontFamily: 'heading',
          fontSize: { base: '3xl', md: '5xl' },
          lineHeight: '1.1',
          fontWeight: 'extrabold',
          color: 'navy.900',
          maxW: '30ch',
          textWrap: 'balance',
        })}
      >
        {guide.title}
      </h1>

      <div className={cx(prose, css({ mt: '5' }))}>
        {guide.intro.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>

      <div className={cx(screenOnly, css({ mt: '6' }))}>
        <button type="button" className={button({ variant: 'secondary' })} onClick={() => window.print()}>
          {copy.printLabel}
        </button>
      </div>

      {guide.sections.map((section, index) => (
        <GuideSection key={section.heading} section={section} index={index} />
      ))}

      <section aria-labelledby="guide-closing" className={css({ mt: { base: '10', md: '12' } })}>
        <h2 id="guide-closing" className={sectionHeading}>
          {guide.closing.heading}
        </h2>
        <div className={prose}>
          {guide.closing.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </section>

      <footer
        className={css({
          mt: '10',
          pt: '4',
          borderTopWidth: '1px',
          borderColor: 'border',
          color: 'muted',
          fontSize: 'sm',
          maxW: '70ch',
        })}
      >
        <p>{guide.disclaimer}</p>
        <p className={css({ mt: '1' })}>
          {site.name} · {host} · {site.phone.display} · {site.email}
        </p>
      </footer>

      <section
        aria-labelledby="guide-help"
        className={cx(
          screenOnly,
          css({ mt: '10', p: { base: '5', md: '8' }, bg: 'navy.50', borderRadius: 'xl', maxW: '70ch' }),
        )}
      >
        <h2 id="guide-help" className={cx(headingStyles.h3, css({ mb: '2' }))}>
          {copy.help.heading}
        </h2>
        <p className={css({ mb: '4' })}>{copy.help.text}</p>
        <BookCallButton />
      </section>
    </article>
  )
}
