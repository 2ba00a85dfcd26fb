import { css, cx } from 'styled-system/css'
import { BookCallButton } from '../../components/lead-buttons'
import { button } from '../../components/ui/button'
import { site } from '../../content/site'

// Small enough that both fit on one line from 360 px; at 320 px the number goes under "Call".
const barButton = css({ px: '2', gap: '1', fontSize: 'sm' })
// Below 360 px the handset icon gives its width to the number, which then keeps to one line of its own
// instead of breaking between its groups ("03 5550" over "1234").
const callIcon = css({ display: 'none', '@media (min-width: 22.5rem)': { display: 'block' } })
// "Call" and the number side by side when they fit; otherwise the number on a line of its own, and with
// 200 % text it breaks at its spaces rather than spilling out of the button.
const callLabel = css({ display: 'inline-flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: '1' })

/** The phone-only sticky bar: book a call or call us with one tap. */
export function MobileCallBar() {
  return (
    <aside
      aria-label="Quick contact"
      className={css({
        display: { base: 'grid', lg: 'none' },
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        gap: '2',
        position: 'fixed',
        bottom: 0,
        left: 0,
        right: 0,
        zIndex: 20,
        bg: 'white',
        borderTopWidth: '1px',
        borderColor: 'border',
        boxShadow: '0 -4px 12px rgba(10, 42, 71, 0.08)',
        px: '3',
        pt: '2',
        pb: 'max(0.5rem, env(safe-area-inset-bottom))',
      })}
    >
      <BookCallButton size="md" className={barButton} />
      <a href={site.phone.href} className={cx(button({ variant: 'outline', size: 'md' }), barButton)}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" className={callIcon}>
          <path
            fill="currentColor"
            d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z"
          />
        </svg>
        <span className={callLabel}>
          <span>Call</span> <span>{site.phone.display}</span>
        </span>
      </a>
    </aside>
  )
}
