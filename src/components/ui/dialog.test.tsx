import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

/** A fresh copy of the dialog and of the gate it waits on, as a page load has. */
async function fresh() {
  vi.resetModules()
  return import('./dialog')
}

const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

// Decision 241: a dialog made closed (`keepMounted`) has its styles and layout worked out by reading a size
// in it (decision 239), and only once the visitor shows an intent: a page that is only read never pays.
describe('Dialog made closed: when the browser works out its layout', () => {
  async function madeClosed() {
    const { Dialog } = await fresh()
    const reads = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    const view = render(
      <Dialog open={false} onClose={() => {}} title="Book a call" description="Pick a time" keepMounted>
        <form aria-label="Booking">
          <input name="firstName" />
        </form>
      </Dialog>,
    )
    await settled()
    const readsInDialog = () =>
      reads.mock.contexts.filter((element) => (element as Element).closest('[data-scope="dialog"]')).length
    return { view, readsInDialog }
  }

  it('reads no size in it while the visitor only reads the page', async () => {
    const { readsInDialog } = await madeClosed()
    await settled()
    expect(readsInDialog()).toBe(0)
  })

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin'])('reads its size on the first %s', async (type) => {
    const { readsInDialog } = await madeClosed()
    window.dispatchEvent(new Event(type))
    await settled()
    expect(readsInDialog()).toBe(1)
  })

  it('reads nothing for a dialog that is made only as it opens', async () => {
    const { Dialog } = await fresh()
    const reads = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    render(
      <Dialog open={false} onClose={() => {}} title="Book a call" description="Pick a time">
        <p>Form</p>
      </Dialog>,
    )
    window.dispatchEvent(new Event('pointerdown'))
    await settled()
    expect(reads.mock.contexts.filter((element) => (element as Element).closest('[data-scope="dialog"]'))).toEqual([])
  })
})
