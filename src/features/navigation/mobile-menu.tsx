import { css } from 'styled-system/css'
import { SiteLink } from '../../components/ui/site-link'
import { brandingMenu, headerLinks, type NavLink, SITE_LINKS_ID, servicesMenu } from '../../content/navigation'
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

const toggle = css({
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
  textDecoration: 'none',
})

function LinkList({ links, onNavigate, nested }: { links: NavLink[]; onNavigate: () => void; nested?: boolean }) {
  return (
    <ul className={nested ? css({ listStyle: 'none', m: 0, pl: '4' }) : list}>
      {links.map((item) => (
        <li key={item.href}>
          <SiteLink href={item.href} className={link} onClick={onNavigate}>
            {item.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}

export function MobileMenu() {
  const menu = useMenu()
  return (
    <div ref={menu.containerRef} className={css({ display: { base: 'block', lg: 'none' } })}>
      <button {...menu.toggleProps} className={toggle} data-needs-script="">
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
          {menu.isOpen ? (
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" />
          ) : (
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
          )}
        </svg>
        Menu
      </button>
      {/* Without the page's scripts the panel cannot open: Menu leads to the footer's links instead. */}
      <noscript>
        <a href={`#${SITE_LINKS_ID}`} className={toggle}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
          </svg>
          Menu
        </a>
      </noscript>
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
              <LinkList links={group.children} onNavigate={menu.onNavigate} nested />
            </li>
          ))}
        </ul>
        <p className={heading}>Branding</p>
        <LinkList links={brandingMenu} onNavigate={menu.onNavigate} />
        <p className={heading}>More</p>
        <LinkList links={headerLinks} onNavigate={menu.onNavigate} />
      </nav>
    </div>
  )
}
