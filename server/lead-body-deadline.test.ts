// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { afterEach, describe, expect, it } from 'vitest'
import { formDataFromValues } from '../src/forms/form-data'
import { DESK_BODY_TIMEOUT_MS, lateBodyMessage } from './json-body'
import { countLeads, findLead } from './leads'
import { createTestServer, leadRequest, sampleData, sleep, staffLogin, storePerFile, testConfig } from './test-support'

/**
 * A lead whose body stops arriving is answered 408 within LEAD_BODY_TIMEOUT_MS (not Node's 300 s), on
 * the JSON endpoint and on the form pages; a lead that arrives in time, even in pieces, is unaffected.
 */

const db = storePerFile()
const DEADLINE_MS = 800
const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

async function listening() {
  const config = testConfig({ leadBodyTimeoutMs: DEADLINE_MS, trustProxy: 0 })
  const { app, outbox } = createTestServer(db.store, config)
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
  await new Promise((resolve) => server.once('listening', resolve))
  closers.push(async () => {
    if ('closeAllConnections' in server) server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
  const mails = async () => {
    await outbox.drain()
    const dir = path.join(config.dataDir, 'outbox') // made by the first mail
    return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.eml')).length : 0
  }
  return { port: (server.address() as AddressInfo).port, mails }
}

interface Answer {
  status: number
  head: string
  body: string
  afterMs: number
}

/** Sends `head` and each of `pieces` `pauseMs` apart on a raw socket; the whole answer, or null after `waitMs`. */
async function rawRequest(port: number, head: string, pieces: string[], pauseMs: number, waitMs = 5000) {
  const socket = net.connect(port, '127.0.0.1')
  closers.push(async () => void socket.destroy())
  const started = Date.now()
  const answer = new Promise<Answer | null>((resolve) => {
    let text = ''
    const done = () => {
      const [headText = '', body = ''] = text.split('\r\n\r\n')
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headText)?.[1] ?? 0)
      resolve(text ? { status, head: headText.toLowerCase(), body, afterMs: Date.now() - started } : null)
    }
    socket.on('data', (data) => {
      text += data
      // Complete once the head and its Content-Length's bytes are in (none: the head alone).
      const [head, body] = text.split('\r\n\r\n')
      const length = Number(/content-length: (\d+)/i.exec(head ?? '')?.[1] ?? 0)
      if (body !== undefined && Buffer.byteLength(body) >= length) done()
    })
    socket.on('close', done)
    setTimeout(() => resolve(null), waitMs)
  })
  socket.write(head)
  for (const piece of pieces) {
    await sleep(pauseMs)
    if (!socket.destroyed) socket.write(piece)
  }
  return answer
}

const jsonHead = (length: number | 'chunked') =>
  `POST /api/send-email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${
    length === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`
  }\r\n\r\n`

const formHead = (port: number, length: number) =>
  `POST / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\n\r\n`

describe('a lead body that stops arriving', () => {
  it('POST /api/send-email: 408 with the reason in JSON within the deadline, the connection closed, nothing stored', async () => {
    const { port, mails } = await listening()
    const body = JSON.stringify(leadRequest('contact'))
    const answer = await rawRequest(port, jsonHead(Buffer.byteLength(body)), [body.slice(0, 20)], 0)
    expect(answer?.status).toBe(408)
    expect(answer?.afterMs).toBeLessThan(DEADLINE_MS + 1000)
    expect(answer?.head).toContain('connection: close')
    expect(JSON.parse(answer?.body ?? '')).toEqual({
      error: 'The request did not arrive in full within 0.8 seconds, so nothing was saved. Please send it again.',
    })
    expect(await countLeads(db.store)).toBe(0)
    expect(await mails()).toBe(0)
  })

  it('POST /api/send-email without a Content-Length (chunked): 408 within the deadline, nothing stored', async () => {
    const { port } = await listening()
    const answer = await rawRequest(port, jsonHead('chunked'), ['14\r\n{"id":"aaaaaaaaaaaaa\r\n'], 0)
    expect(answer?.status).toBe(408)
    expect(answer?.afterMs).toBeLessThan(DEADLINE_MS + 1000)
    expect(await countLeads(db.store)).toBe(0)
  })

  it('a form page: 408 with a page that says so within the deadline, nothing stored', async () => {
    const { port } = await listening()
    const form = formDataFromValues(sampleData('contact') as never).toString()
    const answer = await rawRequest(port, formHead(port, Buffer.byteLength(form)), [form.slice(0, 20)], 0)
    expect(answer?.status).toBe(408)
    expect(answer?.afterMs).toBeLessThan(DEADLINE_MS + 1000)
    expect(answer?.head).toContain('content-type: text/html')
    expect(answer?.body).toContain('did not arrive in full within 0.8 seconds')
    expect(await countLeads(db.store)).toBe(0)
  })
})

describe('a lead body that arrives in time', () => {
  it('in three pieces a fifth of the deadline apart: stored once, mailed once', async () => {
    const { port, mails } = await listening()
    const lead = leadRequest('contact')
    const body = JSON.stringify(lead)
    const third = Math.ceil(body.length / 3)
    const pieces = [body.slice(0, third), body.slice(third, 2 * third), body.slice(2 * third)]
    const answer = await rawRequest(port, jsonHead(Buffer.byteLength(body)), pieces, DEADLINE_MS / 5)
    expect(answer?.status).toBe(201)
    expect(JSON.parse(answer?.body ?? '')).toMatchObject({ id: lead.id, status: 'stored' })
    expect((await findLead(db.store, lead.id))?.form).toBe('contact')
    expect(await countLeads(db.store)).toBe(1)
    expect(await mails()).toBe(1)
  })

  it('a form page in pieces: 303 to the sent page, stored once', async () => {
    const { port } = await listening()
    const form = formDataFromValues(sampleData('contact') as never).toString()
    const half = Math.ceil(form.length / 2)
    const answer = await rawRequest(
      port,
      formHead(port, Buffer.byteLength(form)),
      [form.slice(0, half), form.slice(half)],
      DEADLINE_MS / 5,
    )
    expect(answer?.status).toBe(303)
    expect(answer?.head).toContain('location: /sent/')
    expect(await countLeads(db.store)).toBe(1)
  })
})

describe('a desk body that stops arriving', () => {
  it('POST /api/admin/reminders: 408 that says why, not the desk\'s 503 "cannot reach its records", the connection closed', async () => {
    const { port } = await listening()
    const local = {
      request: (url: string, init?: RequestInit) => fetch(url.replace('localhost', `127.0.0.1:${port}`), init),
    }
    const { cookie, csrf } = await staffLogin(local)
    const body = JSON.stringify({ on: false })
    const head = `POST /api/admin/reminders HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nCookie: ${cookie}\r\nX-CSRF-Token: ${csrf}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`
    const answer = await rawRequest(port, head, [body.slice(0, 5)], 0, 8000)
    expect(answer?.status).toBe(408)
    expect(answer?.afterMs).toBeLessThan(DESK_BODY_TIMEOUT_MS + 1000)
    expect(answer?.head).toContain('connection: close')
    expect(JSON.parse(answer?.body ?? '')).toEqual({ error: lateBodyMessage(DESK_BODY_TIMEOUT_MS) })
    // Nothing was changed: reminders are still on.
    const setting = await local.request('http://localhost/api/admin/reminders', { headers: { cookie } })
    expect(await setting.json()).toEqual({ on: true })
  })
})
