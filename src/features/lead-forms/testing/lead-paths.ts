import { expect, onTestFinished, vi } from 'vitest'
import type { LeadEffects, LeadEvent, LeadState } from '../../../../machines/models/lead-form.model'
import type { LeadFormCase, NoticeText } from '../../../../machines/models/lead-form-cases'
import {
  casePaths,
  leadFormCases,
  type NetworkFault,
  networkFaults,
  noticeFor,
  preferredDate,
  serverAnswers,
  wireOf,
  withStorageBlocked,
} from '../../../../machines/models/lead-form-cases'
import type { Path } from '../../../../machines/models/paths'
import type { Notice } from '../../../content/notices'
import { pendingBackups } from '../../../lib/lead-backup'
import { watchNotices } from '../../../testing/page-requests'

/**
 * Walks the lead-form model's paths through one runner (the machine, or the rendered form) and
 * checks after every step what the model says a visitor should notice. The server is played here:
 * each lead POST waits until the path's next step answers it.
 */
export interface Observation {
  dialog: 'open' | 'closed'
  summary: boolean
  busy: boolean
}

export interface Driver {
  /** Everything the visitor does; the server's answers are handled by the harness. */
  act: (event: Exclude<LeadEvent, 'serverOk' | 'serverDown' | 'serverRefuses'>) => Promise<void>
  observe: () => Observation
  /** Every entry of the case is empty (a new form, or one reset after a success). */
  entriesEmpty: () => boolean
  /** Extra check of the step's notice where the runner can show it (a toast). */
  expectNoticeShown?: (notice: NoticeText) => Promise<void>
  /** Where focus is, where the runner has a page: on the error summary, or elsewhere. */
  focus?: () => 'summary' | 'elsewhere'
}

export type LeadPath = Path<LeadState, LeadEvent, LeadEffects>

export const pathsOf = casePaths

/** Every form as it is, and the forms named again with this browser's storage blocked. */
export const casesWithStorageBlocked = (kinds: string[]) => [
  ...leadFormCases,
  ...leadFormCases.filter((c) => kinds.includes(c.kind)).map(withStorageBlocked),
]

export const caseTitle = (testCase: LeadFormCase) =>
  testCase.storage === 'blocked' ? `${testCase.kind} (storage blocked)` : testCase.kind

/** Storage that throws on every write, as in private browsing or when it is full. */
export function blockStorageFor(testCase: LeadFormCase) {
  if (testCase.storage !== 'blocked') return
  const write = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })
  onTestFinished(() => write.mockRestore())
}

/** The typed value of an entry ("{preferredDate}" is a month ahead). */
export const entryValue = (value: string | string[]) => (value === '{preferredDate}' ? preferredDate() : value)

export function describePath(path: { event: LeadEvent }[]) {
  return path.map((s) => s.event).join(' → ')
}

// ---- The network -----------------------------------------------------------------------------------
export interface PendingRequest {
  body: { id: string; form: string; data: Record<string, unknown> }
  respond: (status: number, body: unknown, headers?: Record<string, string>) => void
  /** The network fails the request (offline, aborted). */
  fail: (error: Error) => void
}

/**
 * The server a path's `serverOk` steps reach instead of a played answer (the real intake), and what it
 * checks once the visitor has seen the answer: what was stored and mailed.
 */
export interface RealServer {
  take: (request: PendingRequest) => Promise<void>
  checkStored: (where: string, request: PendingRequest, expected: Record<string, unknown>) => Promise<void>
}

export interface WalkOptions {
  /** Where in `networkFaults` this path's first `serverDown` starts (the path's index, so all are played). */
  faultOffset?: number
  server?: RealServer
}

/** Plays one network fault for a request. */
export function playFault(request: PendingRequest, fault: NetworkFault) {
  if ('error' in fault) return request.fail(fault.error())
  const headers: Record<string, string> = 'retryAfter' in fault ? { 'retry-after': String(fault.retryAfter) } : {}
  request.respond(fault.status, { id: request.body.id, ...fault.body }, headers)
}

export function stubNetwork() {
  const requests: PendingRequest[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          requests.push({
            body: JSON.parse(String(init.body)),
            respond: (status, body, headers = {}) =>
              resolve(
                new Response(JSON.stringify(body), {
                  status,
                  headers: { 'content-type': 'application/json', ...headers },
                }),
              ),
            fail: reject,
          })
        }),
    ),
  )
  return requests
}

