import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'

/**
 * Layout blocks for the content pages (About, Pricing, Privacy, Resources, Business sale): a page
 * header with the page's one h1, titled sections (h2), lists, steps, FAQs and a closing call to action.
 * Landmarks (main, header, footer) come from the root layout; these render sections only.
 */

/** The site's content width (about 72rem) with side padding that suits 390 px and 1280 px screens. */
export const container = css({ maxW: '72rem', mx: 'auto', px: { base: '4', md: '6', lg: '8' } })

/** Readable line length for long text. */
export const measure = css({ maxW: '70ch' })

/** Plain, readable running text: paragraph spacing and underlined links. */
export const prose = css({
  maxW: '70ch',
  fontSize: { base: 'md', md: 'lg' },
  color: 'text',
  '& > * + *': { mt: '4' },
  '& a': { color: 'navy.800', textDecoration: 'underline', textUnderlineOffset: '2px', _hover: { color: 'teal.700' } },
})

export const headingStyles = {
  h2: css({
    fontFamily: 'heading',
    fontSize: { base: '2xl', md: '3xl' },
    lineHeight: '1.2',
    fontWeight: 'bold',
    color: 'navy.900',
    textWrap: 'balance',
  }),
  h3: css({
    fontFamily: 'heading',
    fontSize: { base: 'lg', md: 'xl' },
    lineHeight: '1.3',
    fontWeight: 'bold',
    color: 'navy.900',
  }),
  /** An h3 that names a card, such as a package or a guide. */
  h3Large: css({
    fontFamily: 'heading',
    fontSize: { base: 'xl', md: '2xl' },
    lineHeight: '1.25',
    fontWeight: 'bold',
    color: 'navy.900',
  }),
}

export const cardStyle = css({
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'xl',
  p: { base: '5', md: '6' },
  boxShadow: 'sm',
})

export const textLink = css({
  color: 'navy.800',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'teal.700' },
})

export function PageHeader({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string
  title: string
  intro?: ReactNode
  children?: ReactNode
}) {
  return (
    <div
      className={css({
        bg: 'navy.50',
        borderBottomWidth: '1px',
        borderColor: 'navy.100',
        py: { base: '10', md: '16' },
      })}
    >
      <div className={container}>
        {eyebrow ? (
          <p className={css({ color: 'teal.700', fontWeight: 'bold', fontSize: 'sm', letterSpacing: 'wide', mb: '2' })}>
            {eyebrow}
          </p>
        ) : null}
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
          {title}
        </h1>
        {intro ? (
          <p className={css({ mt: '4', fontSize: { base: 'lg', md: 'xl' }, color: 'text', maxW: '65ch' })}>{intro}</p>
        ) : null}
        {children}
      </div>
    </div>
  )
}

/** A titled section of a page: its heading is an h2, labelled for assistive technology. */
export function Section({
  id,
  heading,
  intro,
  tone = 'plain',
  spacing = 'normal',
  className,
  children,
}: {
  id: string
  heading: string
  intro?: ReactNode
  tone?: 'plain' | 'surface'
  /** `compact` for long documents with many short sections, such as the privacy policy. */
  spacing?: 'normal' | 'compact'
  className?: string
  children?: ReactNode
}) {
  const headingId = `${id}-heading`
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cx(
        css({ scrollMarginTop: '5rem' }),
        spacing === 'compact' ? css({ py: { base: '6', md: '8' } }) : css({ py: { base: '10', md: '14' } }),
        tone === 'surface' ? css({ bg: 'surface' }) : undefined,
        className,
      )}
    >
      <div className={container}>
        <h2 id={headingId} className={cx(headingStyles.h2, css({ mb: '4' }))}>
          {heading}
        </h2>
        {intro ? <div className={cx(prose, css({ mb: '6' }))}>{intro}</div> : null}
        {children}
      </div>
    </section>
  )
}

export function Paragraphs({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <div className={cx(prose, className)}>
      {items.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  )
}

const bulletList = css({
  maxW: '70ch',
  listStyleType: 'disc',
  pl: '6',
  '& > li + li': { mt: '2' },
  '& > li::marker': { color: 'teal.700' },
})
const bulletSizes = { md: css({ fontSize: 'md' }), lg: css({ fontSize: { base: 'md', md: 'lg' } }) }

export function BulletList({
  items,
  size = 'lg',
  className,
}: {
  items: readonly ReactNode[]
  size?: 'md' | 'lg'
  className?: string
}) {
  return (
    <ul className={cx(bulletList, bulletSizes[size], className)}>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static copy whose order never changes
        <li key={i}>{item}</li>
      ))}
    </ul>
  )
}

/** Numbered steps: a title and a sentence each. */
export function StepList({ steps }: { steps: readonly { title: string; detail: string }[] }) {
  return (
    <ol className={css({ display: 'grid', gap: '4', maxW: '70ch' })}>
      {steps.map((step, index) => (
        <li key={step.title} className={css({ display: 'flex', gap: '4', alignItems: 'flex-start' })}>
          <span
            aria-hidden="true"
            className={css({
              flexShrink: 0,
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              w: '9',
              h: '9',
              borderRadius: 'full',
              bg: 'teal.600',
              color: 'white',
              fontWeight: 'bold',
            })}
          >
            {index + 1}
          </span>
          <div>
            <p className={css({ fontWeight: 'bold', color: 'navy.900', fontSize: { base: 'md', md: 'lg' } })}>
              {step.title}
            </p>
            <p className={css({ color: 'text' })}>{step.detail}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}

/** Titled points in a responsive grid of cards (h3 each). */
export function PointGrid({ points }: { points: readonly { title: string; detail: string }[] }) {
  return (
    <ul
      className={css({
        display: 'grid',
        gap: '5',
        gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      })}
    >
      {points.map((point) => (
        <li key={point.title} className={cardStyle}>
          <h3 className={cx(headingStyles.h3, css({ mb: '2' }))}>{point.title}</h3>
          <p>{point.detail}</p>
        </li>
      ))}
    </ul>
  )
}

/** Questions and answers, each question an h3, always visible (readable without script, indexable). */
export function FaqList({ items }: { items: readonly { question: string; answer: string }[] }) {
  return (
    <div className={css({ maxW: '70ch', display: 'grid', gap: '6' })}>
      {items.map((faq) => (
        <div key={faq.question}>
          <h3 className={cx(headingStyles.h3, css({ mb: '1' }))}>{faq.question}</h3>
          <p className={css({ fontSize: { base: 'md', md: 'lg' } })}>{faq.answer}</p>
        </div>
      ))}
    </div>
  )
}

/** A closing call to action on a navy band; `children` are the buttons. */
export function CtaBand({
  id,
  heading,
  text,
  children,
}: {
  id: string
  heading: string
  text: string
  children: ReactNode
}) {
  const headingId = `${id}-heading`
  return (
    <section
      aria-labelledby={headingId}
      className={css({ bg: 'navy.800', color: 'white', py: { base: '12', md: '16' } })}
    >
      <div className={container}>
        <h2
          id={headingId}
          className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', lineHeight: '1.2', mb: '3' })}
        >
          {heading}
        </h2>
        <p className={css({ fontSize: { base: 'md', md: 'lg' }, maxW: '60ch', mb: '6' })}>{text}</p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>{children}</div>
      </div>
    </section>
  )
}
