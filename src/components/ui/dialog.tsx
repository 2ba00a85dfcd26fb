import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { type ReactNode, useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import { afterNextFrame } from '../../lib/next-task'
import { LAYER_CONTENT_STYLE, LAYER_TARGET_STYLE } from './dialog-layer-style'

/**
 * A modal dialog: labelled by its title, described by its description, focus trapped inside,
 * Escape and the close button close it, focus returns to the element that opened it.
 * `open` is controlled by the form's machine.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  returnFocusTo,
  size = 'lg',
  keepMounted = false,
  children,
}: {
  open: boolean
  onClose: () => void
  title: string
  description: string
  /** The element that opened the dialog: focus goes back there on close. */
  returnFocusTo?: () => HTMLElement | null | undefined
  size?: 'lg' | '2xl'
  /**
   * Render the content while closed too, hidden, so that opening it only shows it (decision 237).
   * Until then the content is made as the dialog first opens.
   */
  keepMounted?: boolean
  children: ReactNode
}) {
  const contentRef = useRef<HTMLDivElement>(null)
  const returnFocus = useRef(returnFocusTo)
  returnFocus.current = returnFocusTo
  const wasOpen = useRef(open)
  // Ark returns focus through its focus trap, which starts a frame after the dialog opens: a dialog closed
  // within that frame had no trap, and a keyboard user's place was lost to the page's body. So once Ark
  // has had its turn (its own return runs in a zero-delay timer), focus still on the body or in the closed
  // dialog goes back to the opener.
  useEffect(() => {
    const closed = wasOpen.current && !open
    wasOpen.current = open
    if (!closed) return
    return afterNextFrame(() => {
      const active = document.activeElement
      if (active && active !== document.body && !contentRef.current?.contains(active)) return
      const opener = returnFocus.current?.()
      if (opener?.isConnected) opener.focus()
    })
  }, [open])

  // A content made while closed (`keepMounted`) is skipped, not laid out (index.css, decision 239): reading
  // a size inside it makes the browser work out its styles and layout then, and keep them, so the tap that
  // opens it does not pay for them. After the next frame, not in the task that made the form: there it added
  // its style and layout pass to React's commit, one long task (decision 241).
  useEffect(() => {
    if (!keepMounted) return
    return afterNextFrame(() => {
      if (!wasOpen.current) contentRef.current?.firstElementChild?.getBoundingClientRect()
    })
  }, [keepMounted])

  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose()
      }}
      lazyMount={!keepMounted}
      // Entries stay in the form when the dialog closes: nothing typed is lost by a stray Escape.
      unmountOnExit={false}
      finalFocusEl={returnFocusTo ? () => returnFocusTo() ?? null : undefined}
      closeOnInteractOutside={false}
      // The page behind stays still through CSS (panda.config.ts), without measuring it on every open.
      preventScroll={false}
    >
      <Portal>
        <ArkDialog.Backdrop
          className={css({ position: 'fixed', inset: 0, bg: 'rgba(10, 42, 71, 0.6)', zIndex: 60 })}
          style={LAYER_TARGET_STYLE}
        />
        <ArkDialog.Positioner
          className={css({
            position: 'fixed',
            inset: 0,
            zIndex: 61,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            p: { base: '2', md: '4' },
            // Below `lg` the toasts span the window's width: the dialog keeps above them (toaster.tsx).
            pb: { base: 'max(0.5rem, var(--toast-cover, 0px))', md: 'max(1rem, var(--toast-cover, 0px))', lg: '4' },
          })}
          style={LAYER_TARGET_STYLE}
        >
          <ArkDialog.Content
            ref={contentRef}
            className={css({
              position: 'relative',
              bg: 'white',
              borderRadius: 'xl',
              boxShadow: '2xl',
              width: '100%',
              maxH: 'min(90vh, 100%)',
              overflowY: 'auto',
              p: { base: '5', md: '8' },
              _focusVisible: { outline: '3px solid', outlineColor: 'focus' },
            })}
            style={{ ...LAYER_CONTENT_STYLE, maxWidth: size === '2xl' ? '42rem' : '36rem' }}
            // When the focus trap wraps round (Shift+Tab on the first field lands on Close), it moves focus
            // without scrolling: bring the focused control into sight in a tall, scrolled dialog.
            onFocus={(event) => event.target.scrollIntoView?.({ block: 'nearest' })}
          >
            <ArkDialog.Title className={css({ fontSize: '2xl', fontWeight: 'bold', color: 'navy.900', pr: '10' })}>
              {title}
            </ArkDialog.Title>
            <ArkDialog.Description className={css({ color: 'muted', mt: '1', mb: '5' })}>
              {description}
            </ArkDialog.Description>
            {children}
            <ArkDialog.CloseTrigger
              aria-label="Close"
              className={css({
                position: 'absolute',
                top: '3',
                right: '3',
                w: '10',
                h: '10',
                borderRadius: 'md',
                cursor: 'pointer',
                color: 'navy.900',
                fontSize: 'xl',
                _hover: { bg: 'navy.50' },
              })}
            >
              <span aria-hidden="true">✕</span>
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}
