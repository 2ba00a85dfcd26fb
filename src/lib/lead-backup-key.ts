/**
 * Where the lead backup lives (spec §3), apart from `lead-backup.ts` so the check every page load
 * makes stays a few bytes.
 */
export const BACKUP_KEY = 'form-submissions'

/**
 * A cheap hint that the backup holds work for the resend queue: an unsent lead, or a refused one the
 * visitor has not been told about. The queue then reads the list properly.
 */
export function mayNeedResendQueue(): boolean {
  try {
    const list = localStorage.getItem(BACKUP_KEY) ?? ''
    return list.includes('"status":"pending"') || list.includes('"seen":false')
  } catch {
    return false // storage blocked (privacy mode, sandboxed frame)
  }
}
