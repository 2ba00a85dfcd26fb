/**
 * Where the lead backup lives (spec §3), apart from `lead-backup.ts` so the check every page load
 * makes stays a few bytes.
 */
export const BACKUP_KEY = 'form-submissions'

/** A cheap hint that the backup may hold unsent leads; the resend queue then reads it properly. */
export function mayHavePendingBackups(): boolean {
  try {
    return localStorage.getItem(BACKUP_KEY)?.includes('"status":"pending"') ?? false
  } catch {
    return false // storage blocked (privacy mode, sandboxed frame)
  }
}
