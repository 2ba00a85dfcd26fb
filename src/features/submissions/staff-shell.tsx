import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from '../../components/ui/button'
import { site } from '../../content/site'
import { deskCopy } from './desk-copy'
import type { SessionUser } from './desk-types'

const shell = {
  header: css({ bg: 'navy.900', color: 'white' }),
  bar: css({
    maxW: '7xl',
    mx: 'auto',
    px: { base: '4', md: '6' },
    py: '3',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '3',
  }),
  brand: css({ mr: 'auto', fontWeight: 'bold', lineHeight: '1.3' }),
  // As tall with or without a session, and on its own row on a phone, so nothing moves when the session
  // check ends (the prerendered page has no session).
  session: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: { base: 'space-between', md: 'flex-end' },
    gap: '3',
    minH: '11',
    flexBasis: { base: 'full', md: 'auto' },
  }),
  product: css({ display: 'block', fontWeight: 'normal', fontSize: 'sm', color: 'navy.100' }),
  who: css({ fontSize: 'sm' }),
  placeholder: css({ visibility: 'hidden' }),
  main: css({ outline: 'none' }),
  footer: css({ borderTopWidth: '1px', borderColor: 'gray.200', mt: '12', fontSize: 'sm', color: 'gray.700' }),
  link: css({
    color: 'navy.700',
    textDecoration: 'underline',
    minH: '11',
    display: 'inline-flex',
    alignItems: 'center',
  }),
}

/**
 * The desk's own page frame (issue 24): staff see the consultancy's name, who is logged in and Log out,
 * not the public site's header, menus and call bar.
 */
export function StaffShell(props: {
  user: SessionUser | null
  loggingOut: boolean
  onLogout: () => void
  /** The site's skip link to `#main-content`, given by the route. */
  skipLink?: ReactNode
  children: ReactNode
}) {
  return (
    <>
      {props.skipLink}
      <header className={shell.header}>
        <div className={shell.bar}>
          <p className={shell.brand}>
            {site.name}
            <span className={shell.product}>{deskCopy.title}</span>
          </p>
          <div className={shell.session}>
            {props.user ? (
              <>
                <p className={shell.who}>{deskCopy.loggedInAs(props.user.name)}</p>
                <button
                  type="button"
                  onClick={props.onLogout}
                  disabled={props.loggingOut}
                  className={button({ variant: 'light', size: 'md' })}
                >
                  {deskCopy.logOut}
                </button>
              </>
            ) : (
              <>
                <p className={shell.who}>{deskCopy.staffOnly}</p>
                {/* Holds the Log out button's height, so the header does not grow when a session is found. */}
                <span aria-hidden="true" className={cx(button({ variant: 'light', size: 'md' }), shell.placeholder)}>
                  {deskCopy.logOut}
                </span>
              </>
            )}
          </div>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className={shell.main}>
        {props.children}
      </main>
      <footer className={shell.footer}>
        <div className={shell.bar}>
          <p className={shell.brand}>{deskCopy.footerNote}</p>
          <a href="/privacy-policy" className={shell.link}>
            {deskCopy.privacyPolicy}
          </a>
          <a href="/" className={shell.link}>
            {deskCopy.publicSite}
          </a>
        </div>
      </footer>
    </>
  )
}
