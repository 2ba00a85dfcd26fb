// @vitest-environment node
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LeadKind } from '../src/forms/lead-kinds'
import { timeSlots } from '../src/forms/scheduling'
import { countLeads } from './leads'
import type { LeadStore } from './store'
import { createTestServer, openTestStore, sampleData, testConfig } from './test-support'

/**
 * Every request here is wrong in one way. Each must get a 4xx with a JSON `error` message, and none
 * may store anything. Generated from tables so adding a case is one line.
 */
interface BadCase {
  name: string
  status: 400 | 409 | 413 | 415 | 422
  /** A JS value sent as JSON, or raw bytes/text. */
  body: unknown
  raw?: boolean
  contentType?: string | null
  /** For 422: the field the error must name. */
  field?: string
}

const OMIT = Symbol('omit')
const valid = (kind: LeadKind) => ({ id: randomUUID(), form: kind, data: sampleData(kind) })
const withData = (kind: LeadKind, patch: Record<string, unknown>) => {
  const data: Record<string, unknown> = { ...sampleData(kind) }
  for (const [key, value] of Object.entries(patch)) {
    if (value === OMIT) delete data[key]
    else data[key] = value
  }
  return { id: randomUUID(), form: kind, data }
}
const rawJson = (text: string): Pick<BadCase, 'body' | 'raw'> => ({ body: text, raw: true })
const uuid = () => randomUUID()

const cases: BadCase[] = []
const add = (c: BadCase) => cases.push(c)

// Content types
for (const contentType of [
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'text/json',
  'application/jsonx',
  'application/ld+json',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json; charset=utf-80',
  null,
])
  add({ name: `content type ${contentType ?? '(none)'}`, status: 415, body: valid('contact'), contentType })

// Malformed JSON and encodings
for (const [name, text] of [
  ['empty body', ''],
  ['unclosed object', '{'],
  ['missing value', '{"id": }'],
  ['single quotes', "{'id': 'x'}"],
  ['trailing comma', '{"id": "x",}'],
  ['trailing garbage', '{} x'],
  ['bare word', 'undefined'],
  ['NaN', 'NaN'],
  ['comment', '/* hi */ {}'],
  ['truncated string', '{"id": "abc'],
  ['a NUL byte', '\u0000'],
  ['two objects', '{}{}'],
] as const)
  add({ name: `malformed JSON: ${name}`, status: 400, ...rawJson(text) })
add({ name: 'invalid UTF-8 bytes', status: 400, body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), raw: true })
add({ name: 'deeply nested arrays', status: 400, ...rawJson(`${'['.repeat(15_000)}${']'.repeat(15_000)}`) })

// Not an object
for (const [name, text] of [
  ['null', 'null'],
  ['an array', '[]'],
  ['a string', '"contact"'],
  ['a number', '42'],
  ['a boolean', 'true'],
  ['an array of a valid lead', JSON.stringify([valid('contact')])],
] as const)
  add({ name: `body is ${name}`, status: 400, ...rawJson(text) })

// Size
add({ name: 'body over 32 KB', status: 413, body: withData('contact', { message: 'x'.repeat(40_000) }) })
add({
  name: 'body over 32 KB in an unknown key',
  status: 413,
  body: { ...valid('contact'), padding: 'x'.repeat(33 * 1024) },
})
add({ name: 'body of 1 MB', status: 413, body: { ...valid('contact'), padding: '🦘'.repeat(256 * 1024) } })

// Prototype pollution, at any depth
const contact = JSON.stringify(sampleData('contact')).slice(1, -1)
for (const [name, text] of [
  [
    'top-level __proto__',
    `{"__proto__": {"isAdmin": true}, "id": "${uuid()}", "form": "contact", "data": {${contact}}}`,
  ],
  [
    'top-level constructor',
    `{"constructor": {"prototype": {}}, "id": "${uuid()}", "form": "contact", "data": {${contact}}}`,
  ],
  ['top-level prototype', `{"prototype": 1, "id": "${uuid()}", "form": "contact", "data": {${contact}}}`],
  ['data.__proto__', `{"id": "${uuid()}", "form": "contact", "data": {${contact}, "__proto__": {"polluted": 1}}}`],
  [
    'data.constructor.prototype',
    `{"id": "${uuid()}", "form": "contact", "data": {${contact}, "constructor": {"prototype": {"x": 1}}}}`,
  ],
  [
    '__proto__ inside an array item',
    `{"id": "${uuid()}", "form": "scheduling", "data": {"preferredTimeSlots": [{"__proto__": {"x": 1}}]}}`,
  ],
  [
    '__proto__ in an ignored field',
    `{"id": "${uuid()}", "form": "contact", "to": {"__proto__": {}}, "data": {${contact}}}`,
  ],
] as const)
  add({ name: `prototype pollution: ${name}`, status: 400, ...rawJson(text) })

