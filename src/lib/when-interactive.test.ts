import { afterEach, describe, expect, it, vi } from 'vitest'

/** Each test loads a fresh copy of the module, as a page load does. */
async function fresh() {
  vi.resetModules()
  return import('./when-interactive')
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('whenInteractive: when the interactive code is fetched', () => {
  it('waits for the browser to be idle, then resolves once', async () => {
    let idle: () => void = () => {}
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback
      return 1
    })
    const { whenInteractive } = await fresh()
    const opened = vi.fn()
    void whenInteractive().then(opened)
    await settled()
    expect(opened).not.toHaveBeenCalled()
    idle()
    await settled()
    expect(opened).toHaveBeenCalledTimes(1)
    expect(whenInteractive()).toBe(whenInteractive())
  })

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin'])('opens at once on the first %s', async (type) => {
    vi.stubGlobal('requestIdleCallback', () => 1)
    const { whenInteractive } = await fresh()
    const opened = vi.fn()
    void whenInteractive().then(opened)
    await settled()
    expect(opened).not.toHaveBeenCalled()
    window.dispatchEvent(new Event(type))
    await settled()
    expect(opened).toHaveBeenCalledTimes(1)
  })

  it('without requestIdleCallback (Safari), opens after a short timer', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.useFakeTimers()
    const { whenInteractive } = await fresh()
    const opened = vi.fn()
    void whenInteractive().then(opened)
    await vi.advanceTimersByTimeAsync(299)
    expect(opened).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(opened).toHaveBeenCalledTimes(1)
  })
})

describe('whenIntent: when the lead UI is fetched (decision 201)', () => {
  it('does not open when the browser is idle, only on the first intent', async () => {
    let idle: () => void = () => {}
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback
      return 1
    })
    const { whenIntent, whenInteractive } = await fresh()
    const wanted = vi.fn()
    const interactive = vi.fn()
    void whenIntent().then(wanted)
    void whenInteractive().then(interactive)
    idle()
    await settled()
    expect(interactive).toHaveBeenCalledTimes(1)
    expect(wanted).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('pointerdown'))
    await settled()
    expect(wanted).toHaveBeenCalledTimes(1)
  })
})

describe('whenIntent: the first intent after the page started', () => {
  it('counts an intent that came before any part asked for the gate', async () => {
    vi.stubGlobal('requestIdleCallback', () => 1)
    const { whenIntent, whenInteractive } = await fresh()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }))
    const opened = vi.fn()
    void whenIntent().then(opened)
    void whenInteractive().then(opened)
    await settled()
    expect(opened).toHaveBeenCalledTimes(2)
  })
})
