import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BACKUP_KEY, mayNeedResendQueue } from './lead-backup-key'

/** The check every page load makes before loading the resend queue. */
describe('mayNeedResendQueue', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.restoreAllMocks())

  it('reads the list of spec §3 (form-submissions)', () => {
    expect(BACKUP_KEY).toBe('form-submissions')
  })

  it('is false with no list, an empty list, or only delivered and already-told leads', () => {
    expect(mayNeedResendQueue()).toBe(false)
    localStorage.setItem(BACKUP_KEY, '[]')
    expect(mayNeedResendQueue()).toBe(false)
    localStorage.setItem(
      BACKUP_KEY,
      JSON.stringify([
        { id: 'a', status: 'sent' },
        { id: 'b', status: 'refused', seen: true },
      ]),
    )
    expect(mayNeedResendQueue()).toBe(false)
  })

  it('is true while a lead waits to be sent', () => {
    localStorage.setItem(BACKUP_KEY, JSON.stringify([{ id: 'a', status: 'pending' }]))
    expect(mayNeedResendQueue()).toBe(true)
  })

  it('is true while a refused lead has not been shown to the visitor', () => {
    localStorage.setItem(BACKUP_KEY, JSON.stringify([{ id: 'a', status: 'refused', seen: false }]))
    expect(mayNeedResendQueue()).toBe(true)
  })

  it('is false when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(mayNeedResendQueue()).toBe(false)
  })
})