// id
for (const [name, id] of [
  ['missing', OMIT],
  ['a number', 42],
  ['empty', ''],
  ['not a UUID', 'abc'],
  ['a UUID with a suffix', `${uuid()}x`],
  ['a UUID in braces', `{${uuid()}}`],
  ['a UUID without dashes', uuid().replace(/-/g, '')],
  ['non-hex characters', 'gggggggg-gggg-4ggg-8ggg-gggggggggggg'],
  ['null', null],
  ['an array', [uuid()]],
  ['an object', { id: uuid() }],
  ['SQL', "'; DROP TABLE leads;--"],
  ['a UUID with a newline', `${uuid()}\n`],
] as const) {
  const body: Record<string, unknown> = valid('contact')
  if (id === OMIT) delete body.id
  else body.id = id
  add({ name: `id ${name}`, status: 400, body })
}

// form
for (const [name, form] of [
  ['missing', OMIT],
  ['unknown', 'newsletter'],
  ['a number', 42],
  ['null', null],
  ['empty', ''],
  ['wrong case', 'Contact'],
  ['an inherited name', 'toString'],
  ['__proto__ as a value', '__proto__'],
  ['hasOwnProperty', 'hasOwnProperty'],
  ['an array', ['contact']],
] as const) {
  const body: Record<string, unknown> = valid('contact')
  if (form === OMIT) delete body.form
  else body.form = form
  add({ name: `form ${name}`, status: 422, body })
}

// data
for (const [name, data] of [
  ['missing', OMIT],
  ['null', null],
  ['an array', []],
  ['a string', 'name=Jane'],
  ['a number', 7],
  ['a boolean', true],
] as const) {
  const body: Record<string, unknown> = valid('contact')
  if (data === OMIT) delete body.data
  else body.data = data
  add({ name: `data ${name}`, status: 422, body })
}

// A lone surrogate outside the form's fields: the whole-body guard refuses it too.
add({
  name: 'lone surrogate in an ignored top-level field',
  status: 422,
  body: { ...valid('contact'), subject: 'Hi \ud800' },
})
add({
  name: 'lone surrogate in a data key',
  status: 422,
  body: { ...valid('contact'), data: { ...sampleData('contact'), 'x\udc00': 'y' } },
})

