import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { BookCallButton } from '../../components/lead-buttons'
import { site } from '../../content/site'
import { DesktopNav } from './desktop-nav'
import { MobileMenu } from './mobile-menu'

export function SiteHeader() {
  return (
    <header
      className={css({
        position: 'sticky',
        top: 0,
        zIndex: 30,
        bg: 'white',
        borderBottomWidth: '1px',
        borderColor: 'border',
      })}
    >
      <div
        className={css({
          maxW: '7xl',
          mx: 'auto',
          px: { base: '4', md: '6' },
          // At least 4rem; at 200 % text on a phone the logo and the Menu button take a line each.
          minH: '16',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '4',
        })}
      >
        <Link
          to="/"
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            textDecoration: 'none',
            color: 'navy.900',
          })}
        >
          <img src="/logo.svg" alt="" width="36" height="36" />
          <span className={css({ fontWeight: 'bold', fontSize: { base: 'md', md: 'lg' }, lineHeight: 'tight' })}>
            {site.shortName}
            <span className={css({ display: { base: 'none', sm: 'inline' }, fontWeight: 'medium' })}>
              {' '}
              Provider Consulting
            </span>
          </span>
          <span className={css({ srOnly: true })}>, home</span>
        </Link>
        <DesktopNav />
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <BookCallButton size="sm" className={css({ display: { base: 'none', lg: 'inline-flex' } })} />
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
