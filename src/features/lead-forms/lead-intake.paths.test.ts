// @vitest-environment node
import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest'
import { casePaths, leadFormCases } from '../../../machines/models/lead-form-cases'
import { findLead } from '../../../server/leads'
import type { LeadStore } from '../../../server/store'
import {
  createTestServer,
  jsonPost,
  openTestStore,
  parseMail,
  startSmtpPeer,
  testConfig,
} from '../../../server/test-support'
import { entryValue, type RealServer } from './testing/lead-paths'
import { walkMachinePaths } from './testing/machine-paths'

/**
 * Issue 28.2: model paths whose `serverOk` steps reach the real intake (the server's schema, the store
 * and the mail), not a played answer. After the visitor sees the success, the stored lead must be the
 * data that was sent, under the id that was sent, and the team's mail must carry every entry the visitor
 * typed under the label they typed it at. Per form, the three shortest paths through a success.
 */
vi.mock('../../lib/resend-queue', () => ({ startResendQueue: vi.fn() }))

// PGlite needs Node's own URL, so this file runs in Node; the lead backup gets a storage of its own.
const kept = new Map<string, string>()
const memoryStorage = {
  getItem: (key: string) => kept.get(key) ?? null,
  setItem: (key: string, value: string) => kept.set(key, String(value)),
  removeItem: (key: string) => kept.delete(key),
  clear: () => kept.clear(),
  key: (index: number) => [...kept.keys()][index] ?? null,
  get length() {
    return kept.size
  },
}
beforeEach(() => vi.stubGlobal('localStorage', memoryStorage))

let store: LeadStore
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>
beforeAll(async () => {
  store = await openTestStore()
  smtp = await startSmtpPeer()
})
afterAll(async () => {
  await smtp.stop()
  await store.close()
})

const PATHS_PER_FORM = 3
// A Tuesday, 10 AM AEST: within support hours, so the answer carries no later reply time.
const TUESDAY_MORNING = Date.parse('2026-11-24T00:00:00Z')

async function realIntake(kind: string): Promise<RealServer> {
  const { app, outbox } = createTestServer(store, testConfig({ smtpUrl: smtp.url }), { now: () => TUESDAY_MORNING })
  const testCase = leadFormCases.find((c) => c.kind === kind)
  return {
    take: async (request) => {
      const answer = await app.request('/api/send-email', jsonPost(request.body))
      request.respond(answer.status, await answer.json())
    },
    checkStored: async (where, request, sent) => {
      const lead = await findLead(store, request.body.id)
      expect({ where, form: lead?.form, data: lead?.data }).toEqual({ where, form: kind, data: sent })
      await outbox.drain()
      // The team's mail (not the visitor's acknowledgement): to the leads mailbox, about this lead.
      const config = testConfig()
      const raw = smtp.received.find(
        (m) => m.to.includes(config.leadsTo[0] ?? '') && m.raw.includes(request.body.id),
      )?.raw
      expect(raw, `${where}: the team's mail for this lead`).toBeDefined()
      const lines = parseMail(raw ?? '')
        .text.split('\n')
        .map((line) => line.trim().toLowerCase())
      for (const entry of testCase?.entries ?? []) {
        const typed = entryValue(entry.value)
        const shown = Array.isArray(typed) ? typed.join(', ') : typed
        const label = entry.inMail ?? entry.label
        expect(lines, `${where}: "${label}" in the mail`).toContain(`${label}: ${shown}`.toLowerCase())
      }
    },
  }
}

for (const testCase of leadFormCases) {
  const throughSuccess = casePaths(testCase)
    .filter((path) => path.some((step) => step.event === 'serverOk'))
    .sort((a, b) => a.length - b.length)
    .slice(0, PATHS_PER_FORM)
  walkMachinePaths([testCase], { paths: () => throughSuccess, server: () => realIntake(testCase.kind) })
}
