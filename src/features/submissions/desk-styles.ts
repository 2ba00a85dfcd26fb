import { css } from 'styled-system/css'

/** The lead desk's styles, shared by its page and panels. */
export const styles = {
  page: css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '8', md: '12' } }),
  // At least a screen tall: when a session is found, the desk replaces the prerendered login form and
  // must not push what follows down in view (a layout shift).
  view: css({ minH: '100vh' }),
  h1: css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', color: 'brand', mb: '6' }),
  h2: css({ fontSize: 'xl', fontWeight: 'semibold', color: 'brand', _focusVisible: { outline: 'none' } }),
  card: css({ maxW: 'md', borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', p: '6', bg: 'white' }),
  section: css({ mt: '10', borderTopWidth: '1px', borderColor: 'border', pt: '6' }),
  // Why this tab was signed out by another (decision 262): above the login form, focused when drawn.
  notice: css({
    mt: '4',
    p: '4',
    borderLeftWidth: '4px',
    borderColor: 'sun.700',
    bg: 'sun.100',
    color: 'text',
    '& > div': { display: 'grid', gap: '2' },
  }),
  noticeTitle: css({ fontWeight: 'bold' }),
  error: css({ color: 'danger.700', fontWeight: 'semibold', mt: '2' }),
  help: css({ color: 'muted', mt: '1', maxW: '70ch' }),
  toolbar: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mb: '4' }),
  filters: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' },
    gap: '4',
    alignItems: 'end',
    mb: '4',
  }),
  status: css({ color: 'muted', mb: '3' }),
  // Positioned, so the visually hidden text in its cells (absolutely placed) scrolls with the table: with
  // the page as their containing block they stretched a phone's page sideways to the table's width.
  tableWrap: css({
    position: 'relative',
    containerType: 'inline-size',
    overflowX: 'auto',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'lg',
  }),
  table: css({
    w: 'full',
    borderCollapse: 'collapse',
    fontSize: 'sm',
    '& th, & td': { textAlign: 'left', px: '3', py: '2.5', verticalAlign: 'top', borderBottomWidth: '1px' },
    '& thead th': { bg: 'surface', fontWeight: 'semibold', color: 'text', whiteSpace: 'nowrap' },
  }),
  caption: css({ textAlign: 'left', fontWeight: 'semibold', color: 'text', p: '3' }),
  cellText: css({ overflowWrap: 'break-word', maxW: '20rem' }),
  pill: css({ display: 'inline-block', borderRadius: 'full', px: '2.5', py: '0.5', fontWeight: 'semibold' }),
  overdue: css({ bg: 'danger.700', color: 'white' }),
  soon: css({ bg: 'sun.100', color: 'sun.700' }),
  fine: css({ bg: 'teal.50', color: 'teal.800' }),
  quiet: css({ bg: 'surface', color: 'text' }),
  muted: css({ color: 'muted' }),
  // Links stacked in a cell are not inline in a sentence, so they get the 24 px target of WCAG 2.5.8.
  contactLink: css({
    display: 'inline-flex',
    alignItems: 'center',
    minH: '6',
    color: 'navy.700',
    textDecoration: 'underline',
    _hover: { color: 'navy.900' },
  }),
  srOnly: css({ srOnly: true }),
  attempts: css({ display: 'block', color: 'muted', mt: '1' }),
  // An open lead spans the table, which is wider than a phone: its details stay in the scroller's view
  // (as wide as the scroller, held at its left edge) so nothing in them is read by scrolling sideways.
  details: css({ position: 'sticky', left: '3', w: 'calc(100cqi - 1.5rem)' }),
}