// Field-level faults, per kind: [kind, field, bad value (OMIT = missing), label]
const long = (n: number) => 'a'.repeat(n)
const fieldFaults: [LeadKind, string, unknown, string][] = [
  // scheduling
  ['scheduling', 'name', OMIT, 'missing'],
  ['scheduling', 'name', '', 'empty'],
  ['scheduling', 'name', '    ', 'only spaces'],
  ['scheduling', 'name', long(101), 'over 100 characters'],
  ['scheduling', 'name', 42, 'a number'],
  ['scheduling', 'name', ['Jane'], 'an array'],
  ['scheduling', 'name', 'Jane\nSmith', 'a line feed'],
  ['scheduling', 'name', 'Jane\rSmith', 'a carriage return'],
  ['scheduling', 'name', 'Jane\r\nBcc: x@evil.example', 'CRLF header injection'],
  ['scheduling', 'name', 'Jane\tSmith', 'a tab'],
  ['scheduling', 'name', 'Jane\u2028Smith', 'a line separator'],
  ['scheduling', 'name', 'Jane\u2029Smith', 'a paragraph separator'],
  ['scheduling', 'name', 'Jane\u0000Smith', 'a NUL'],
  ['scheduling', 'name', 'Jane\u0007', 'a bell'],
  ['scheduling', 'name', '\u001b[31mJane', 'an ANSI escape'],
  ['scheduling', 'name', 'Jane\u007f', 'a DEL'],
  ['scheduling', 'name', 'Jane\u000bSmith', 'a vertical tab'],
  ['scheduling', 'email', OMIT, 'missing'],
  ['scheduling', 'email', 'jane', 'no @'],
  ['scheduling', 'email', 'jane@', 'no domain'],
  ['scheduling', 'email', 'jane@@example.com', 'two @'],
  ['scheduling', 'email', 'jane example@example.com', 'a space'],
  ['scheduling', 'email', `${long(243)}@example.com`, 'over 254 characters'],
  ['scheduling', 'email', 12, 'a number'],
  ['scheduling', 'phone', OMIT, 'missing'],
  ['scheduling', 'phone', 'call me', 'letters'],
  ['scheduling', 'phone', '123', 'too short'],
  ['scheduling', 'phone', '0491\n570 156', 'a line feed'],
  ['scheduling', 'phone', 491570156, 'a number'],
  ['scheduling', 'organisation', 'Wattle\nCare', 'a line feed'],
  ['scheduling', 'organisation', long(151), 'over 150 characters'],
  ['scheduling', 'preferredService', 'bogus', 'an unknown choice'],
  ['scheduling', 'preferredDate', OMIT, 'missing'],
  ['scheduling', 'preferredDate', '', 'empty'],
  // In the past as of now: only a backup resent with the time it was sent first is stored (decision 312).
  ['scheduling', 'preferredDate', '2020-01-01', 'in the past'],
  ['scheduling', 'preferredDate', '2030-13-01', 'month 13'],
  ['scheduling', 'preferredDate', '01/12/2030', 'a D/M/Y date'],
  ['scheduling', 'preferredDate', '2030-12-01T10:00', 'a date-time'],
  ['scheduling', 'preferredDate', 20301201, 'a number'],
  ['scheduling', 'preferredTimeSlots', OMIT, 'missing'],
  ['scheduling', 'preferredTimeSlots', [], 'empty'],
  ['scheduling', 'preferredTimeSlots', ['25-26 PM'], 'an unknown slot'],
  ['scheduling', 'preferredTimeSlots', '9-10 AM', 'a string instead of a list'],
  ['scheduling', 'preferredTimeSlots', ['9-10 AM', '9-10 AM'], 'a duplicate'],
  ['scheduling', 'preferredTimeSlots', [...timeSlots, '9-10 AM'], 'nine slots'],
  ['scheduling', 'preferredTimeSlots', [1], 'a number in the list'],
  ['scheduling', 'timezone', OMIT, 'missing'],
  ['scheduling', 'timezone', 'PST', 'an unknown timezone'],
  ['scheduling', 'consultationType', 'carrier-pigeon', 'an unknown type'],
  ['scheduling', 'additionalNotes', long(2001), 'over 2000 characters'],
  ['scheduling', 'additionalNotes', 'ok\u0000', 'a NUL'],
  ['scheduling', 'additionalNotes', 5, 'a number'],
  ['scheduling', 'isAdmin', true, 'an unknown extra field'],
  ['scheduling', 'to', 'attacker@evil.example', 'a recipient smuggled into data'],
  // signup
  ['signup-modal', 'firstName', OMIT, 'missing'],
  ['signup-modal', 'lastName', 'Nguyen\r\nBcc: x@evil.example', 'CRLF header injection'],
  ['signup-modal', 'businessName', OMIT, 'missing'],
  ['signup-modal', 'businessName', 'Acme\nPty', 'a line feed'],
  ['signup-modal', 'businessType', OMIT, 'missing'],
  ['signup-modal', 'businessType', 'llc', 'an unknown type'],
  ['signup-modal', 'currentStatus', OMIT, 'missing'],
  ['signup-modal', 'currentStatus', 'registered-ish', 'an unknown status'],
  ['signup-modal', 'budget', 'a million', 'an unknown budget'],
  ['signup-modal', 'timeline', 'never', 'an unknown timeline'],
  ['signup-modal', 'hasClients', 'yes', 'a string instead of a boolean'],
  ['signup-modal', 'marketingConsent', 1, 'a number instead of a boolean'],
  ['signup-modal', 'serviceInterest', 'Audit\r\nBcc: x@evil.example', 'CRLF in the subject field'],
  ['signup-modal', 'serviceInterest', '', 'empty'],
  ['signup-modal', 'serviceInterest', long(151), 'over 150 characters'],
  ['signup-modal', 'clientCount', '12\n13', 'a line feed'],
  ['signup-modal', 'additionalInfo', long(5001), 'over 5000 characters'],
  ['signup-modal', 'subject', 'Free money', 'a subject smuggled into data'],
  // contact
  ['contact', 'message', OMIT, 'missing'],
  ['contact', 'message', '', 'empty'],
  ['contact', 'message', '\n\n  \n', 'only whitespace'],
  ['contact', 'message', long(5001), 'over 5000 characters'],
  ['contact', 'message', 'hello\u0000world', 'a NUL'],
  ['contact', 'message', 'ring\u0007', 'a bell'],
  ['contact', 'message', 'back\u0008space', 'a backspace'],
  ['contact', 'message', { text: 'hi' }, 'an object'],
  ['contact', 'organisation', 'Org\r\nName', 'CRLF'],
  ['contact', 'email', 'a@b', 'no top-level domain'],
  ['contact', 'email', 'jane@example.com\r\nBcc: x@evil.example', 'CRLF header injection'],
  ['contact', 'phone', '+', 'only a plus'],
  ['contact', 'cc', 'x@evil.example', 'a cc smuggled into data'],
  // test-email
  ['test-email', 'at', OMIT, 'missing'],
  ['test-email', 'at', 'yesterday', 'not a timestamp'],
  ['test-email', 'at', 1_700_000_000_000, 'a number'],
  ['test-email', 'page', 'about', 'another page'],
  ['test-email', 'page', OMIT, 'missing'],
  ['test-email', 'email', 'x@evil.example', 'an extra field'],
  // other enquiries
  ['download-guide', 'guide', 'bogus', 'an unknown guide'],
  ['download-guide', 'email', OMIT, 'missing'],
  ['sell-business', 'state', 'XX', 'an unknown state'],
  ['sell-business', 'businessName', OMIT, 'missing'],
  ['sell-business', 'registrationGroups', '0104\n0107', 'a line feed'],
  ['buy-business', 'message', OMIT, 'missing'],
  ['buy-business', 'state', 'California', 'an unknown state'],
  ['buy-business', 'budget', '$1m\r\nBcc: x@evil.example', 'CRLF header injection'],
]
// Lone UTF-16 surrogates (JSON escapes like "\ud800"): the database cannot store them, so they once
// answered 503 and the browser retried for ever. Every text field refuses them with 422.
const LONE_HIGH = '\ud83e'
const LONE_LOW = '\udd98'
fieldFaults.push(
  ['scheduling', 'name', `Jane ${LONE_HIGH}`, 'a lone high surrogate'],
  ['scheduling', 'name', `${LONE_LOW}Jane`, 'a lone low surrogate'],
  ['scheduling', 'organisation', `Wattle ${LONE_HIGH}Care`, 'a lone surrogate in an optional field'],
  ['scheduling', 'additionalNotes', `Notes\n${LONE_LOW}`, 'a lone surrogate in a long text'],
  ['scheduling', 'email', `jane${LONE_HIGH}@example.com`, 'a lone surrogate'],
  ['scheduling', 'phone', `0491 570 156${LONE_HIGH}`, 'a lone surrogate'],
  ['signup-modal', 'serviceInterest', `Audit ${LONE_LOW}${LONE_HIGH}`, 'reversed surrogates'],
  ['contact', 'message', `hello ${LONE_HIGH}`, 'a lone surrogate'],
  ['buy-business', 'message', LONE_LOW, 'only a lone surrogate'],
)

