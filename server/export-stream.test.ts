// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listLeads } from './leads'
import { leadsCsv, leadsCsvStream } from './leads-csv'
import type { LeadStore } from './store'
import { createTestServer, jsonPost, leadRequest, openTestStore, sampleData, testConfig } from './test-support'

const LEADS = 2_000

let store: LeadStore
beforeAll(async () => {
  store = await openTestStore()
  const data = JSON.stringify(sampleData('contact'))
  await store.query(
    `INSERT INTO leads (id, form, data, subject, received_at, next_attempt_at)
     SELECT gen_random_uuid(), 'contact', $1::jsonb || jsonb_build_object('name', 'Lead ' || i),
            'New Contact Enquiry', now() - make_interval(secs => i), now()
     FROM generate_series(1, $2::int) AS i`,
    [data, LEADS],
  )
}, 120_000)
afterAll(async () => {
  await store.close()
})

describe('CSV export of many leads', () => {
  // The export's speed, and a lead sent during it, are measured at 100 000 leads by `npm run bench:desk`.
  it('streams every lead once, newest first, across many keyset pages', async () => {
    const bytes = await new Response(await leadsCsvStream(store, { pageSize: 97 })).arrayBuffer()
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    const names = csv
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => /,Lead (\d+),/.exec(line)?.[1])
    expect(names).toHaveLength(LEADS)
    expect(new Set(names).size).toBe(LEADS)
    expect(names[0]).toBe('1') // newest first
    expect(names.at(-1)).toBe(String(LEADS))
  })
})

describe('the streamed CSV', () => {
  it('has the same columns and rows as the whole-file CSV, across form kinds and pages', async () => {
    const small = await openTestStore()
    try {
      const { app } = createTestServer(small, testConfig())
      for (const kind of ['contact', 'scheduling', 'signup-modal', 'test-email', 'contact', 'sell-business'] as const) {
        expect((await app.request('/api/send-email', jsonPost(leadRequest(kind)))).status).toBe(201)
        await new Promise((resolve) => setTimeout(resolve, 3)) // distinct received_at
      }
      const whole = leadsCsv(await listLeads(small))
      for (const pageSize of [1, 2, 500]) {
        const bytes = await new Response(await leadsCsvStream(small, { pageSize })).arrayBuffer()
        const streamed = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
        expect(streamed).toBe(`\uFEFF${whole}`)
      }
      const onlyContact = await new Response(await leadsCsvStream(small, { form: 'contact', pageSize: 1 })).text()
      expect(onlyContact.split('\r\n').filter(Boolean)).toHaveLength(3)
    } finally {
      await small.close()
    }
  })
})
