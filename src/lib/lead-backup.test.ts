import { beforeEach, describe, expect, it } from 'vitest'
import { BACKUP_KEY, findPendingDuplicate, markSent, pendingBackups, readBackups, saveBackup } from './lead-backup'
import { mayHavePendingBackups } from './lead-backup-key'

const lead = {
  form: 'contact' as const,
  data: { name: 'Ava', email: 'ava@example.com' },
  subject: 'New Contact Enquiry',
  to: 'hello@bluegumconsulting.example',
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

  it('a retry of the same entries updates the pending entry instead of adding a second one', () => {
    saveBackup(lead)
    saveBackup({ ...lead, id: '22222222-2222-4222-8222-222222222222', error: 'HTTP 503' })
    expect(readBackups()).toHaveLength(1)
    expect(readBackups()[0]?.error).toBe('HTTP 503')
    expect(findPendingDuplicate('contact', lead.data)?.id).toBe(lead.id)
  })

  it('sent entries keep only a receipt: no longer pending, entries removed from the browser', () => {
    saveBackup(lead)
    markSent(lead.id)
    expect(pendingBackups()).toHaveLength(0)
    expect(readBackups()[0]).toMatchObject({ id: lead.id, status: 'sent', data: null })
    expect(findPendingDuplicate('contact', lead.data)).toBeUndefined()
  })

  it('survives a corrupted list', () => {
    localStorage.setItem(BACKUP_KEY, '{not json')
    expect(readBackups()).toEqual([])
    saveBackup(lead)
    expect(readBackups()).toHaveLength(1)
  })

  it('hints at unsent leads on page load only while one is pending', () => {
    expect(mayHavePendingBackups()).toBe(false)
    saveBackup(lead)
    expect(mayHavePendingBackups()).toBe(true)
    markSent(lead.id)
    expect(readBackups()).toHaveLength(1)
    expect(mayHavePendingBackups()).toBe(false)
  })
})
