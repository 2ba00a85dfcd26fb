import { css } from 'styled-system/css'

/** Class names shared by the home page sections. */
export const container = css({ maxW: '72rem', mx: 'auto', px: { base: '5', md: '8' } })

/**
 * A section under the hero. No `content-visibility` (decision 016): its height guesses sent in-page
 * links to the wrong place and hid the sections' text from tools until they were scrolled to.
 */
export const belowFoldSection = css({ py: { base: '16', md: '24' } })

export const sectionHeader = css({ maxW: '46rem', mb: { base: '10', md: '12' } })

export const eyebrow = css({
  fontSize: 'sm',
  fontWeight: 'bold',
  letterSpacing: 'wider',
  textTransform: 'uppercase',
  color: 'accent',
  mb: '3',
})

export const sectionHeading = css({
  fontFamily: 'heading',
  fontSize: { base: '3xl', md: '4xl' },
  fontWeight: 'extrabold',
  lineHeight: '1.15',
  letterSpacing: 'tight',
  color: 'navy.900',
  textWrap: 'balance',
})

export const lead = css({ mt: '4', fontSize: { base: 'md', md: 'lg' }, color: 'muted' })

export const card = css({
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'xl',
  boxShadow: '0 1px 2px rgba(15, 58, 97, 0.06), 0 4px 12px rgba(15, 58, 97, 0.06)',
})

export const textLink = css({
  color: 'teal.700',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'navy.900' },
})
