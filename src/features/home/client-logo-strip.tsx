import { useEffect, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from '../../components/ui/button'
import { LazyImage } from '../../components/ui/lazy-image'
import { clientStrip, clients } from '../../content/clients'
import { container } from './home-styles'
import { PauseIcon, PlayIcon } from './icons'

/**
 * - auto: the first render (and the prerendered HTML): moving, unless the visitor prefers reduced motion
 *   (the CSS media query stops it before any script runs).
 * - paused / playing: after the visitor's choice, or `paused` once we read prefers-reduced-motion.
 */
type Motion = 'auto' | 'paused' | 'playing'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

const styles = {
  section: css({
    bg: 'surface',
    borderYWidth: '1px',
    borderColor: 'border',
    py: { base: '10', md: '12' },
  }),
  header: css({
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    alignItems: { base: 'flex-start', sm: 'center' },
    justifyContent: 'space-between',
    gap: '4',
    mb: '8',
  }),
  heading: css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'bold', color: 'navy.900', lineHeight: '1.3' }),
  toggle: css({ flexShrink: '0' }),
  viewport: css({
    overflow: 'hidden',
    maskImage: 'linear-gradient(to right, transparent, black 6%, black 94%, transparent)',
  }),
  track: css({
    display: 'flex',
    w: 'max-content',
    animation: 'marquee 45s linear infinite',
    '&[data-motion=paused]': { animationPlayState: 'paused' },
    '@media (prefers-reduced-motion: reduce)': {
      // Still until the visitor presses Play (the site-wide reduced-motion rule leaves `playing` alone).
      '&[data-motion=auto]': { animation: 'none' },
    },
  }),
  // Each copy ends with the same space as the gap, so translating by -50% loops seamlessly.
  list: css({
    display: 'flex',
    alignItems: 'center',
    gap: { base: '10', md: '14' },
    pe: { base: '10', md: '14' },
    listStyle: 'none',
  }),
  logo: css({ bg: 'transparent' }),
}

function LogoList({ hidden }: { hidden?: boolean }) {
  return (
    <ul
      className={styles.list}
      aria-hidden={hidden ? true : undefined}
      aria-label={hidden ? undefined : clientStrip.listLabel}
      data-logo-copy={hidden ? '' : undefined}
    >
      {clients.map((client) => (
        <li key={client.name}>
          <LazyImage
            src={client.logo}
            alt={hidden ? '' : client.name}
            width={client.width}
            height={client.height}
            className={styles.logo}
          />
        </li>
      ))}
    </ul>
  )
}

export function ClientLogoStrip() {
  const [motion, setMotion] = useState<Motion>('auto')

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const query = window.matchMedia(REDUCED_MOTION)
    if (query.matches) setMotion((current) => (current === 'auto' ? 'paused' : current))
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setMotion((current) => (current === 'auto' ? 'paused' : current))
    }
    query.addEventListener?.('change', onChange)
    return () => query.removeEventListener?.('change', onChange)
  }, [])

  const paused = motion === 'paused'

  return (
    <section aria-labelledby="clients-heading" className={styles.section}>
      <div className={cx(container, styles.header)}>
        <h2 id="clients-heading" className={styles.heading}>
          {clientStrip.heading}
        </h2>
        <button
          type="button"
          className={cx(button({ variant: 'outline', size: 'sm' }), styles.toggle)}
          onClick={() => setMotion(paused ? 'playing' : 'paused')}
          data-needs-script=""
        >
          {paused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
          {paused ? clientStrip.play : clientStrip.pause}
        </button>
      </div>
      <div className={styles.viewport} data-logo-viewport="">
        <div className={styles.track} data-motion={motion} data-testid="client-logo-track">
          <LogoList />
          <LogoList hidden />
        </div>
      </div>
    </section>
  )
}
