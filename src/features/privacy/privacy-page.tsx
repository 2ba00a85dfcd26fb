import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import {
  BulletList,
  cardStyle,
  container,
  headingStyles,
  PageHeader,
  Paragraphs,
  prose,
  Section,
} from '../../components/page-blocks'
import { formPrivacy } from '../../content/form-privacy'
import { privacyPage as copy } from '../../content/pages/privacy'
import type { TextSection } from '../../content/pages/types'

const contents: { id: string; heading: string }[] = [
  { id: 'who-we-are', heading: copy.whoWeAre.heading },
  { id: 'website-forms', heading: copy.forms.heading },
  { id: 'other-collection', heading: copy.otherCollection.heading },
  { id: 'spam-and-cookies', heading: copy.spamAndCookies.heading },
  { id: 'saved-form-details', heading: copy.localBackup.heading },
  { id: 'how-we-use-it', heading: copy.use.heading },
  { id: 'storage-and-security', heading: copy.storage.heading },
  { id: 'retention', heading: copy.retention.heading },
  { id: 'disclosure', heading: copy.disclosure.heading },
  { id: 'overseas-disclosure', heading: copy.overseas.heading },
  { id: 'access-and-correction', heading: copy.access.heading },
  { id: 'anonymity', heading: copy.anonymity.heading },
  { id: 'complaints', heading: copy.complaints.heading },
  { id: 'changes', heading: copy.changes.heading },
  { id: 'contact-privacy-officer', heading: copy.contact.heading },
]

function TextBlock({ section }: { section: TextSection }) {
  return (
    <>
      <Paragraphs items={section.paragraphs} />
      {section.list ? <BulletList items={section.list} className={css({ mt: '4' })} /> : null}
    </>
  )
}

