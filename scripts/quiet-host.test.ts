import { describe, expect, it } from 'vitest'
import { createQuietGate, type HostClock, quietSettings } from './quiet-host'

/** A host whose CPU samples read `shares` in turn, each sample taking the time it asks for. */
function fakeHost(shares: number[], load = 0.7) {
  let now = 0
  let reading = 0
  const samples: number[] = []
  const clock: HostClock = {
    busyShare: async (ms) => {
      samples.push(ms)
      now += ms
      return shares[Math.min(reading++, shares.length - 1)] ?? 0
    },
    loadavg: () => load,
    now: () => now,
  }
  return { clock, samples }
}

const settings = { maxBusy: 0.15, sampleMs: 3000, waitMs: 10_000 }

describe('the quiet-host gate', () => {
  it('takes one sample and does not wait on a quiet host', async () => {
    const { clock, samples } = fakeHost([0.04])
    const gate = createQuietGate(settings, clock)
    expect(await gate.before('run 1')).toEqual({ label: 'run 1', busy: 0.04, load: 0.7, quiet: true, waitedMs: 3000 })
    expect(samples).toEqual([3000])
    expect(gate.busy).toBe(false)
  })

  it('samples again until the CPU is quiet, whatever the load average says', async () => {
    const { clock, samples } = fakeHost([0.9, 0.5, 0.1], 1.8)
    const gate = createQuietGate(settings, clock)
    expect(await gate.before('run 1')).toEqual({ label: 'run 1', busy: 0.1, load: 1.8, quiet: true, waitedMs: 9000 })
    expect(samples).toHaveLength(3)
    expect(gate.busy).toBe(false)
  })

  it('gives up after the bounded wait, marks the host busy and stops waiting for later runs', async () => {
    const { clock, samples } = fakeHost([0.6, 0.6, 0.6, 0.6, 0.6, 0.4, 0.05])
    const gate = createQuietGate(settings, clock)
    expect(await gate.before('run 1')).toMatchObject({ busy: 0.6, quiet: false, waitedMs: 12_000 })
    expect(samples).toHaveLength(4)
    expect(await gate.before('run 2')).toMatchObject({ busy: 0.6, quiet: false, waitedMs: 3000 })
    expect(await gate.before('run 3')).toMatchObject({ busy: 0.4, quiet: false })
    expect(await gate.before('run 4')).toMatchObject({ busy: 0.05, quiet: true })
    expect(samples).toHaveLength(7)
    expect(gate.busy).toBe(true)
    expect(gate.checks.map((c) => c.label)).toEqual(['run 1', 'run 2', 'run 3', 'run 4'])
  })

  it('reads its settings from the environment, with defaults', () => {
    expect(quietSettings({})).toEqual({ maxBusy: 0.15, sampleMs: 3000, waitMs: 300_000 })
    expect(quietSettings({ BENCH_QUIET_CPU: '0.1', BENCH_QUIET_SAMPLE_S: '2', BENCH_QUIET_WAIT_S: '10' })).toEqual({
      maxBusy: 0.1,
      sampleMs: 2000,
      waitMs: 10_000,
    })
    expect(quietSettings({ BENCH_QUIET_WAIT_S: 'soon' }).waitMs).toBe(300_000)
  })
})
