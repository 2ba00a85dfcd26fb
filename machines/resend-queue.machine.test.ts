import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { type FlushResult, resendQueueMachine } from './resend-queue.machine'

/**
 * When the resend queue sends: at once, then after a delay that doubles while the server stays
 * unreachable (capped), at once again when the browser comes back online or the visitor asks.
 */

type Round = FlushResult | 'storage-fails'

function queue(rounds: Round[], input: { baseDelayMs?: number; maxDelayMs?: number } = {}) {
  const startedAt: number[] = []
  const sendPending = fromPromise<FlushResult>(async () => {
    startedAt.push(Date.now())
    const round = rounds.shift() ?? { delivered: 0, remaining: 0 }
    if (round === 'storage-fails') throw new Error('QuotaExceededError')
    return round
  })
  const actor = createActor(resendQueueMachine.provide({ actors: { sendPending } }), { input }).start()
  return { actor, startedAt }
}

const down = { delivered: 0, remaining: 1 }
const done = { delivered: 1, remaining: 0 }

describe('the resend queue machine', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(0)
  })
  afterEach(() => vi.useRealTimers())

  it('sends at once and rests once nothing is left', async () => {
    const { actor, startedAt } = queue([done])
    await vi.advanceTimersByTimeAsync(0)
    expect(startedAt).toEqual([0])
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ failures: 0, last: done })
    await vi.advanceTimersByTimeAsync(60 * 60_000)
    expect(startedAt).toHaveLength(1)
  })

  it('retries after 30 s, then 60 s, 120 s … doubling up to 30 minutes by default', async () => {
    const { actor, startedAt } = queue(Array.from({ length: 9 }, () => down))
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('waiting')
    expect(actor.getSnapshot().context).toMatchObject({ failures: 1, last: down })
    await vi.advanceTimersByTimeAsync(3 * 60 * 60_000)
    const gaps = startedAt.slice(1).map((t, i) => (t - (startedAt[i] ?? 0)) / 1000)
    expect(gaps.slice(0, 8)).toEqual([30, 60, 120, 240, 480, 960, 1800, 1800])
  })

  it('takes its delays from the input', async () => {
    const { startedAt } = queue([down, down, down, down], { baseDelayMs: 1000, maxDelayMs: 3000 })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(startedAt).toEqual([0, 1000, 3000, 6000, 9000])
  })

  it('a round that finds nothing left resets the backoff', async () => {
    const { actor, startedAt } = queue([down, down, done, down], { baseDelayMs: 1000 })
    await vi.advanceTimersByTimeAsync(3000)
    expect(startedAt).toEqual([0, 1000, 3000])
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.failures).toBe(0)
    vi.setSystemTime(10_000)
    actor.send({ type: 'queue.flush' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.failures).toBe(1)
    await vi.advanceTimersByTimeAsync(1000) // back to the base delay
    expect(startedAt.at(-1)).toBe(11_000)
  })

  it('storage failing during a round is retried later like an unreachable server', async () => {
    const { actor, startedAt } = queue(['storage-fails', done], { baseDelayMs: 1000 })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('waiting')
    expect(actor.getSnapshot().context).toMatchObject({ failures: 1, last: null })
    await vi.advanceTimersByTimeAsync(1000)
    expect(startedAt).toEqual([0, 1000])
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('"Send now" while waiting sends at once and keeps the backoff', async () => {
    const { actor, startedAt } = queue([down, down, down], { baseDelayMs: 1000 })
    await vi.advanceTimersByTimeAsync(0)
    vi.setSystemTime(500)
    actor.send({ type: 'queue.flush' })
    await vi.advanceTimersByTimeAsync(0)
    expect(startedAt).toEqual([0, 500])
    expect(actor.getSnapshot().context.failures).toBe(2)
    await vi.advanceTimersByTimeAsync(2000) // doubled
    expect(startedAt).toEqual([0, 500, 2500])
  })

  it('coming back online sends at once and starts the backoff again', async () => {
    const { actor, startedAt } = queue([down, down, down, down], { baseDelayMs: 1000 })
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().context.failures).toBe(2)
    vi.setSystemTime(1500)
    actor.send({ type: 'queue.online' })
    await vi.advanceTimersByTimeAsync(0)
    expect(startedAt).toEqual([0, 1000, 1500])
    expect(actor.getSnapshot().context.failures).toBe(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(startedAt).toEqual([0, 1000, 1500, 2500])
  })

  it('a new backup or going online wakes an idle queue', async () => {
    const { actor, startedAt } = queue([done, done, done])
    await vi.advanceTimersByTimeAsync(0)
    vi.setSystemTime(100)
    actor.send({ type: 'queue.flush' })
    await vi.advanceTimersByTimeAsync(0)
    vi.setSystemTime(200)
    actor.send({ type: 'queue.online' })
    await vi.advanceTimersByTimeAsync(0)
    expect(startedAt).toEqual([0, 100, 200])
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('a lead kept while it rests is tried after the base delay, and if the server is still down the delay then doubles', async () => {
    const { actor, startedAt } = queue([done, down, down], { baseDelayMs: 1000 })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'queue.add' })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(startedAt).toEqual([0, 1000, 3000, 7000])
  })

  it('without a sender it waits and tries again', async () => {
    const actor = createActor(resendQueueMachine, { input: {} }).start()
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('waiting')
    actor.stop()
  })
})
