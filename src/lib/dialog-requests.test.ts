import { describe, expect, it, vi } from 'vitest'
import type { Notice } from '../content/notices'

/**
 * The channels between any button and the lazily loaded lead UI. Each test loads a fresh copy of the
 * module, as a page load does, so queued requests of one test never reach another.
 */
async function fresh() {
  vi.resetModules()
  return import('./dialog-requests')
}

const notice = (title: string): Notice => ({ kind: 'info', title, description: '' })

describe('dialog requests', () => {
  it('a request made before the lead UI is ready is delivered, once, when it subscribes', async () => {
    const { requestDialog, onDialogRequest } = await fresh()
    requestDialog({ kind: 'scheduling' })
    requestDialog({ kind: 'signup', serviceInterest: 'Audit support' })
    const first = vi.fn()
    onDialogRequest(first)
    expect(first.mock.calls).toEqual([[{ kind: 'scheduling' }], [{ kind: 'signup', serviceInterest: 'Audit support' }]])
    const second = vi.fn()
    onDialogRequest(second)
    expect(second).not.toHaveBeenCalled()
  })

  it('once the UI listens, requests go straight to it and are not queued', async () => {
    const { requestDialog, onDialogRequest } = await fresh()
    const listener = vi.fn()
    const stop = onDialogRequest(listener)
    requestDialog({ kind: 'scheduling' })
    expect(listener).toHaveBeenCalledWith({ kind: 'scheduling' })
    stop()
    const later = vi.fn()
    onDialogRequest(later)
    expect(later).not.toHaveBeenCalled()
  })

  it('an unsubscribed listener hears nothing more; requests then wait for the next one', async () => {
    const { requestDialog, onDialogRequest } = await fresh()
    const listener = vi.fn()
    const stop = onDialogRequest(listener)
    stop()
    requestDialog({ kind: 'scheduling' })
    expect(listener).not.toHaveBeenCalled()
    const next = vi.fn()
    onDialogRequest(next)
    expect(next).toHaveBeenCalledWith({ kind: 'scheduling' })
  })

  it('notices travel on their own channel, queued the same way', async () => {
    const { showNotice, onNotice, onDialogRequest } = await fresh()
    const dialogs = vi.fn()
    onDialogRequest(dialogs)
    showNotice(notice('Saved'))
    const notices = vi.fn()
    const stop = onNotice(notices)
    expect(notices).toHaveBeenCalledWith(notice('Saved'))
    showNotice(notice('Sent'))
    expect(notices).toHaveBeenCalledTimes(2)
    expect(dialogs).not.toHaveBeenCalled()
    stop()
    showNotice(notice('Later'))
    expect(notices).toHaveBeenCalledTimes(2)
  })

  it('a request or a notice opens the gate for the interactive code at once', async () => {
    const { requestDialog } = await fresh()
    const { whenInteractive } = await import('./when-interactive')
    const opened = vi.fn()
    void whenInteractive().then(opened)
    await Promise.resolve()
    expect(opened).not.toHaveBeenCalled()
    requestDialog({ kind: 'scheduling' })
    await Promise.resolve()
    expect(opened).toHaveBeenCalledTimes(1)
  })
})