function ContactDetails() {
  return (
    <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2 4', maxW: '70ch', mt: '4' })}>
      {copy.whoWeAre.details.map((detail) => (
        <div key={detail.label} className={css({ display: 'contents' })}>
          <dt className={css({ fontWeight: 'bold', color: 'navy.900' })}>{detail.label}</dt>
          <dd className={css({ overflowWrap: 'anywhere' })}>
            {detail.href ? (
              <a href={detail.href} className={css({ color: 'navy.800', textDecoration: 'underline' })}>
                {detail.value}
              </a>
            ) : (
              detail.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The privacy policy. `clearSavedForms` is the button that empties the browser backup
 * (local storage `form-submissions`); the page mentions the button only when it is given one.
 */
export function PrivacyPage({ clearSavedForms }: { clearSavedForms?: ReactNode }) {
  const backup = copy.localBackup
  const plainSections = [
    ['how-we-use-it', copy.use],
    ['storage-and-security', copy.storage],
    ['retention', copy.retention],
    ['disclosure', copy.disclosure],
    ['overseas-disclosure', copy.overseas],
    ['access-and-correction', copy.access],
    ['anonymity', copy.anonymity],
  ] as const
  return (
    <>
      <PageHeader title={copy.heading}>
        <p className={css({ mt: '3', color: 'muted' })}>
          Last updated: <time dateTime={copy.lastUpdated.iso}>{copy.lastUpdated.display}</time>
        </p>
        <div className={cx(prose, css({ mt: '4' }))}>
          {copy.intro.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </PageHeader>

      <nav aria-labelledby="privacy-contents-heading" className={cx(container, css({ pt: { base: '8', md: '10' } }))}>
        <h2 id="privacy-contents-heading" className={headingStyles.h3}>
          On this page
        </h2>
        <ol
          className={css({
            mt: '3',
            pl: '6',
            listStyleType: 'decimal',
            columns: { base: 1, md: 2 },
            columnGap: '10',
            maxW: '60rem',
            '& li': { mb: '1.5', breakInside: 'avoid' },
          })}
        >
          {contents.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`} className={css({ color: 'navy.800', textDecoration: 'underline' })}>
                {item.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <Section id="who-we-are" heading={copy.whoWeAre.heading} spacing="compact">
        <Paragraphs items={copy.whoWeAre.paragraphs} />
        <ContactDetails />
      </Section>

      <Section id="website-forms" heading={copy.forms.heading} spacing="compact">
        <Paragraphs items={[copy.forms.intro]} className={css({ mb: '6' })} />
        <div className={css({ display: 'grid', gap: '5', maxW: '60rem' })}>
          {formPrivacy.map((form) => (
            <div key={form.kind} className={cardStyle}>
              <h3 className={cx(headingStyles.h3, css({ mb: '1' }))}>{form.name}</h3>
              <p className={css({ color: 'muted', mb: '3' })}>{form.where}</p>
              <p className={css({ fontWeight: 'bold', color: 'navy.900' })}>{copy.forms.fieldsLabel}</p>
              <BulletList items={form.fields.map((f) => f.label)} size="md" className={css({ mb: '3' })} />
              <p className={css({ fontWeight: 'bold', color: 'navy.900' })}>{copy.forms.purposeLabel}</p>
              <p className={css({ maxW: '70ch' })}>{form.purpose}</p>
            </div>
          ))}
        </div>
        <Paragraphs items={copy.forms.after} className={css({ mt: '6' })} />
      </Section>

      <Section id="other-collection" heading={copy.otherCollection.heading} spacing="compact">
        <TextBlock section={copy.otherCollection} />
      </Section>

      <Section id="spam-and-cookies" heading={copy.spamAndCookies.heading} spacing="compact">
        <TextBlock section={copy.spamAndCookies} />
      </Section>

      <Section id="saved-form-details" heading={backup.heading} spacing="compact" tone="surface">
        <Paragraphs items={backup.paragraphs} />
        {clearSavedForms ? (
          <div className={css({ mt: '5' })}>
            <p className={cx(prose, css({ mb: '3' }))}>{backup.clearButtonNote}</p>
            <div>{clearSavedForms}</div>
          </div>
        ) : null}
        <p className={cx(prose, css({ mt: '5', mb: '2' }))}>
          {clearSavedForms ? backup.clearStepsIntro.withButton : backup.clearStepsIntro.withoutButton}
        </p>
        <ol className={css({ listStyleType: 'decimal', pl: '6', maxW: '70ch', fontSize: { base: 'md', md: 'lg' } })}>
          {backup.clearSteps.map((step) => (
            <li key={step} className={css({ mb: '1.5' })}>
              {step}
            </li>
          ))}
        </ol>
        <p className={cx(prose, css({ mt: '3' }))}>{backup.afterSteps}</p>
      </Section>

      {plainSections.map(([id, section]) => (
        <Section key={id} id={id} heading={section.heading} spacing="compact">
          <TextBlock section={section} />
        </Section>
      ))}

      <Section id="complaints" heading={copy.complaints.heading} spacing="compact">
        <TextBlock section={copy.complaints} />
        <ul className={cx(prose, css({ mt: '3', listStyleType: 'disc', pl: '6' }))}>
          <li>
            Website:{' '}
            <a href={copy.complaints.oaic.href} rel="noopener">
              {copy.complaints.oaic.website}
            </a>
          </li>
          <li>
            Phone: <a href={copy.complaints.oaic.phoneHref}>{copy.complaints.oaic.phone}</a>
          </li>
        </ul>
      </Section>

      <Section id="changes" heading={copy.changes.heading} spacing="compact">
        <TextBlock section={copy.changes} />
      </Section>

      <Section id="contact-privacy-officer" heading={copy.contact.heading} spacing="compact">
        <Paragraphs items={copy.contact.paragraphs} />
        <ContactDetails />
      </Section>
      <div aria-hidden="true" className={css({ h: { base: '6', md: '10' } })} />
    </>
  )
}
