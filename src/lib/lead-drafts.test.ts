import { afterEach, describe, expect, it, vi } from 'vitest'
import { DRAFT_STORAGE_KEY_PREFIX } from '../content/pages/privacy'
import { leadForms } from '../forms/lead-kinds'
import { DRAFT_KEY_PREFIX, dropAllDrafts, dropDraft, keepDraft, readDraft } from './lead-drafts'

const signup = leadForms['signup-modal']
const contact = leadForms.contact

afterEach(() => {
  sessionStorage.clear()
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('the draft a lead form keeps while the visitor types', () => {
  it('is in this tab’s session storage, under the key the privacy policy names, and nowhere else', () => {
    expect(DRAFT_KEY_PREFIX).toBe(DRAFT_STORAGE_KEY_PREFIX)
    keepDraft(contact, { ...contact.empty, name: 'Alex Citizen' })
    expect(sessionStorage.getItem('form-draft:contact')).toBe('{"name":"Alex Citizen"}')
    expect(localStorage.length).toBe(0)
    expect(readDraft(contact)).toEqual({ name: 'Alex Citizen' })
  })

  it('holds only what the visitor types: not the service a link set, nor anything that is not a field', () => {
    keepDraft(signup, {
      ...signup.empty,
      firstName: 'Sam',
      hasClients: true,
      serviceInterest: 'NDIS Audit Support',
      website: 'spam',
      id: '3f2c1b7e-0000-4000-8000-000000000001',
    })
    expect(JSON.parse(sessionStorage.getItem('form-draft:signup-modal') ?? '')).toEqual({
      firstName: 'Sam',
      hasClients: true,
    })
  })

  it('reads back only the form’s typed fields, each of its own kind, whatever the entry holds', () => {
    sessionStorage.setItem(
      'form-draft:signup-modal',
      JSON.stringify({ firstName: 'Sam', lastName: 7, hasClients: 'yes', serviceInterest: 'Other', extra: 'x' }),
    )
    expect(readDraft(signup)).toEqual({ firstName: 'Sam' })
    sessionStorage.setItem('form-draft:contact', '{not json')
    expect(readDraft(contact)).toEqual({})
    sessionStorage.setItem('form-draft:contact', '["Alex"]')
    expect(readDraft(contact)).toEqual({})
  })

  it('keeps nothing for a form with nothing typed, and is gone once dropped', () => {
    keepDraft(contact, { ...contact.empty, name: 'Alex' })
    keepDraft(contact, contact.empty)
    expect(sessionStorage.getItem('form-draft:contact')).toBeNull()
    keepDraft(contact, { ...contact.empty, name: 'Alex' })
    keepDraft(signup, { ...signup.empty, firstName: 'Sam' })
    dropDraft(contact)
    expect(readDraft(contact)).toEqual({})
    expect(readDraft(signup)).toEqual({ firstName: 'Sam' })
    sessionStorage.setItem('other', 'kept')
    dropAllDrafts()
    expect(readDraft(signup)).toEqual({})
    expect(sessionStorage.getItem('other')).toBe('kept')
  })

  it('a full or blocked storage leaves the form working, without a draft', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(() => keepDraft(contact, { ...contact.empty, name: 'Alex' })).not.toThrow()
    expect(readDraft(contact)).toEqual({})
  })
})
