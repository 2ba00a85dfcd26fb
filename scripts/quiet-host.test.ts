import { describe, expect, it } from 'vitest'
import { createQuietGate, type HostClock, quietSettings } from './quiet-host'

/** A clock whose load average follows `loads` as time passes (one value per reading). */
function fakeHost(loads: number[]) {
  let now = 0
  let reading = 0
  const slept: number[] = []
  const clock: HostClock = {
    loadavg: () => loads[Math.min(reading++, loads.length - 1)] ?? 0,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms)
      now += ms
    },
  }
  return { clock, slept }
}

const settings = { maxLoad: 1, waitMs: 20_000, pollMs: 5000 }

describe('the quiet-host gate', () => {
  it('does not wait on a quiet host', async () => {
    const { clock, slept } = fakeHost([0.4])
    const gate = createQuietGate(settings, clock)
    expect(await gate.before('run 1')).toEqual({ label: 'run 1', load: 0.4, quiet: true, waitedMs: 0 })
    expect(slept).toEqual([])
    expect(gate.busy).toBe(false)
  })

  it('waits until the load average is below the limit', async () => {
    const { clock, slept } = fakeHost([1.6, 1.2, 1.0, 0.93])
    const gate = createQuietGate(settings, clock)
    expect(await gate.before('run 1')).toEqual({ label: 'run 1', load: 0.93, quiet: true, waitedMs: 15_000 })
    expect(slept).toEqual([5000, 5000, 5000])
    expect(gate.busy).toBe(false)
  })

  it('gives up after the bounded wait, marks the host busy and stops waiting for later runs', async () => {
    const { clock, slept } = fakeHost([3, 3, 3, 3, 3, 2.5, 0.5])
    const gate = createQuietGate(settings, clock)
    expect(await gate.before('run 1')).toEqual({ label: 'run 1', load: 3, quiet: false, waitedMs: 20_000 })
    expect(slept).toEqual([5000, 5000, 5000, 5000])
    expect(await gate.before('run 2')).toMatchObject({ load: 2.5, quiet: false, waitedMs: 0 })
    expect(await gate.before('run 3')).toMatchObject({ load: 0.5, quiet: true })
    expect(slept).toHaveLength(4)
    expect(gate.busy).toBe(true)
    expect(gate.checks.map((c) => c.label)).toEqual(['run 1', 'run 2', 'run 3'])
  })

  it('never sleeps past the bound', async () => {
    const { clock, slept } = fakeHost([2])
    const gate = createQuietGate({ maxLoad: 1, waitMs: 7000, pollMs: 5000 }, clock)
    await gate.before('run 1')
    expect(slept).toEqual([5000, 2000])
  })

  it('reads its settings from the environment, with defaults', () => {
    expect(quietSettings({})).toEqual({ maxLoad: 1, waitMs: 300_000, pollMs: 5000 })
    expect(quietSettings({ BENCH_QUIET_LOAD: '0.5', BENCH_QUIET_WAIT_S: '10' })).toMatchObject({
      maxLoad: 0.5,
      waitMs: 10_000,
    })
    expect(quietSettings({ BENCH_QUIET_WAIT_S: 'soon' }).waitMs).toBe(300_000)
  })
})
