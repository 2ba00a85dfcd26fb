import { css } from 'styled-system/css'
import { SiteLink } from '../../components/ui/site-link'
import { footerColumns, SITE_LINKS_ID } from '../../content/navigation'
import { fullAddress, site } from '../../content/site'

const heading = css({ fontSize: 'sm', fontWeight: 'bold', color: 'white', mb: '3', textTransform: 'uppercase' })
const list = css({ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: '2' })
const link = css({ color: 'navy.100', textDecoration: 'none', _hover: { color: 'white', textDecoration: 'underline' } })

export function SiteFooter() {
  return (
    <footer className={css({ bg: 'navy.900', color: 'navy.100', pt: '12', pb: { base: '28', lg: '10' } })}>
      <div className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' } })}>
        <div
          id={SITE_LINKS_ID}
          className={css({
            display: 'grid',
            gap: '8',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: '1.4fr repeat(3, 1fr)' },
          })}
        >
          <div>
            <p className={css({ fontWeight: 'bold', fontSize: 'lg', color: 'white', mb: '2' })}>{site.name}</p>
            <p className={css({ mb: '4' })}>{site.tagline}.</p>
            <address className={css({ fontStyle: 'normal', display: 'grid', gap: '1' })}>
              <span>{fullAddress()}</span>
              <a className={link} href={site.phone.href}>
                Phone {site.phone.display}
              </a>
              <a className={link} href={`mailto:${site.email}`}>
                {site.email}
              </a>
              <span>Support hours: {site.supportHours}</span>
            </address>
          </div>
          {footerColumns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className={heading}>{column.title}</h2>
              <ul className={list}>
                {column.links.map((item) => (
                  <li key={item.href}>
                    <SiteLink href={item.href} className={link}>
                      {item.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div
          className={css({
            mt: '10',
            pt: '6',
            borderTopWidth: '1px',
            borderColor: 'navy.700',
            display: 'grid',
            gap: '4',
          })}
        >
          <p className={css({ fontSize: 'sm', maxW: '4xl' })}>{site.acknowledgement}</p>
          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              gap: '4',
              fontSize: 'sm',
            })}
          >
            <p>
              © {site.copyrightYear} {site.name}. ABN {site.abn}.
            </p>
            <ul aria-label="Social media" className={css({ display: 'flex', gap: '4', listStyle: 'none', m: 0, p: 0 })}>
              {site.social.map((s) => (
                <li key={s.name}>
                  <a className={link} href={s.href} rel="noopener noreferrer">
                    {s.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </footer>
  )
}
