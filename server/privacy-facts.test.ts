// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { privacyPage } from '../src/content/pages/privacy'
import { createTestServer, jsonPost, leadRequest, storePerFile, testConfig } from './test-support'

/**
 * The privacy policy against what the lead function stores (decision 301): every value a stored form
 * keeps beyond what the visitor typed is one the policy names.
 */
const held = storePerFile()
const policy = JSON.stringify(privacyPage)

describe('the privacy policy names what a stored form keeps besides the entries', () => {
  it('keeps a keyed hash of the internet address it came from, never the address, and the policy says so', async () => {
    const config = testConfig()
    const s = createTestServer(held.store, config)
    const body = leadRequest('contact')
    const res = await s.app.request('/api/send-email', jsonPost(body, { 'x-forwarded-for': '203.0.113.77' }))
    expect(res.status).toBe(201)
    const { rows } = await held.store.query('SELECT received_at, client_address FROM leads WHERE id = $1', [body.id])
    const kept = String(rows[0]?.client_address ?? '')
    // Kept with the lead, and not the address itself.
    expect(kept).toMatch(/^[\w-]{40,}$/)
    expect(JSON.stringify(rows[0])).not.toContain('203.0.113.77')
    expect(policy).toMatch(/a scrambled code made from the internet \(IP\) address it came from/)
    expect(policy).toMatch(/kept, and deleted, with the form/)
  })
})
