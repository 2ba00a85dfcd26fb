// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countLeads, listLeads } from './leads'
import { leadsCsv, leadsCsvStream } from './leads-csv'
import type { LeadStore, Queryable } from './store'
import {
  createTestServer,
  jsonPost,
  leadRequest,
  openTestStore,
  sampleData,
  staffLogin,
  testConfig,
} from './test-support'

const LEADS = 20_000

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
  it('streams: a submission made during the export is answered long before the export ends', async () => {
    // Fire the submission when the export's first read of the leads table starts.
    let exportStarted: () => void = () => {}
    const started = new Promise<void>((resolve) => {
      exportStarted = resolve
    })
    const spy: Queryable = {
      query: (sql, params) => {
        if (/FROM leads/.test(sql) && /ORDER BY received_at DESC/.test(sql)) exportStarted()
        return store.query(sql, params)
      },
    }
    const { app } = createTestServer(spy as LeadStore, testConfig())
    const { cookie } = await staffLogin(app)

    const t0 = performance.now()
    const exported = Promise.resolve(app.request('http://localhost/api/submissions.csv', { headers: { cookie } })).then(
      async (res) => ({ status: res.status, text: await res.text(), ms: performance.now() - t0 }),
    )

    await started
    const s0 = performance.now()
    const submission = await app.request('/api/send-email', jsonPost(leadRequest('contact')))
    const submissionMs = performance.now() - s0
    expect(submission.status).toBe(201)

    const csv = await exported
    console.log(
      `export of ${LEADS} leads: ${Math.round(csv.ms)} ms; submission meanwhile: ${Math.round(submissionMs)} ms`,
    )
    expect(csv.status).toBe(200)
    expect(submissionMs).toBeLessThan(csv.ms / 5)

    // Complete: the header, then every lead that existed when the export started, each once.
    const lines = csv.text.split('\r\n').filter(Boolean)
    const names = lines.slice(1).map((line) => /,Lead (\d+),/.exec(line)?.[1])
    const seeded = names.filter((n) => n !== undefined)
    expect(seeded).toHaveLength(LEADS)
    expect(new Set(seeded).size).toBe(LEADS)
    expect(seeded[0]).toBe('1') // newest first
    expect(seeded.at(-1)).toBe(String(LEADS))
    expect(await countLeads(store)).toBe(LEADS + 1)
  }, 120_000)
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
