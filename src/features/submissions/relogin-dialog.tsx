import { useId } from 'react'
import { Dialog } from '../../components/ui/dialog'
import { deskCopy } from './desk-copy'
import { LoginError, LoginFields } from './login-form'

/**
 * The session ended while the desk was in use: log in again here, over the page, which keeps everything
 * typed into it; the change that met the ended session is sent once the login succeeds.
 */
export function ReloginDialog(props: {
  open: boolean
  email: string
  error: string | null
  busy: boolean
  askCode: boolean
  onSubmit: (email: string, password: string, code?: string) => void
  onGiveUp: () => void
}) {
  const errorId = useId()
  return (
    <Dialog
      open={props.open}
      onClose={props.onGiveUp}
      title={deskCopy.sessionEnded.title}
      description={deskCopy.sessionEnded.description}
    >
      <LoginError id={errorId} error={props.error} />
      <LoginFields
        idPrefix="relogin"
        errorId={errorId}
        error={props.error}
        busy={props.busy}
        email={props.email}
        askCode={props.askCode}
        onSubmit={props.onSubmit}
      />
    </Dialog>
  )
}
