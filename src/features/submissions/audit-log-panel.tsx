import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { button } from '../../components/ui/button'
import { describeAction } from './audit-words'
import { deskKeys, useAuditLog } from './desk-queries'
import { styles } from './desk-styles'
import { formatMelbourneTime } from './format'

/** The audit log: who viewed, exported, changed or erased which lead, and when; loaded on request. */
export function AuditLogPanel() {
  const [shown, setShown] = useState(false)
  const audit = useAuditLog(shown)
  const client = useQueryClient()
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? null
  const error = audit.error?.message ?? null
  const load = () => {
    if (shown) void client.resetQueries({ queryKey: deskKeys.audit })
    else setShown(true)
  }
  return (
    <section aria-labelledby="desk-audit-heading" className={styles.section}>
      <h2 id="desk-audit-heading" className={styles.h2}>
        Audit log
      </h2>
      <p className={styles.help}>Who viewed, exported, changed or erased which lead, and when. Newest first.</p>
      <div className={styles.toolbar}>
        <button type="button" className={button({ variant: 'outline', size: 'md' })} onClick={load}>
          {entries ? 'Refresh the audit log' : 'Show the audit log'}
        </button>
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {entries && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <div className={styles.tableWrap} role="region" aria-labelledby="desk-audit-caption" tabIndex={0}>
          <table className={styles.table}>
            <caption id="desk-audit-caption" className={styles.caption}>
              Audit log, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">When (Melbourne)</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Lead id</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatMelbourneTime(entry.at)}</td>
                  <td>{entry.actorName}</td>
                  <td>{describeAction(entry.action, entry.detail)}</td>
                  <td className={styles.cellText}>{entry.leadId ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {audit.hasNextPage && (
        <button
          type="button"
          className={button({ variant: 'outline', size: 'md' })}
          disabled={audit.isFetchingNextPage}
          onClick={() => audit.fetchNextPage()}
        >
          Show older entries
        </button>
      )}
    </section>
  )
}
