/**
 * The QA plan's switch (docs/test-plan.md, "Make the server answer each way"): with
 * `LEAD_TEST_ANSWER=500` (or 503, 408, 429, 422) the local server answers every lead sent by the page's
 * script with that status, storing nothing, so a tester can walk the failure paths by hand. It works only
 * while the server listens on this machine alone (127.0.0.1, ::1 or localhost): a server others can reach
 * never fakes an answer, whatever its environment says.
 */
const ANSWERS = {
  '408': { error: 'Request timeout (LEAD_TEST_ANSWER=408).' },
  '422': {
    error: 'Some fields are not valid',
    fields: { email: 'The test server refuses this email address (LEAD_TEST_ANSWER=422).' },
  },
  '429': { error: 'Too many requests (LEAD_TEST_ANSWER=429).' },
  '500': { error: 'Something went wrong on our side (LEAD_TEST_ANSWER=500).' },
  '503': { error: 'The store is busy (LEAD_TEST_ANSWER=503).' },
} as const

export type TesterAnswer = keyof typeof ANSWERS
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost'])

/** The answer to fake, or null; a reason when the variable is set but can't be honoured. */
export function testerAnswer(
  value: string | undefined,
  host: string,
): { answer: TesterAnswer | null; problem?: string } {
  if (!value) return { answer: null }
  if (!Object.hasOwn(ANSWERS, value))
    return { answer: null, problem: `LEAD_TEST_ANSWER must be one of ${Object.keys(ANSWERS).join(', ')}` }
  if (!LOOPBACK.has(host))
    return {
      answer: null,
      problem: `LEAD_TEST_ANSWER is ignored: the server listens on ${host}, not on this machine alone`,
    }
  return { answer: value as TesterAnswer }
}

/** Wraps the app's fetch: lead posts to /api/send-email get the tester's answer; everything else passes. */
export function withTesterAnswer(
  fetch: (request: Request) => Response | Promise<Response>,
  answer: TesterAnswer | null,
): (request: Request) => Response | Promise<Response> {
  if (answer === null) return fetch
  return (request) => {
    if (request.method !== 'POST' || new URL(request.url).pathname !== '/api/send-email') return fetch(request)
    const headers: Record<string, string> = { 'content-type': 'application/json', 'cache-control': 'no-store' }
    if (answer === '429' || answer === '503') headers['retry-after'] = '30'
    return new Response(JSON.stringify(ANSWERS[answer]), { status: Number(answer), headers })
  }
}
