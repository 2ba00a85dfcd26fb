import { beforeEach, describe, expect, it } from 'vitest'
import { BACKUP_KEY, markRefused, markSent, pendingBackups, readBackups, saveBackup } from './lead-backup'
import { mayNeedResendQueue } from './lead-backup-key'

const lead = {
  form: 'contact' as const,
  data: { name: 'Ava', email: 'ava@example.com' },
  subject: 'New Contact Enquiry',
  to: 'hello@bluegumconsulting.example',
  cc: '',
  id: '11111111-1111-4111-8111-111111111111',
  error: 'Could not reach the server',
}

describe('local backup list', () => {
  beforeEach(() => localStorage.clear())

  it('appends to the form-submissions list with the spec fields plus a timestamp', () => {
    saveBackup(lead)
    const stored = JSON.parse(localStorage.getItem(BACKUP_KEY) ?? '[]')
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ ...lead, status: 'pending', attempts: 0 })
    expect(new Date(stored[0].timestamp).toString()).not.toBe('Invalid Date')
  })

  it('keeps earlier entries: new ones are appended', () => {
    localStorage.setItem(BACKUP_KEY, JSON.stringify([{ form: 'scheduling', id: 'older', status: 'sent' }]))
    saveBackup(lead)
    expect(readBackups().map((l) => l.id)).toEqual(['older', lead.id])
  })

  it('every field spec §3 names is stored, cc included', () => {
    saveBackup(lead)
    expect(Object.keys(readBackups()[0] ?? {})).toEqual(
      expect.arrayContaining(['form', 'data', 'subject', 'to', 'cc', 'timestamp', 'id', 'error']),
    )
  })

  it('a retry of the same submission (same id) updates its entry; another submission is appended', () => {
    saveBackup(lead)
    saveBackup({ ...lead, error: 'HTTP 503' })
    expect(readBackups()).toHaveLength(1)
    expect(readBackups()[0]?.error).toBe('HTTP 503')
    saveBackup({ ...lead, id: '22222222-2222-4222-8222-222222222222' })
    expect(readBackups()).toHaveLength(2)
  })

  it('a refused entry is no longer pending, keeps its reason and is flagged for the visitor', () => {
    saveBackup(lead)
    markRefused(lead.id, 'Some fields are not valid')
    expect(pendingBackups()).toHaveLength(0)
    expect(readBackups()[0]).toMatchObject({ status: 'refused', error: 'Some fields are not valid', seen: false })
    expect(mayNeedResendQueue()).toBe(true)
  })

  it('sent entries keep only a receipt: no longer pending, entries removed from the browser', () => {
    saveBackup(lead)
    markSent(lead.id)
    expect(pendingBackups()).toHaveLength(0)
    expect(readBackups()[0]).toMatchObject({ id: lead.id, status: 'sent', data: null })
  })

  it('survives a corrupted list', () => {
    localStorage.setItem(BACKUP_KEY, '{not json')
    expect(readBackups()).toEqual([])
    saveBackup(lead)
    expect(readBackups()).toHaveLength(1)
  })

  it('hints at unsent leads on page load only while one is pending', () => {
    expect(mayNeedResendQueue()).toBe(false)
    saveBackup(lead)
    expect(mayNeedResendQueue()).toBe(true)
    markSent(lead.id)
    expect(readBackups()).toHaveLength(1)
    expect(mayNeedResendQueue()).toBe(false)
  })
})