/** Walks one path. `driver` is made fresh for the path by the caller. */
export async function walk(
  testCase: LeadFormCase,
  path: LeadPath,
  driver: Driver,
  requests: PendingRequest[],
  options: WalkOptions = {},
) {
  let faultsPlayed = options.faultOffset ?? 0
  const seen: Notice[] = []
  const unsubscribe = watchNotices((notice) => seen.push(notice))
  const ids = new Set<string>()
  let lastId: string | null = null
  // The visitor changed the case's edit entry since the form was last emptied.
  let edited = false
  try {
    for (const [index, step] of path.entries()) {
      let where = `${testCase.kind} step ${index + 1} (${step.from} → ${step.event} → ${step.to})`
      const noticesBefore = seen.length
      const requestsBefore = requests.length
      const pendingBefore = pendingBackups().length
      const emptyBefore = driver.entriesEmpty()

      if (step.event === 'serverOk' || step.event === 'serverDown' || step.event === 'serverRefuses') {
        const request = requests.at(-1)
        if (!request) throw new Error(`${where}: no request to answer`)
        if (step.event === 'serverDown') {
          const fault = networkFaults[faultsPlayed++ % networkFaults.length] as NetworkFault
          where = `${where} [${fault.name}]`
          playFault(request, fault)
        } else if (step.event === 'serverOk' && options.server) {
          await options.server.take(request)
        } else {
          const { status, body } = serverAnswers[step.event]
          request.respond(status, { id: request.body.id, ...body })
        }
        await vi.waitFor(() => expect(driver.observe().busy, `${where}: still sending`).toBe(false))
        if (step.event === 'serverOk' && options.server)
          await options.server.checkStored(where, request, request.body.data)
      } else {
        await driver.act(step.event)
      }

      const expected = testCase.model.states[step.to]
      await vi.waitFor(() => {
        const seenNow = driver.observe()
        expect({ ...seenNow, where }).toEqual({
          dialog: expected?.dialog,
          summary: expected?.summary,
          busy: expected?.busy,
          where,
        })
      })

      const effects = step.effects ?? {}
      // The notice of this step, word for word, and no other.
      const wanted = noticeFor(testCase, effects)
      await vi.waitFor(() =>
        expect(
          seen.slice(noticesBefore).map((n) => ({ title: n.title, description: n.description })),
          `${where}: notices`,
        ).toEqual(wanted ? [wanted] : []),
      )
      if (wanted) await driver.expectNoticeShown?.(wanted)
      const { focus } = driver
      if (focus && effects.focus === 'summary')
        await vi.waitFor(() => expect(focus(), `${where}: focus on the error summary`).toBe('summary'))

      // The request this step sent: none, a new lead, or the unsent lead again under its own id.
      const sent = requests.slice(requestsBefore)
      expect(sent.length, `${where}: requests`).toBe(effects.request ? 1 : 0)
      const id = sent[0]?.body.id
      if (effects.request === 'new') {
        expect(ids.has(id ?? ''), `${where}: a new id`).toBe(false)
      } else if (effects.request === 'same') {
        expect(id, `${where}: the unsent lead's id`).toBe(lastId)
      }
      if (step.event === 'edit') edited = true
      if (effects.reset) edited = false
      if (id) {
        ids.add(id)
        lastId = id
        expect(sent[0]?.body.form).toBe(testCase.kind)
        // The whole payload: every field by its spec name, lists and booleans as such, hidden ones left out.
        expect(sent[0]?.body.data, `${where}: the lead's data`).toEqual(wireOf(testCase, edited))
      }

      expect(pendingBackups().length - pendingBefore, `${where}: leads waiting in this browser`).toBe(
        effects.backups ?? 0,
      )
      // What the visitor typed is kept through every step but a success, which empties the form.
      const visitorTyped = step.event === 'submitValid' || step.event === 'submitInvalid' || step.event === 'edit'
      if (effects.reset)
        expect({ emptyBefore, emptyAfter: driver.entriesEmpty(), where }).toEqual({
          emptyBefore: false,
          emptyAfter: true,
          where,
        })
      else if (!visitorTyped) expect(driver.entriesEmpty(), `${where}: entries kept`).toBe(emptyBefore)
    }
  } finally {
    unsubscribe()
  }
}
