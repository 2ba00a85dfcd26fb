import type { Model } from './paths'

/**
 * The oracle of the resend queue, from design.md's lead rules and decision 002, not from the machine:
 * leads this browser kept are sent at once when a page starts or the visitor asks; a lead that just
 * failed waits the base delay first; while the server stays unreachable the wait doubles up to a cap;
 * coming back online sends at once and starts the waits over; nothing is sent while nothing waits.
 *
 * The numbers are the test's: a base delay of 1 s and a cap of 3 s, so the waits are 1, 2, 3, 3 … s.
 * `waiting1` … `waiting3` are the waits after 1, 2 and 3 or more unanswered rounds; `sending0` …
 * `sending3` are rounds in flight, by the number of unanswered rounds before them.
 */
export type QueueState =
  | 'notStarted'
  | 'sending0'
  | 'sending1'
  | 'sending2'
  | 'sending3'
  | 'waiting1'
  | 'waiting2'
  | 'waiting3'
  | 'idle'

export type QueueEvent =
  | 'pageStarts'
  | 'leadFails'
  | 'allTaken'
  | 'someLeft'
  | 'storageFails'
  | 'waitEnds'
  | 'sendNow'
  | 'online'

export interface QueueEffects {
  /** A round of sending starts at this step. */
  round?: true
}

export interface QueueStateInfo {
  description: string
  /** A round is in flight. */
  sending: boolean
  /** How long until the next round, in ms, when one is due by the clock; null when none is. */
  waitMs: number | null
}

export const QUEUE_BASE_MS = 1000
export const QUEUE_MAX_MS = 3000

const sending = (before: number): QueueStateInfo => ({
  description: `a round is sending every lead kept in this browser (${before} unanswered before it)`,
  sending: true,
  waitMs: null,
})
const waiting = (ms: number): QueueStateInfo => ({
  description: `leads are waiting; the next round starts in ${ms / 1000} s`,
  sending: false,
  waitMs: ms,
})

const round = { round: true } as const

/** After a round in flight (k unanswered before it): all taken → rest; otherwise a longer wait, capped. */
const outcomes = (next: 'waiting1' | 'waiting2' | 'waiting3') => ({
  allTaken: { to: 'idle' as const },
  someLeft: { to: next },
  // The browser could not update its list while sending: try later, as for an unreachable server.
  storageFails: { to: next },
})

/** From a wait: the clock or the visitor starts the round; back online starts over from no failures. */
const fromWait = (
  next: 'sending1' | 'sending2' | 'sending3',
): Partial<Record<QueueEvent, { to: QueueState; effects?: QueueEffects }>> => ({
  waitEnds: { to: next, effects: round },
  sendNow: { to: next, effects: round },
  online: { to: 'sending0', effects: round },
  // Another failed lead joins the wait already running; it does not start a round or reset the clock.
  leadFails: { to: next.replace('sending', 'waiting') as QueueState },
})

export const resendQueueModel: Model<QueueState, QueueEvent, QueueEffects, QueueStateInfo> = {
  name: 'Resend queue (leads kept in this browser)',
  initial: 'notStarted',
  states: {
    notStarted: { description: 'no queue runs on this page yet', sending: false, waitMs: null },
    sending0: sending(0),
    sending1: sending(1),
    sending2: sending(2),
    sending3: sending(3),
    waiting1: waiting(QUEUE_BASE_MS),
    waiting2: waiting(2 * QUEUE_BASE_MS),
    waiting3: waiting(QUEUE_MAX_MS),
    idle: {
      description: 'nothing waits; no round starts, however long the page stays open',
      sending: false,
      waitMs: null,
    },
  },
  transitions: {
    notStarted: { pageStarts: { to: 'sending0', effects: round }, leadFails: { to: 'waiting1' } },
    // A round in flight finishes first: a request to send now, a new failure or coming online changes nothing.
    sending0: {
      ...outcomes('waiting1'),
      sendNow: { to: 'sending0' },
      leadFails: { to: 'sending0' },
      online: { to: 'sending0' },
    },
    sending1: outcomes('waiting2'),
    sending2: outcomes('waiting3'),
    sending3: outcomes('waiting3'),
    waiting1: fromWait('sending1'),
    waiting2: fromWait('sending2'),
    waiting3: fromWait('sending3'),
    idle: {
      // A lead that just failed is tried after the base delay, never at once (the server just failed).
      leadFails: { to: 'waiting1' },
      sendNow: { to: 'sending0', effects: round },
      online: { to: 'sending0', effects: round },
    },
  },
  eventText: {
    pageStarts: 'open a page with leads kept in this browser',
    leadFails: 'a lead fails to send and is kept in this browser',
    allTaken: 'the server takes every lead of the round',
    someLeft: 'the server cannot be reached for some lead (500 or offline)',
    storageFails: 'this browser cannot update its list during the round',
    waitEnds: 'wait until the next round is due',
    sendNow: 'press "Send now"',
    online: 'the browser comes back online',
  },
}
