import { Toaster as ArkToaster, createToaster, Toast } from '@ark-ui/react/toast'
import { css, cx } from 'styled-system/css'

/**
 * The one toaster of the site: what a notice looks like. What screen readers say is not its business:
 * `showToast` (features/lead-forms/notify.ts) announces each notice once, errors assertively, through
 * react-aria's live announcer. Ark's own live regions (a polite group whose toasts are atomic status
 * regions) are turned off: measured with the virtual screen reader, they read every notice politely,
 * the title without its description, and again each time a later toast moved it (decision 017).
 */
export const toaster = createToaster({ placement: 'bottom-end', overlap: false, gap: 12, max: 4, duration: 8000 })

const root = css({
  width: 'min(24rem, calc(100vw - 2rem))',
  bg: 'white',
  borderWidth: '1px',
  borderLeftWidth: '6px',
  borderRadius: 'lg',
  boxShadow: 'xl',
  p: '4',
  pr: '10',
  position: 'relative',
  // Ark positions toasts with CSS variables it sets on each toast
  translate: 'var(--x) var(--y)',
  scale: 'var(--scale)',
  zIndex: 'var(--z-index)',
  height: 'var(--height)',
  opacity: 'var(--opacity)',
  willChange: 'translate, opacity, scale',
  transition: 'translate 300ms, scale 300ms, opacity 300ms, height 300ms',
})

export function Toaster() {
  return (
    <ArkToaster toaster={toaster} aria-live="off" className={css({ mb: { base: '20', lg: '0' } })}>
      {(toast) => (
        <Toast.Root
          className={cx(
            root,
            toast.type === 'error' ? css({ borderLeftColor: 'danger.600' }) : css({ borderLeftColor: 'teal.600' }),
          )}
          data-notice-type={toast.type}
          // A status region is polite and atomic by itself; the announcer speaks for it.
          aria-live="off"
        >
          <Toast.Title
            className={
              toast.type === 'error'
                ? css({ fontWeight: 'bold', color: 'danger.700' })
                : css({ fontWeight: 'bold', color: 'navy.900' })
            }
          >
            {toast.title}
          </Toast.Title>
          <Toast.Description className={css({ color: 'text', fontSize: 'sm', mt: '1' })}>
            {toast.description}
          </Toast.Description>
          <Toast.CloseTrigger
            aria-label="Dismiss notification"
            className={css({
              position: 'absolute',
              top: '2',
              right: '2',
              w: '8',
              h: '8',
              borderRadius: 'md',
              cursor: 'pointer',
              color: 'muted',
              _hover: { bg: 'navy.50' },
            })}
          >
            <span aria-hidden="true">✕</span>
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </ArkToaster>
  )
}