// Dates that do not exist or are out of any sensible range.
const nextYear = new Date().getFullYear() + 1
const nonLeap = [nextYear, nextYear + 1].find((y) => !((y % 4 === 0 && y % 100 !== 0) || y % 400 === 0)) ?? nextYear
fieldFaults.push(
  ['scheduling', 'preferredDate', `${nextYear}-02-30`, '30 February'],
  ['scheduling', 'preferredDate', `${nextYear}-04-31`, '31 April'],
  ['scheduling', 'preferredDate', `${nonLeap}-02-29`, '29 February of a common year'],
  ['scheduling', 'preferredDate', `${nextYear}-06-00`, 'day 0'],
  ['scheduling', 'preferredDate', '2099-02-30', '2099-02-30'],
  ['scheduling', 'preferredDate', '9999-12-31', 'year 9999'],
  ['scheduling', 'preferredDate', `${nextYear + 2}-12-31`, 'more than 2 years ahead'],
)

// Invisible characters that reorder or hide text, in one-line fields (they reach the mail subject
// through serviceInterest: "… URGENT: wire $9,999 \u202Efdp.exe").
fieldFaults.push(
  ['signup-modal', 'serviceInterest', 'URGENT: wire $9,999 \u202Efdp.exe', 'a right-to-left override'],
  ['signup-modal', 'serviceInterest', 'Audit \u2067Support\u2069', 'a right-to-left isolate'],
  ['signup-modal', 'firstName', 'Sam\u200B', 'a zero-width space'],
  ['signup-modal', 'businessName', 'Nguyen\u2060Supports', 'a word joiner'],
  ['signup-modal', 'clientCount', '12\u200F', 'a right-to-left mark'],
  ['scheduling', 'name', 'Jane\uFEFFCitizen', 'a byte-order mark inside'],
  ['scheduling', 'name', '\u200DJane', 'a leading zero-width joiner'],
  ['scheduling', 'name', 'Jane \u200C Citizen', 'a zero-width non-joiner between spaces'],
  ['scheduling', 'organisation', 'Wattle\u202DCare', 'a left-to-right override'],
  ['scheduling', 'email', 'jane\u200B@example.com', 'a zero-width space'],
  ['sell-business', 'registrationGroups', '0104\u202E, 0107', 'a right-to-left override'],
  ['buy-business', 'budget', '$500k\u00AD', 'a soft hyphen'],
  ['download-guide', 'name', 'Kim\u061CLee', 'an Arabic letter mark'],
)

