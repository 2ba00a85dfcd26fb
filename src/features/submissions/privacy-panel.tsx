import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { button } from '../../components/ui/button'
import { TextField } from '../../components/ui/form-fields'
import { deskCopy } from './desk-copy'
import { deskKeys, invalidateLeads, useWithSession } from './desk-queries'
import { styles } from './desk-styles'
import { erasePerson, exportPerson } from './submissions-api'
import { useDeskForm } from './use-desk-form'

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())

/** Hands JSON to the browser as a download, from memory: nothing of it in any address. */
function saveJson(data: unknown, filename: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * Privacy requests: download what we hold about one email address (APP 12), for all staff; erase it
 * (on request; APP 11.2), for owners only (decision 129).
 */
export function PrivacyPanel({ isOwner }: { isOwner: boolean }) {
  const withSession = useWithSession()
  const client = useQueryClient()
  const [outcome, setOutcome] = useState<{ kind: 'done' | 'error'; text: string } | null>(null)
  // `intent` says which button asked: a download needs the address, an erasure also its confirmation.
  const { form, values, errorOf, set, submit } = useDeskForm({
    defaultValues: { email: '', confirm: '', intent: 'erase' },
    ids: { email: 'privacy-email', confirm: 'privacy-confirm' },
    check: ({ email, confirm, intent }) => ({
      email: looksLikeEmail(email) ? undefined : 'Enter an email address, like name@example.com',
      confirm:
        intent === 'erase' && looksLikeEmail(email) && confirm.trim().toLowerCase() !== email.trim().toLowerCase()
          ? 'Type the same email address again to confirm the erasure'
          : undefined,
    }),
    onSubmit: async ({ email, confirm, intent }) => {
      if (intent === 'download') return download(email.trim())
      try {
        const result = await withSession(() => erasePerson(email.trim(), confirm.trim()))
        setOutcome({
          kind: 'done',
          text:
            result.leadsErased === 0
              ? 'We hold no leads with that email address. Nothing was erased.'
              : `Erased ${result.leadsErased} ${result.leadsErased === 1 ? 'lead' : 'leads'} for good.`,
        })
        form.reset()
        void invalidateLeads(client)
        void client.invalidateQueries({ queryKey: deskKeys.audit })
      } catch (e) {
        setOutcome({ kind: 'error', text: e instanceof Error ? e.message : 'The erasure did not work. Try again.' })
      }
    },
  })
  // The address goes in a POST's body with the CSRF token, never in a link's address (decision 315); the
  // answer is handed to the browser as a file. The address stays typed, for an erasure next.
  async function download(email: string) {
    try {
      const data = await withSession(() => exportPerson(email))
      saveJson(data, deskCopy.privacyExportFile(new Date().toISOString().slice(0, 10)))
      setOutcome({ kind: 'done', text: deskCopy.privacyExported(data.leads.length) })
      void client.invalidateQueries({ queryKey: deskKeys.audit })
    } catch (e) {
      setOutcome({ kind: 'error', text: e instanceof Error ? e.message : deskCopy.privacyExportFailed })
    }
  }
  return (
    <section aria-labelledby="desk-privacy-heading" className={styles.section}>
      <h2 id="desk-privacy-heading" className={styles.h2}>
        Privacy requests
      </h2>
      <p className={styles.help}>{deskCopy.privacyHelp}</p>
      <p className={styles.help}>{deskCopy.retentionHelp}</p>
      {!isOwner && <p className={styles.help}>{deskCopy.ownerOnly}</p>}
      {!isOwner && <p className={styles.help}>{deskCopy.readBudget}</p>}
      <form
        noValidate
        aria-label="Privacy request"
        className={styles.filters}
        onSubmit={(event) => {
          // Enter in the address: for staff who cannot erase, the download is what the form does.
          set('intent', isOwner ? 'erase' : 'download')
          return submit(event)
        }}
      >
        <div>
          <TextField
            id="privacy-email"
            label="Their email address"
            type="email"
            autoComplete="off"
            value={values.email}
            error={errorOf('email')}
            onChange={(e) => set('email', e.target.value)}
          />
        </div>
        <div>
          <button
            type="button"
            onClick={(event) => {
              set('intent', 'download')
              void submit(event)
            }}
            className={button({ variant: 'outline', size: 'md' })}
          >
            {deskCopy.privacyDownload}
          </button>
        </div>
        {isOwner && (
          <>
            <div>
              <TextField
                id="privacy-confirm"
                label="To erase, type the address again"
                type="email"
                autoComplete="off"
                value={values.confirm}
                error={errorOf('confirm')}
                onChange={(e) => set('confirm', e.target.value)}
              />
            </div>
            <div>
              <button type="submit" className={button({ size: 'md', variant: 'secondary' })}>
                Erase this person
              </button>
            </div>
          </>
        )}
      </form>
      <p role="status" className={outcome?.kind === 'error' ? styles.error : undefined}>
        {outcome?.text ?? ''}
      </p>
    </section>
  )
}
