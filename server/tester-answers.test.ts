import { describe, expect, it } from 'vitest'
import { testerAnswer, withTesterAnswer } from './tester-answers'

const app = async () => new Response('from the app', { status: 201 })
const lead = () => new Request('http://127.0.0.1:8787/api/send-email', { method: 'POST', body: '{}' })

describe('LEAD_TEST_ANSWER, the QA plan switch', () => {
  it('answers lead posts with the chosen status and leaves every other request to the app', async () => {
    const fetch = withTesterAnswer(app, testerAnswer('429', '127.0.0.1').answer)
    const faked = await fetch(lead())
    expect(faked.status).toBe(429)
    expect(faked.headers.get('retry-after')).toBe('30')
    expect(await faked.json()).toEqual({ error: 'Too many requests (LEAD_TEST_ANSWER=429).' })
    expect((await fetch(new Request('http://127.0.0.1:8787/api/admin/session'))).status).toBe(201)
    const refused = await withTesterAnswer(app, testerAnswer('422', 'localhost').answer)(lead())
    expect(await refused.json()).toMatchObject({ fields: { email: expect.stringContaining('refuses') } })
  })

  it('is ignored, and says why, on a server others can reach or with an unknown status', async () => {
    expect(testerAnswer('500', '0.0.0.0')).toEqual({ answer: null, problem: expect.stringContaining('0.0.0.0') })
    expect(testerAnswer('404', '127.0.0.1')).toEqual({ answer: null, problem: expect.stringContaining('one of') })
    expect(testerAnswer(undefined, '127.0.0.1')).toEqual({ answer: null })
    expect((await withTesterAnswer(app, null)(lead())).status).toBe(201)
  })
})
