import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from '../../components/ui/button'
import { localBackupsCopy as copy } from '../../content/local-backups'
import { type BackedUpLead, readBackups } from '../../lib/lead-backup'
import { whenInteractive } from '../../lib/when-interactive'

// The resend queue (and the lead kinds it names) is fetched on the press of "Send now", through the gate
// (decision 016): the desk's login page does not load it for a list that is nearly always empty. The
// gate's idle moment, not only the intent: a screen reader may press the button with a click alone.
const resendQueue = () => whenInteractive().then(() => import('../../lib/resend-queue'))

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
        {copy.heading}
      </h2>
      {pending.length === 0 ? (
        <p className={css({ color: 'muted' })}>{copy.none}</p>
      ) : (
        <>
          <ul className={css({ display: 'grid', gap: '2', mb: '4' })}>
            {pending.map((lead) => (
              <li
                key={lead.id}
                className={css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '3' })}
              >
                <strong>{lead.subject}</strong> · {copy.saved(when(lead.timestamp))} · {copy.retries(lead.attempts)}
                {lead.error ? ` · ${copy.lastError(lead.error)}` : ''}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={button({ variant: 'primary' })}
            onClick={async () => {
              setStatus(copy.sending)
              // Its code comes now, and the network that kept these leads back may still be down.
              const queue = await resendQueue().catch(() => null)
              if (!queue) return setStatus(copy.unreachable)
              const { delivered, remaining } = await queue.startResendQueue().flush()
              setBackups(readBackups())
              setStatus(copy.result(delivered, remaining))
            }}
          >
            {copy.sendNow}
          </button>
        </>
      )}
      <p role="status" className={css({ mt: '2' })}>
        {status}
      </p>
      {refused.length > 0 && (
        <>
          <h3 className={css({ fontSize: 'lg', fontWeight: 'bold', color: 'navy.900', mt: '6', mb: '2' })}>
            {copy.refusedHeading}
          </h3>
          <ul className={css({ display: 'grid', gap: '2' })}>
            {refused.map((lead) => (
              <li
                key={lead.id}
                className={css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '3' })}
              >
                <strong>{lead.subject}</strong> · {copy.saved(when(lead.timestamp))}
                {lead.error ? ` · ${copy.serverSaid(lead.error)}` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
