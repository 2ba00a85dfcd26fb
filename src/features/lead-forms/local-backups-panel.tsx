import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from '../../components/ui/button'
import { type BackedUpLead, readBackups } from '../../lib/lead-backup'
import { startResendQueue } from '../../lib/resend-queue'

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-AU', { timeZone: 'Australia/Melbourne', dateStyle: 'medium', timeStyle: 'short' })

/** Leads this browser could not send yet (its local backup list), with a "Send now" button. */
export function LocalBackupsPanel() {
  const [backups, setBackups] = useState<BackedUpLead[]>([])
  const [status, setStatus] = useState('')
  useEffect(() => setBackups(readBackups()), [])

  const pending = backups.filter((b) => b.status === 'pending')
  const refused = backups.filter((b) => b.status === 'refused')
  return (
    <section aria-labelledby="local-backups" className={css({ mt: '10' })}>
      <h2 id="local-backups" className={css({ fontSize: 'xl', fontWeight: 'bold', color: 'navy.900', mb: '2' })}>
        Unsent leads saved in this browser
      </h2>
      {pending.length === 0 ? (
        <p className={css({ color: 'muted' })}>None. Every lead from this browser has reached the server.</p>
      ) : (
        <>
          <ul className={css({ display: 'grid', gap: '2', mb: '4' })}>
            {pending.map((lead) => (
              <li
                key={lead.id}
                className={css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '3' })}
              >
                <strong>{lead.subject}</strong> · saved {when(lead.timestamp)} · {lead.attempts} automatic{' '}
                {lead.attempts === 1 ? 'retry' : 'retries'}
                {lead.error ? ` · last error: ${lead.error}` : ''}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={button({ variant: 'primary' })}
            onClick={async () => {
              setStatus('Sending…')
              const { delivered, remaining } = await startResendQueue().flush()
              setBackups(readBackups())
              setStatus(`${delivered} sent. ${remaining} still waiting.`)
            }}
          >
            Send now
          </button>
        </>
      )}
      <p role="status" className={css({ mt: '2' })}>
        {status}
      </p>
      {refused.length > 0 && (
        <>
          <h3 className={css({ fontSize: 'lg', fontWeight: 'bold', color: 'navy.900', mt: '6', mb: '2' })}>
            Refused by the server: not sent again
          </h3>
          <ul className={css({ display: 'grid', gap: '2' })}>
            {refused.map((lead) => (
              <li
                key={lead.id}
                className={css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '3' })}
              >
                <strong>{lead.subject}</strong> · saved {when(lead.timestamp)}
                {lead.error ? ` · the server said: ${lead.error}` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
