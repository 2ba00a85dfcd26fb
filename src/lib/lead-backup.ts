/**
 * The visitor's own safety net: leads the server has not taken are kept in this browser's local
 * storage under `form-submissions` (spec §3) until the resend queue delivers them. Plain storage:
 * entries are keyed by the submission id the lifecycle decided, and nothing here decides an id.
 */
import type { LeadKind } from '../forms/lead-kinds'
import { BACKUP_KEY } from './lead-backup-key'

export { BACKUP_KEY }

export interface BackedUpLead {
  // The fields spec §3 names:
  form: LeadKind
  data: Record<string, unknown> | null
  subject: string
  to: string
  cc: string
  timestamp: string
  id: string
  error?: string
  // Ours: where the lead stands.
  /** pending: to be resent; sent: the server took it; refused: the server answered 4xx, never resent. */
  status: 'pending' | 'sent' | 'refused'
  attempts: number
  sentAt?: string
  /** A refused lead's notice was shown to the visitor. */
  seen?: boolean
}

export type NewBackup = Pick<BackedUpLead, 'form' | 'data' | 'subject' | 'to' | 'cc' | 'id' | 'error'>

/** This browser's localStorage; null where there is none (the server) or it is blocked (privacy mode, a sandboxed frame). */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    // Reading it throws where it is blocked; the null below says so.
  }
  return null
}

export function readBackups(): BackedUpLead[] {
  try {
    // Stryker disable next-line OptionalChaining,StringLiteral: no storage or '' makes this throw, and the catch gives the same [] (equivalent)
    const parsed: unknown = JSON.parse(storage()?.getItem(BACKUP_KEY) ?? '[]')
    return Array.isArray(parsed) ? (parsed as BackedUpLead[]) : []
  } catch {
    return []
  }
}

/** False when nothing could be written: storage blocked (no storage at all) or full. */
function writeBackups(list: BackedUpLead[]): boolean {
  const store = storage()
  if (!store) return false
  try {
    store.setItem(BACKUP_KEY, JSON.stringify(list))
    return true
  } catch {
    return false // quota exceeded or storage blocked: nothing more we can do here
  }
}

/**
 * Appends a lead (spec §3), or updates the entry with the same id: a retry of the same submission.
 * False when this browser could not keep it: the visitor must be told, never "saved for backup".
 */
export function saveBackup(lead: NewBackup): boolean {
  const list = readBackups()
  const existing = list.find((l) => l.id === lead.id)
  if (existing) Object.assign(existing, { data: lead.data, error: lead.error, status: 'pending' as const })
  else list.push({ ...lead, timestamp: new Date().toISOString(), status: 'pending', attempts: 0 })
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

/** Refused by the server: kept with its reason for the visitor to see, never sent again. */
export function markRefused(id: string, error: string, seen = false) {
  updateBackup(id, { status: 'refused', error, seen })
}

/**
 * The visitor changed the entries of a lead still waiting and sent them as a new lead: the old one is
 * dropped, so the team never gets the stale entries too. One already sent or refused stays as it is.
 */
export function dropPending(id: string) {
  writeBackups(readBackups().filter((l) => l.id !== id || l.status !== 'pending'))
}

export function clearBackups() {
  try {
    // Stryker disable next-line OptionalChaining: with no storage the call throws, and the catch ignores it as `?.` did (equivalent)
    storage()?.removeItem(BACKUP_KEY)
  } catch {
    // storage blocked: nothing stored either
  }
}
