import { useEffect } from 'react'
import { onDialogRequest } from '../../lib/dialog-requests'

/** Placeholder until the dialogs land: send the visitor to the contact section. */
export function LeadDialogHost() {
  useEffect(
    () =>
      onDialogRequest(() => {
        window.location.assign('/#contact')
      }),
    [],
  )
  return null
}
