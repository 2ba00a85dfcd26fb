import { useState } from 'react'
import { css } from 'styled-system/css'
import { button } from '../../components/ui/button'
import { clearBackups, pendingBackups } from '../../lib/lead-backup'
import { dropAllDrafts } from '../../lib/lead-drafts'

/** Removes the form details this browser keeps as a backup (see the privacy policy). */
export function ClearSavedFormsButton() {
  const [message, setMessage] = useState('')
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
      <button
        type="button"
        className={button({ variant: 'outline' })}
        onClick={() => {
          const unsent = pendingBackups().length
          clearBackups()
          dropAllDrafts()
          setMessage(
            unsent > 0
              ? `Cleared. ${unsent} unsent ${unsent === 1 ? 'enquiry was' : 'enquiries were'} removed from this browser and will not be sent.`
              : 'Cleared. No form details are saved in this browser.',
          )
        }}
      >
        Clear saved form details
      </button>
      <p role="status" className={css({ color: 'muted' })}>
        {message}
      </p>
    </div>
  )
}
