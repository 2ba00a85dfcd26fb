import { css } from 'styled-system/css'
import { SiteLink } from '../../components/ui/site-link'
import { brandingMenu, headerLinks, servicesMenu } from '../../content/navigation'
import { useMenu } from './use-menu'

const link = css({
  display: 'block',
  py: '2.5',
  px: '3',
  borderRadius: 'md',
  color: 'navy.900',
  textDecoration: 'none',
  _hover: { bg: 'navy.50' },
})

const heading = css({
  fontSize: 'xs',
  fontWeight: 'bold',
  letterSpacing: 'wider',
  textTransform: 'uppercase',
  color: 'muted',
  px: '3',
  pt: '4',
  pb: '1',
})

const list = css({ listStyle: 'none', m: 0, p: 0 })

export function MobileMenu() {
  const menu = useMenu()
  return (
    <div ref={menu.containerRef} className={css({ display: { base: 'block', lg: 'none' } })}>
      <button
        {...menu.toggleProps}
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '2',
          px: '3',
          py: '2',
          minH: '11',
          borderRadius: 'md',
          borderWidth: '1px',
          borderColor: 'border',
          fontWeight: 'semibold',
          color: 'navy.900',
          bg: 'white',
          cursor: 'pointer',
        })}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
          {menu.isOpen ? (
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" />
          ) : (
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
          )}
        </svg>
        Menu
      </button>
      <nav
        {...menu.panelProps}
        aria-label="Mobile"
        className={css({
          position: 'absolute',
          top: '100%',
          left: 0,
          right: 0,
          bg: 'white',
          borderBottomWidth: '1px',
          borderColor: 'border',
          boxShadow: 'lg',
          maxH: 'calc(100dvh - 4rem)',
          overflowY: 'auto',
          px: '4',
          pb: '6',
          zIndex: 40,
        })}
      >
        <p className={heading}>Services</p>
        <ul className={list}>
          <li>
            <SiteLink href="/services" className={link} onClick={menu.onNavigate}>
              All services
            </SiteLink>
          </li>
          {servicesMenu.map((group) => (
            <li key={group.href}>
              <SiteLink href={group.href} className={link} onClick={menu.onNavigate}>
                <strong>{group.title}</strong>
              </SiteLink>
              <ul className={css({ listStyle: 'none', m: 0, pl: '4' })}>
                {group.children.map((child) => (
                  <li key={child.href}>
                    <SiteLink href={child.href} className={link} onClick={menu.onNavigate}>
                      {child.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className={heading}>Branding</p>
        <ul className={list}>
          {brandingMenu.map((item) => (
            <li key={item.href}>
              <SiteLink href={item.href} className={link} onClick={menu.onNavigate}>
                {item.label}
              </SiteLink>
            </li>
          ))}
        </ul>
        <p className={heading}>More</p>
        <ul className={list}>
          {headerLinks.map((item) => (
            <li key={item.href}>
              <SiteLink href={item.href} className={link} onClick={menu.onNavigate}>
                {item.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
