import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  BACKUP_KEY,
  clearBackups,
  dropPending,
  markRefused,
  markSent,
  pendingBackups,
  readBackups,
  saveBackup,
  updateBackup,
} from './lead-backup'
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

  it('drops only the waiting copy of a lead whose entries changed: other leads and a sent receipt stay', () => {
    const other = { ...lead, id: '22222222-2222-4222-8222-222222222222', data: { name: 'Bo' } }
    const sent = { ...lead, id: '33333333-3333-4333-8333-333333333333' }
    saveBackup(lead)
    saveBackup(other)
    saveBackup(sent)
    markSent(sent.id)
    dropPending(lead.id)
    expect(readBackups().map((l) => [l.id, l.status])).toEqual([
      [other.id, 'pending'],
      [sent.id, 'sent'],
    ])
    dropPending(sent.id)
    expect(readBackups().map((l) => l.id)).toEqual([other.id, sent.id])
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

describe('local backup list, edge cases', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.restoreAllMocks())

  it('a retry of a refused or sent submission is pending again, with the new entries', () => {
    saveBackup(lead)
    markRefused(lead.id, 'Some fields are not valid')
    saveBackup({ ...lead, data: { name: 'Ava N' }, error: 'HTTP 500' })
    expect(readBackups()).toHaveLength(1)
    expect(readBackups()[0]).toMatchObject({ status: 'pending', data: { name: 'Ava N' }, error: 'HTTP 500' })
    expect(pendingBackups().map((l) => l.id)).toEqual([lead.id])
  })

  it('says whether the backup was written', () => {
    expect(saveBackup(lead)).toBe(true)
    expect(saveBackup({ ...lead, error: 'again' })).toBe(true)
  })

  it('a delivered entry records when, and forgets the error', () => {
    saveBackup(lead)
    markSent(lead.id)
    const [entry] = readBackups()
    expect(entry?.error).toBeUndefined()
    expect(Number.isNaN(Date.parse(entry?.sentAt ?? ''))).toBe(false)
  })

  it('a refusal the visitor was already shown is not flagged again', () => {
    saveBackup(lead)
    markRefused(lead.id, 'Refused', true)
    expect(readBackups()[0]).toMatchObject({ status: 'refused', seen: true })
    expect(mayNeedResendQueue()).toBe(false)
  })

  it('updates only the entry with that id, and ignores an unknown id', () => {
    saveBackup(lead)
    saveBackup({ ...lead, id: 'other' })
    updateBackup('other', { attempts: 3 })
    expect(readBackups().map((l) => l.attempts)).toEqual([0, 3])
    const before = localStorage.getItem(BACKUP_KEY)
    expect(() => updateBackup('missing', { attempts: 9 })).not.toThrow()
    expect(localStorage.getItem(BACKUP_KEY)).toBe(before)
  })

  it('a list that is not a list reads as empty', () => {
    localStorage.setItem(BACKUP_KEY, '{"form":"contact"}')
    expect(readBackups()).toEqual([])
  })

  it('clears the list', () => {
    saveBackup(lead)
    clearBackups()
    expect(localStorage.getItem(BACKUP_KEY)).toBeNull()
    expect(readBackups()).toEqual([])
  })

  it('a full storage refuses the backup without throwing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(saveBackup(lead)).toBe(false)
    expect(readBackups()).toEqual([])
  })

  it('blocked storage (privacy mode) keeps nothing and breaks nothing', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError')
    }
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(blocked)
    expect(readBackups()).toEqual([])
    expect(saveBackup(lead), 'the backup says it was not kept').toBe(false)
    expect(() => clearBackups()).not.toThrow()
    expect(pendingBackups()).toEqual([])
  })

  it('without storage at all (a server render) keeps nothing', () => {
    vi.stubGlobal('localStorage', undefined)
    try {
      expect(readBackups()).toEqual([])
      expect(saveBackup(lead), 'the backup says it was not kept').toBe(false)
      expect(() => clearBackups()).not.toThrow()
    } finally {
      vi.unstubAllGlobals()
    }
    expect(localStorage.getItem(BACKUP_KEY)).toBeNull()
  })
})

describe('the privacy policy says what stays in this browser (decision 301)', () => {
  beforeEach(() => localStorage.clear())

  it('a delivered copy leaves a receipt without the entries, and a refused one stays with them: the policy says both', async () => {
    const { privacyPage } = await import('../content/pages/privacy')
    const policy = [
      ...privacyPage.localBackup.paragraphs,
      ...(privacyPage.retention.list ?? []).filter((l) => l.includes(BACKUP_KEY)),
    ].join('\n')
    saveBackup(lead)
    markSent(lead.id)
    saveBackup({ ...lead, id: '22222222-2222-4222-8222-222222222222' })
    markRefused('22222222-2222-4222-8222-222222222222', 'Enter a valid email address')
    const [receipt, refused] = readBackups()
    // Delivered: the entries are gone, the receipt (form, subject, address, time, reference) stays until cleared.
    expect(receipt).toMatchObject({ status: 'sent', data: null, form: 'contact', id: lead.id })
    expect(JSON.stringify(receipt)).not.toContain('ava@example.com')
    expect(policy).not.toMatch(/removes it from your browser once we have received it/)
    expect(policy).toMatch(/removes the details you entered[^.]*keeps a short receipt[^.]*until you clear it/)
    // Refused: never sent again, kept with the entries and the server's reason until cleared.
    expect(refused).toMatchObject({ status: 'refused', data: lead.data, error: 'Enter a valid email address' })
    expect(policy).toMatch(/refuses a saved form[^.]*not sent again[^.]*stays, with the reason[^.]*until you clear it/)
  })
})
