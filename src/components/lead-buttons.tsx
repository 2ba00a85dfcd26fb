import type { MouseEvent, ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { applyHref, formPagePath } from '../forms/form-pages'
import { type DialogRequest, requestDialog } from '../lib/page-requests'
import { type ButtonVariants, button } from './ui/button'

type Props = ButtonVariants & { children?: ReactNode; className?: string }

/** A click the browser should handle itself: a new tab or window, a download, not the main button. */
const wantsBrowserDefault = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey

/**
 * A link to the page that holds a lead form (decision 015). Once the page's code runs, a click opens
 * the same form in a dialog instead; before that, or without JavaScript, the link simply goes there.
 */
export function LeadDialogLink({
  request,
  href,
  children,
  className,
  ...variants
}: Props & { request: DialogRequest; href: string }) {
  return (
    <a
      href={href}
      aria-haspopup="dialog"
      className={cx(button(variants), className)}
      onClick={(event) => {
        if (wantsBrowserDefault(event)) return
        event.preventDefault()
        requestDialog({ ...request, trigger: event.currentTarget })
      }}
    >
      {children}
    </a>
  )
}

/** Opens the consultation scheduling dialog; its page is /book-a-consultation. */
export function BookCallButton({ children = 'Book Free Call', ...props }: Props) {
  return (
    <LeadDialogLink request={{ form: 'scheduling' }} href={formPagePath('scheduling')} {...props}>
      {children}
    </LeadDialogLink>
  )
}

/** Opens the signup (registration application) dialog with a service of interest; its page is /apply. */
export function SignupButton({
  serviceInterest,
  children = 'Get Started',
  ...props
}: Props & { serviceInterest?: string }) {
  return (
    <LeadDialogLink
      request={{ form: 'signup-modal', values: serviceInterest ? { serviceInterest } : undefined }}
      href={applyHref(serviceInterest)}
      {...props}
    >
      {children}
    </LeadDialogLink>
  )
}
