import { Toaster as ArkToaster, createToaster, Toast } from '@ark-ui/react/toast'
import { useEffect, useRef } from 'react'
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

/** The custom property on the root that says how far up from the window's bottom edge the toasts reach. */
export const TOAST_COVER = '--toast-cover'

/**
 * Toasts sit over the page, and below the `lg` breakpoint they span its width above the call bar, where
 * they hid the very control a keyboard user had focused: the booking dialog's first field under "Please
 * select at least one time slot", its Cancel under "Could not send right now" (WCAG 2.4.11). While a toast
 * is shown, `--toast-cover` on the root holds the height of the window's bottom band the toasts cover; the
 * page's scroll padding (panda.config.ts) and an open dialog's positioner (dialog.tsx) keep clear of it, so
 * Tab scrolls each control into the clear, and a control a new toast came over is scrolled there at once.
 */
function useToastCover() {
  const groupRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const group = groupRef.current
    if (!group) return
    const root = document.documentElement
    let frame = 0
    let cover = 0
    const measure = () => {
      frame = 0
      const shown = [...group.querySelectorAll<HTMLElement>('[data-part="root"][data-state="open"]')]
      const gap = Number.parseFloat(getComputedStyle(group).getPropertyValue('--gap')) || 0
      // The toasts and the gaps between them, and the strip Ark lays over the gap above the top one (its
      // `data-ghost`, 2 px taller than a gap), which keeps the pointer over the stack: it takes presses too.
      // A toast's height comes from Ark a moment after it is added (`--height`): until then its content's.
      const stack =
        shown.reduce((height, toast) => height + Math.max(toast.offsetHeight, toast.scrollHeight) + gap, 0) + 2
      const next = shown.length ? Math.ceil(window.innerHeight - group.getBoundingClientRect().bottom + stack) : 0
      if (next === cover) return
      cover = next
      if (!cover) {
        root.style.removeProperty(TOAST_COVER)
        return
      }
      root.style.setProperty(TOAST_COVER, `${cover}px`)
      const left = Math.min(...shown.map((toast) => toast.getBoundingClientRect().left))
      const right = Math.max(...shown.map((toast) => toast.getBoundingClientRect().right))
      keepFocusClear({ top: window.innerHeight - cover, left, right })
    }
    const remeasure = () => {
      frame ||= requestAnimationFrame(measure)
    }
    const observer = new MutationObserver(remeasure)
    // Added, removed, opened, closing, or given its height by Ark (its style): at most one measure a frame.
    observer.observe(group, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-state', 'style'],
    })
    window.addEventListener('resize', remeasure)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', remeasure)
      cancelAnimationFrame(frame)
      root.style.removeProperty(TOAST_COVER)
    }
  }, [])
  return groupRef
}

/** The focused control, when the toasts' band now covers it: scrolled into the clear (its dialog's or the page's). */
function keepFocusClear(band: { top: number; left: number; right: number }) {
  const focused = document.activeElement
  if (!(focused instanceof HTMLElement) || focused === document.body || focused.closest('[data-scope="toast"]')) return
  const box = focused.getBoundingClientRect()
  const onScreen = box.top < window.innerHeight && box.bottom > 0
  if (onScreen && box.bottom > band.top && box.right > band.left && box.left < band.right)
    focused.scrollIntoView({ block: 'nearest' })
}

export function Toaster() {
  const groupRef = useToastCover()
  return (
    <ArkToaster ref={groupRef} toaster={toaster} aria-live="off" className={css({ mb: { base: '20', lg: '0' } })}>
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
