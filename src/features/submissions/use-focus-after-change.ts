import { useEffect, useRef } from 'react'

/**
 * Where focus goes when a change of the open lead is answered. The lead's save buttons are disabled
 * while a change is on its way (decision 142), and Chromium drops focus to the page when the focused
 * button is disabled, so a keyboard or screen-reader user was sent back to the top of the desk. A change
 * refused as stale moves focus to the notice that says so (as GOV.UK's error summary takes focus); any
 * other answer gives focus back to where it was, if it was lost meanwhile.
 */
export function useFocusAfterChange(pending: boolean) {
  const from = useRef<HTMLElement | null>(null)
  const notice = useRef<HTMLDivElement>(null)
  const toNotice = useRef(false)
  useEffect(() => {
    if (toNotice.current && notice.current) {
      toNotice.current = false
      from.current = null
      notice.current.focus()
      return
    }
    if (pending || !from.current) return
    const lost = !document.activeElement || document.activeElement === document.body
    if (lost && from.current.isConnected) from.current.focus()
    from.current = null
  })
  return {
    noticeRef: notice,
    /** Called as a change is sent: remembers what had focus. */
    started: () => {
      from.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    },
    /** Called when the change was refused as stale: the notice takes focus once it is drawn. */
    refused: () => {
      toNotice.current = true
    },
  }
}
