import type { ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { type DialogRequest, requestDialog, signalDialogIntent } from '../lib/dialog-requests'
import { type ButtonVariants, button } from './ui/button'

type Props = ButtonVariants & { children?: ReactNode; className?: string }

function DialogButton({ request, children, className, ...variants }: Props & { request: DialogRequest }) {
  const intent = () => signalDialogIntent()
  return (
    <button
      type="button"
      className={cx(button(variants), className)}
      onPointerEnter={intent}
      onFocus={intent}
      onTouchStart={intent}
      onClick={(event) => requestDialog({ ...request, trigger: event.currentTarget })}
    >
      {children}
    </button>
  )
}

/** Opens the consultation scheduling dialog. */
export function BookCallButton({ children = 'Book Free Call', ...props }: Props) {
  return (
    <DialogButton request={{ kind: 'scheduling' }} {...props}>
      {children}
    </DialogButton>
  )
}

/** Opens the signup (registration application) dialog with a service of interest. */
export function SignupButton({
  serviceInterest,
  children = 'Get Started',
  ...props
}: Props & { serviceInterest?: string }) {
  return (
    <DialogButton request={{ kind: 'signup', serviceInterest }} {...props}>
      {children}
    </DialogButton>
  )
}
