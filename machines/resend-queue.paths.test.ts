import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Actor, createActor, fromPromise } from 'xstate'
import { coverage, transitionPaths } from './models/paths'
import { QUEUE_BASE_MS, QUEUE_MAX_MS, resendQueueModel } from './models/resend-queue.model'
import { type FlushResult, resendQueueMachine } from './resend-queue.machine'

/**
 * The resend queue model's paths (machines/models/resend-queue.model.ts) on the machine, with a fake
 * clock. The test plays the rounds' answers and checks after every step what the model says can be
 * told from outside: whether a round started, whether one is in flight, and exactly when the next
 * one starts by the clock (none at all while the queue rests).
 */
interface Round {
  answer: (result: FlushResult | Error) => void
  settled: boolean
}

function harness() {
  const rounds: Round[] = []
  const sendPending = fromPromise<FlushResult>(
    () =>
      new Promise<FlushResult>((resolve, reject) => {
        const round: Round = {
          settled: false,
          answer: (result) => {
            round.settled = true
            if (result instanceof Error) reject(result)
            else resolve(result)
          },
        }
        rounds.push(round)
      }),
  )
  let actor: Actor<typeof resendQueueMachine> | null = null
  const start = (startNow: boolean) => {
    actor = createActor(resendQueueMachine.provide({ actors: { sendPending } }), {
      input: { baseDelayMs: QUEUE_BASE_MS, maxDelayMs: QUEUE_MAX_MS, startNow },
    }).start()
  }
  const send = (type: 'queue.add' | 'queue.flush' | 'queue.online') => actor?.send({ type })
  const inFlight = () => rounds.some((r) => !r.settled)
  return { rounds, start, send, inFlight, started: () => actor !== null, stop: () => actor?.stop() }
}

describe("resend queue machine: the oracle model's paths", () => {
  const paths = transitionPaths(resendQueueModel)

  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(0)
  })
  afterEach(() => vi.useRealTimers())

  it('walk every state and transition of the model', () => {
    expect(coverage(resendQueueModel, paths)).toEqual({ states: '9/9', transitions: '32/32' })
  })

  for (const path of paths) {
    it(path.map((s) => resendQueueModel.eventText[s.event]).join(' → '), async () => {
      const q = harness()
      // How long the queue has waited in its current wait, as the test moved the clock.
      let waited = 0
      for (const [index, step] of path.entries()) {
        const where = `step ${index + 1}: ${step.from} → ${step.event} → ${step.to}`
        const roundsBefore = q.rounds.length
        const before = resendQueueModel.states[step.from]
        switch (step.event) {
          case 'pageStarts':
            q.start(true)
            break
          case 'leadFails':
            if (q.started()) q.send('queue.add')
            else q.start(false)
            break
          case 'sendNow':
            q.send('queue.flush')
            break
          case 'online':
            q.send('queue.online')
            break
          case 'allTaken':
            q.rounds.at(-1)?.answer({ delivered: 1, remaining: 0 })
            break
          case 'someLeft':
            q.rounds.at(-1)?.answer({ delivered: 0, remaining: 1 })
            break
          case 'storageFails':
            q.rounds.at(-1)?.answer(new DOMException('full', 'QuotaExceededError'))
            break
          case 'waitEnds':
            await vi.advanceTimersByTimeAsync((before.waitMs ?? 0) - waited)
            break
        }
        await vi.advanceTimersByTimeAsync(0)

        const effects = step.effects ?? {}
        expect(q.rounds.length - roundsBefore, `${where}: rounds started`).toBe(effects.round ? 1 : 0)
        const expected = resendQueueModel.states[step.to]
        expect(q.inFlight(), `${where}: a round in flight`).toBe(expected.sending)

        if (expected.waitMs !== null && step.from !== step.to) {
          // A new wait: no round until a millisecond before it is due (the next step may take it).
          waited = expected.waitMs - 1
          await vi.advanceTimersByTimeAsync(waited)
          expect(q.rounds.length - roundsBefore, `${where}: no round before ${expected.waitMs} ms`).toBe(
            effects.round ? 1 : 0,
          )
        }
        if (step.to === 'idle' || step.to === 'notStarted') {
          const restingSince = q.rounds.length
          await vi.advanceTimersByTimeAsync(10 * QUEUE_MAX_MS)
          expect(q.rounds.length, `${where}: no round while the queue rests`).toBe(restingSince)
        }
      }
      q.stop()
    })
  }
})
