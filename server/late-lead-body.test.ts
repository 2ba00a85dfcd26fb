// @vitest-environment node
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { LeadIntake } from './lead-intake'
import { registerSendEmail } from './send-email'

/**
 * What a visitor's browser is told when a lead's body stops arriving (decision 252), in the mutation run's
 * tests without sockets or clocks to race: server/lead-body-deadline.test.ts times the same on a real
 * socket. A body that never ends, on the JSON endpoint with its own deadline.
 */
async function lateLead(deadlineMs: number, headers: Record<string, string> = {}) {
  const accepted: unknown[] = []
  const intake: LeadIntake = {
    accept: async (_, submission) => {
      accepted.push(submission)
      return { outcome: 'dropped', id: 'never' }
    },
  }
  const app = new Hono()
  registerSendEmail(app, intake, deadlineMs)
  // The first bytes of a lead, then nothing more.
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(new TextEncoder().encode('{"id":"3f2c')),
  })
  const answer = app.request('/api/send-email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit)
  // Not held until Node's requestTimeout (300 s): answered at the deadline, give or take a busy machine.
  const waitMs = deadlineMs + 4000
  let timer: ReturnType<typeof setTimeout> | undefined
  const noAnswer = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer ${waitMs} ms after the body stopped`)), waitMs)
  })
  try {
    return { response: await Promise.race([answer, noAnswer]), accepted }
  } finally {
    clearTimeout(timer)
  }
}

describe('a lead body that stops arriving, at the deadline a site can be set to', () => {
  it('is answered 408 "within 1 second", the connection closed, and nothing reaches the intake', async () => {
    // As a browser's fetch sends it: the length of the whole lead first.
    const { response, accepted } = await lateLead(1000, { 'content-length': '300' })
    expect(response.status).toBe(408)
    expect(response.headers.get('connection')).toBe('close')
    expect(await response.json()).toEqual({
      error: 'The request did not arrive in full within 1 second, so nothing was saved. Please send it again.',
    })
    expect(accepted).toEqual([])
  })

  it('says a deadline that is not one second in seconds (a body sent in chunks, of no stated length)', async () => {
    const { response } = await lateLead(1500)
    expect(response.status).toBe(408)
    expect((await response.json()).error).toBe(
      'The request did not arrive in full within 1.5 seconds, so nothing was saved. Please send it again.',
    )
  })
})
