import { assign, fromPromise, setup } from 'xstate'

/**
 * Sends the leads this browser backed up until the server answers for each of them. It follows the
 * server's answer per lead (src/lib/resend-queue.ts): taken → sent; refused (4xx) → never again;
 * unreachable (network, 5xx) → try later. This machine decides *when*: at once on start, when the
 * browser comes back online or the visitor asks, and otherwise after a delay that doubles while the
 * server stays unreachable.
 */
export interface FlushResult {
  /** Leads the server took in this round. */
  delivered: number
  /** Leads still waiting for a server that could not be reached. */
  remaining: number
}

export interface ResendQueueContext {
  baseDelayMs: number
  maxDelayMs: number
  /** Rounds in a row that left leads waiting. */
  failures: number
  last: FlushResult | null
}

export type ResendQueueEvent =
  | { type: 'queue.flush' }
  | { type: 'queue.online' }
  /** A lead was just backed up because the server failed: try it after a delay, not at once. */
  | { type: 'queue.add' }

export const resendQueueMachine = setup({
  // Stryker disable next-line ObjectLiteral: types are for TypeScript only (equivalent)
  types: {
    context: {} as ResendQueueContext,
    events: {} as ResendQueueEvent,
    input: {} as { baseDelayMs?: number; maxDelayMs?: number; startNow?: boolean },
  },
  // Stryker disable ObjectLiteral,BlockStatement,StringLiteral: resend-queue.ts and the tests provide sendPending (equivalent)
  actors: {
    sendPending: fromPromise<FlushResult>(async () => {
      throw new Error('sendPending is not provided')
    }),
  },
  // Stryker restore ObjectLiteral,BlockStatement,StringLiteral
  delays: {
    backoff: ({ context }) =>
      Math.min(context.maxDelayMs, context.baseDelayMs * 2 ** Math.max(0, context.failures - 1)),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: no #resendQueue target or devtools reads the machine's id (equivalent)
  id: 'resendQueue',
  context: ({ input }) => ({
    baseDelayMs: input.baseDelayMs ?? 30_000,
    maxDelayMs: input.maxDelayMs ?? 30 * 60_000,
    // Started for a lead that just failed: the first retry waits the base delay.
    failures: input.startNow === false ? 1 : 0,
    last: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: ({ context }) => context.failures > 0, target: 'waiting' }, { target: 'sending' }],
    },
    sending: {
      invoke: {
        src: 'sendPending',
        onDone: [
          {
            guard: ({ event }) => event.output.remaining === 0,
            target: 'idle',
            actions: assign({ failures: 0, last: ({ event }) => event.output }),
          },
          {
            target: 'waiting',
            actions: assign({ failures: ({ context }) => context.failures + 1, last: ({ event }) => event.output }),
          },
        ],
        // Storage failed while sending: try again later like an unreachable server.
        onError: { target: 'waiting', actions: assign({ failures: ({ context }) => context.failures + 1 }) },
      },
    },
    waiting: {
      after: { backoff: 'sending' },
      on: {
        'queue.flush': 'sending',
        'queue.online': { target: 'sending', actions: assign({ failures: 0 }) },
      },
    },
    // Nothing left to send; a new backup or the visitor's "Send now" starts a round.
    idle: {
      on: {
        'queue.flush': 'sending',
        'queue.online': 'sending',
        'queue.add': { target: 'waiting', actions: assign({ failures: 1 }) },
      },
    },
  },
})
