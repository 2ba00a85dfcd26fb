import { css, cx } from 'styled-system/css'
import { deskWorkCopy } from './desk-work-copy'

export type DeskViewName = 'leads' | 'my-day' | 'report'

const views: { name: DeskViewName; href: string; label: string }[] = [
  { name: 'leads', href: '/submissions', label: deskWorkCopy.nav.leads },
  { name: 'my-day', href: '/submissions/my-day', label: deskWorkCopy.nav.myDay },
  { name: 'report', href: '/submissions/report', label: deskWorkCopy.nav.report },
]

const styles = {
  list: css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: 0, mb: '6' }),
  link: css({
    display: 'inline-flex',
    alignItems: 'center',
    minH: '11',
    px: '4',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'full',
  }),
  // The colours of the two kinds of link are set apart, so neither overrides the other by CSS order.
  other: css({ color: 'navy.700', textDecoration: 'underline', _hover: { color: 'navy.900', bg: 'surface' } }),
  current: css({ bg: 'navy.900', color: 'white', textDecoration: 'none' }),
}

/** The desk's views: the lead list, the staff member's day, and the promise report (issue 27). */
export function DeskNav({ current }: { current: DeskViewName }) {
  return (
    <nav aria-label={deskWorkCopy.nav.label}>
      <ul className={styles.list}>
        {views.map((view) => (
          <li key={view.name}>
            <a
              href={view.href}
              aria-current={view.name === current ? 'page' : undefined}
              className={cx(styles.link, view.name === current ? styles.current : styles.other)}
            >
              {view.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
