import { css } from 'styled-system/css'

/** The open lead's look, shared by its parts (submission-details.tsx and the forms and lists it holds). */
export const detailStyles = {
  panel: css({ bg: 'surface', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '4' }),
  heading: css({ fontSize: 'md', fontWeight: 'semibold', color: 'brand', mb: '3' }),
  subheading: css({ fontSize: 'md', fontWeight: 'semibold', color: 'brand', mt: '6', mb: '3' }),
  list: css({
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(10rem, max-content) minmax(0, 1fr)' },
    columnGap: '6',
    rowGap: '2',
  }),
  term: css({ fontWeight: 'semibold', color: 'text' }),
  value: css({ whiteSpace: 'pre-wrap', overflowWrap: 'break-word', minW: 0, mb: { base: '2', md: '0' } }),
  muted: css({ color: 'muted', fontStyle: 'italic' }),
  error: css({ color: 'danger.700', fontWeight: 'semibold' }),
  done: css({ color: 'teal.800', fontWeight: 'semibold' }),
  // Every grid of an open lead sizes its tracks from 0, not from its longest word (decision 140): a note, a
  // reply or a follow-up of one long word wraps inside the lead instead of stretching it past the page.
  actions: css({
    display: 'grid',
    gap: '6',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  }),
  form: css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '3', alignContent: 'start', maxW: 'xl' }),
  entries: css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '2', listStyle: 'none', p: 0 }),
  stale: css({
    borderLeftWidth: '4px',
    borderColor: 'sun.700',
    bg: 'sun.100',
    p: '3',
    mb: '3',
    '& ul': { listStyle: 'disc', pl: '5', mb: '2' },
  }),
}
