/**
 * The visitor's own safety net: leads the server has not acknowledged are kept in this browser's
 * local storage under `form-submissions` (spec §3) until the resend queue delivers them.
 */
import type { LeadKind } from '../forms/subjects'
import { BACKUP_KEY } from './lead-backup-key'

export { BACKUP_KEY }

export interface BackedUpLead {
  form: LeadKind
  data: unknown
  subject: string
  to: string
  cc?: string
  timestamp: string
  id: string
  error?: string
  status: 'pending' | 'sent'
  attempts: number
  sentAt?: string
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null // storage blocked (privacy mode, sandboxed frame)
  }
}

export function readBackups(): BackedUpLead[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(BACKUP_KEY) ?? '[]')
    return Array.isArray(parsed) ? (parsed as BackedUpLead[]) : []
  } catch {
    return []
  }
}

function writeBackups(list: BackedUpLead[]): boolean {
  try {
    storage()?.setItem(BACKUP_KEY, JSON.stringify(list))
    return true
  } catch {
    return false // quota exceeded or storage blocked: nothing more we can do here
  }
}

/**
 * Appends a lead, or updates the entry of the same submission: the same id, or the same form with
 * the same entries still pending (which the transport sent under that entry's id).
 */
export function saveBackup(lead: Omit<BackedUpLead, 'status' | 'attempts' | 'timestamp'> & { timestamp?: string }) {
  const list = readBackups()
  const key = JSON.stringify(lead.data)
  const existing =
    list.find((l) => l.id === lead.id) ??
    list.find((l) => l.status === 'pending' && l.form === lead.form && JSON.stringify(l.data) === key)
  if (existing) {
    Object.assign(existing, { error: lead.error, data: lead.data, status: 'pending' as const })
  } else {
    list.push({ ...lead, timestamp: lead.timestamp ?? new Date().toISOString(), status: 'pending', attempts: 0 })
  }
  return writeBackups(list)
}

export function pendingBackups(): BackedUpLead[] {
  return readBackups().filter((l) => l.status === 'pending')
}

export function updateBackup(id: string, change: Partial<BackedUpLead>) {
  const list = readBackups()
  const lead = list.find((l) => l.id === id)
  if (!lead) return
  Object.assign(lead, change)
  writeBackups(list)
}

/** Delivered: the visitor's entries are removed from this browser, only the receipt stays. */
export function markSent(id: string) {
  updateBackup(id, { status: 'sent', sentAt: new Date().toISOString(), error: undefined, data: null })
}

/** A pending backup of the same form with the same entries: sending it again must reuse its id. */
export function findPendingDuplicate(form: LeadKind, data: unknown): BackedUpLead | undefined {
  const key = JSON.stringify(data)
  return pendingBackups().find((l) => l.form === form && JSON.stringify(l.data) === key)
}

export function clearBackups() {
  try {
    storage()?.removeItem(BACKUP_KEY)
  } catch {
    // storage blocked: nothing stored either
  }
}
