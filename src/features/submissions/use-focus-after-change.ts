import { useEffect, useRef } from 'react'

const FIELD = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled])'

/**
 * Where focus goes when a change of the open lead is answered. The lead's save buttons are disabled
 * while a change is on its way (decision 142), and Chromium drops focus to the page when the focused
 * button is disabled, so a keyboard or screen-reader user was sent back to the top of the desk. A change
 * refused as stale moves focus to the notice that says so (as GOV.UK's error summary takes focus); any
 * other answer gives focus back to where it was, if it was lost meanwhile, or, when that control is gone
 * (a cleared follow-up's Clear button), to the first field of its form.
 */
export function useFocusAfterChange(pending: boolean) {
  const from = useRef<HTMLElement | null>(null)
  const form = useRef<HTMLFormElement | null>(null)
  const notice = useRef<HTMLDivElement>(null)
  const toNotice = useRef(false)
  useEffect(() => {
    if (toNotice.current && notice.current) {
      toNotice.current = false
      from.current = null
      form.current = null
      notice.current.focus()
      return
    }
    if (pending || !from.current) return
    const lost = !document.activeElement || document.activeElement === document.body
    if (lost && from.current.isConnected) from.current.focus()
    else if (lost) form.current?.querySelector<HTMLElement>(FIELD)?.focus()
    from.current = null
    form.current = null
  })
  return {
    noticeRef: notice,
    /** Called as a change is sent: remembers what had focus. */
    started: () => {
      from.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      form.current = from.current?.closest('form') ?? null
    },
    /** Called when the change was refused as stale: the notice takes focus once it is drawn. */
    refused: () => {
      toNotice.current = true
    },
  }
}
