import { useState } from 'react'
import { button } from '../../components/ui/button'
import { TextField } from '../../components/ui/form-fields'
import { deskCopy } from './desk-copy'
import { erasePerson, privacyExportHref } from './submissions-api'
import { styles } from './submissions-page'

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())

/** Privacy requests: download what we hold about one email address (APP 12); erase it (APP 13). */
export function PrivacyPanel({ onErased }: { onErased: () => void }) {
  const [email, setEmail] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<{ email?: string; confirm?: string }>({})
  const [outcome, setOutcome] = useState<{ kind: 'done' | 'error'; text: string } | null>(null)
  const check = () => {
    const found = { email: looksLikeEmail(email) ? undefined : 'Enter an email address, like name@example.com' }
    setErrors(found)
    if (found.email) document.getElementById('privacy-email')?.focus()
    return !found.email
  }
  return (
    <section aria-labelledby="desk-privacy-heading" className={styles.section}>
      <h2 id="desk-privacy-heading" className={styles.h2}>
        Privacy requests
      </h2>
      <p className={styles.help}>{deskCopy.privacyHelp}</p>
      <p className={styles.help}>{deskCopy.retentionHelp}</p>
      <form
        noValidate
        aria-label="Privacy request"
        className={styles.filters}
        onSubmit={async (event) => {
          event.preventDefault()
          if (!check()) return
          if (confirm.trim().toLowerCase() !== email.trim().toLowerCase()) {
            setErrors({ confirm: 'Type the same email address again to confirm the erasure' })
            return document.getElementById('privacy-confirm')?.focus()
          }
          try {
            const result = await erasePerson(email.trim(), confirm.trim())
            setOutcome({
              kind: 'done',
              text:
                result.leadsErased === 0
                  ? 'We hold no leads with that email address. Nothing was erased.'
                  : `Erased ${result.leadsErased} ${result.leadsErased === 1 ? 'lead' : 'leads'} for good.`,
            })
            setEmail('')
            setConfirm('')
            onErased()
          } catch (e) {
            setOutcome({ kind: 'error', text: e instanceof Error ? e.message : 'The erasure did not work. Try again.' })
          }
        }}
      >
        <div>
          <TextField
            id="privacy-email"
            label="Their email address"
            type="email"
            autoComplete="off"
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div>
          <a
            href={looksLikeEmail(email) ? privacyExportHref(email.trim()) : '#privacy-email'}
            download={looksLikeEmail(email) ? '' : undefined}
            onClick={(event) => {
              if (!check()) event.preventDefault()
            }}
            className={button({ variant: 'outline', size: 'sm' })}
          >
            Download their information
          </a>
        </div>
        <div>
          <TextField
            id="privacy-confirm"
            label="To erase, type the address again"
            type="email"
            autoComplete="off"
            value={confirm}
            error={errors.confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </div>
        <div>
          <button type="submit" className={button({ size: 'sm', variant: 'secondary' })}>
            Erase this person
          </button>
        </div>
      </form>
      <p role="status" className={outcome?.kind === 'error' ? styles.error : undefined}>
        {outcome?.text ?? ''}
      </p>
    </section>
  )
}