// C1 control characters (U+0080-U+009F): NEL (U+0085) reached the mail Subject through serviceInterest.
fieldFaults.push(
  ['signup-modal', 'serviceInterest', 'Audit\u0085Support', 'a next-line (NEL) control'],
  ['scheduling', 'name', 'Jane\u0080Citizen', 'a C1 control'],
  ['scheduling', 'email', 'jane\u009f@example.com', 'a C1 control'],
  ['contact', 'message', 'hello\u009bworld', 'a C1 control in a long text'],
)

for (const [kind, field, value, label] of fieldFaults)
  add({ name: `${kind}.${field} ${label}`, status: 422, body: withData(kind, { [field]: value }), field })

describe('bad-input corpus', () => {
  let store: LeadStore
  let app: ReturnType<typeof createTestServer>['app']
  beforeAll(async () => {
    store = await openTestStore()
    app = createTestServer(store, testConfig()).app
    console.log(`bad-input corpus: ${cases.length} cases`)
  })
  afterAll(async () => {
    await store.close()
  })

  it('has at least 100 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(100)
  })

  it.each(cases.map((c) => [c.name, c] as const))('%s → 4xx with a JSON error', async (_name, c) => {
    const headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.99' }
    if (c.contentType !== null) headers['content-type'] = c.contentType ?? 'application/json'
    const payload = c.raw ? (c.body as string | Uint8Array) : JSON.stringify(c.body)
    // Bytes, so the runtime adds no Content-Type of its own.
    const bytes = (typeof payload === 'string' ? new TextEncoder().encode(payload) : payload) as Uint8Array<ArrayBuffer>
    const res = await app.request('/api/send-email', { method: 'POST', headers, body: bytes })

    expect(res.status).toBe(c.status)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    const json = (await res.json()) as { error?: unknown; fields?: Record<string, string> }
    expect(typeof json.error).toBe('string')
    expect((json.error as string).length).toBeGreaterThan(5)
    if (c.field) {
      const keys = Object.keys(json.fields ?? {})
      expect(keys.some((k) => k === c.field || k.startsWith(`${c.field}.`))).toBe(true)
    }
  })

  it('stored nothing', async () => {
    expect(await countLeads(store)).toBe(0)
  })
})
