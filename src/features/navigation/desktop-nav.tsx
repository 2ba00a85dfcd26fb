import { css } from 'styled-system/css'
import { SiteLink } from '../../components/ui/site-link'
import { brandingMenu, headerLinks, menuPages, servicesMenu } from '../../content/navigation'
import { useMenu } from './use-menu'

const navItem = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '3',
  py: '2',
  borderRadius: 'md',
  fontWeight: 'medium',
  color: 'navy.900',
  textDecoration: 'none',
  cursor: 'pointer',
  _hover: { bg: 'navy.50' },
  '&[aria-expanded=true]': { bg: 'navy.50' },
  '&[aria-current=page]': { color: 'teal.700', textDecoration: 'underline', textUnderlineOffset: '6px' },
})

const panel = css({
  position: 'absolute',
  top: 'calc(100% + 0.5rem)',
  left: '0',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'xl',
  boxShadow: 'xl',
  p: '5',
  zIndex: 50,
})

const panelLink = css({
  display: 'block',
  py: '1.5',
  px: '2',
  borderRadius: 'md',
  color: 'text',
  textDecoration: 'none',
  fontSize: 'sm',
  _hover: { bg: 'navy.50', color: 'navy.800' },
})

const groupLink = css({
  display: 'block',
  fontWeight: 'bold',
  color: 'navy.800',
  textDecoration: 'none',
  mb: '2',
  px: '2',
  _hover: { textDecoration: 'underline' },
})

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="12"
      height="12"
      viewBox="0 0 12 12"
      className={css({ transition: 'transform 150ms' })}
      style={{ transform: open ? 'rotate(180deg)' : undefined }}
    >
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}

function ServicesMenu() {
  const menu = useMenu()
  return (
    <div ref={menu.containerRef} className={css({ position: 'relative' })}>
      <button {...menu.toggleProps} className={navItem} data-needs-script="">
        Services <Chevron open={menu.isOpen} />
      </button>
      <noscript>
        <a href={menuPages.services} className={navItem}>
          Services
        </a>
      </noscript>
      <div {...menu.panelProps} className={panel} style={{ width: 'min(56rem, calc(100vw - 4rem))', left: '-12rem' }}>
        <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: '5' })}>
          {servicesMenu.map((group) => (
            <div key={group.href}>
              <SiteLink href={group.href} className={groupLink} onClick={menu.onNavigate}>
                {group.title}
              </SiteLink>
              <ul className={css({ listStyle: 'none', p: 0, m: 0 })}>
                {group.children.map((link) => (
                  <li key={link.href}>
                    <SiteLink href={link.href} className={panelLink} onClick={menu.onNavigate}>
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <SiteLink
          href="/services"
          className={css({ display: 'inline-block', mt: '4', px: '2', fontWeight: 'semibold', color: 'teal.700' })}
          onClick={menu.onNavigate}
        >
          See all services
        </SiteLink>
      </div>
    </div>
  )
}

function BrandingMenu() {
  const menu = useMenu()
  return (
    <div ref={menu.containerRef} className={css({ position: 'relative' })}>
      <button {...menu.toggleProps} className={navItem} data-needs-script="">
        Branding <Chevron open={menu.isOpen} />
      </button>
      <noscript>
        <a href={menuPages.branding} className={navItem}>
          Branding
        </a>
      </noscript>
      <div {...menu.panelProps} className={panel} style={{ width: '16rem' }}>
        <ul className={css({ listStyle: 'none', p: 0, m: 0 })}>
          {brandingMenu.map((link) => (
            <li key={link.href}>
              <SiteLink href={link.href} className={panelLink} onClick={menu.onNavigate}>
                {link.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

export function DesktopNav() {
  return (
    <nav aria-label="Main" className={css({ display: { base: 'none', lg: 'block' } })}>
      <ul className={css({ display: 'flex', alignItems: 'center', gap: '1', listStyle: 'none', m: 0, p: 0 })}>
        <li>
          <ServicesMenu />
        </li>
        <li>
          <BrandingMenu />
        </li>
        {headerLinks.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href} className={navItem}>
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
