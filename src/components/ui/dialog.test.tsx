import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Dialog } from './dialog'

let frames: FrameRequestCallback[] = []
/** The browser's next frame. Not awaited: what it queues for later must not run before the test looks. */
const nextFrame = () =>
  act(() => {
    const due = frames
    frames = []
    for (const callback of due) callback(performance.now())
  })
const nextTasks = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)))

beforeEach(() => {
  frames = []
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback)
    return frames.length
  })
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

// Decision 241: a dialog made closed (`keepMounted`) has its styles and layout worked out by reading a size
// in it (decision 239), in a task of its own after the next frame: read in the task that made the form, it
// added a style and layout pass to React's commit, a long task on every page.
describe('Dialog made closed: when the browser works out its layout', () => {
  function madeClosed(props: { keepMounted?: boolean; open?: boolean } = {}) {
    const reads = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    const readsInDialog = () =>
      reads.mock.contexts.filter((element) => (element as Element).closest('[data-scope="dialog"]')).length
    const dialog = (open: boolean, keepMounted = props.keepMounted ?? true) => (
      <Dialog open={open} onClose={() => {}} title="Book a call" description="Pick a time" keepMounted={keepMounted}>
        <form aria-label="Booking">
          <input name="firstName" />
        </form>
      </Dialog>
    )
    const view = render(dialog(props.open ?? false))
    return {
      readsInDialog,
      reopen: (open: boolean) => view.rerender(dialog(open)),
      makeForm: () => view.rerender(dialog(false, true)),
    }
  }

  it('reads no size in the task that made it, and one after the next frame', async () => {
    const { readsInDialog } = madeClosed()
    expect(readsInDialog()).toBe(0)
    await nextTasks()
    expect(readsInDialog(), 'before the frame').toBe(0)
    nextFrame()
    expect(readsInDialog(), 'in the frame itself').toBe(0)
    await nextTasks()
    expect(readsInDialog()).toBe(1)
  })

  it('reads nothing when it opened before then: opening lays it out anyway', async () => {
    const { readsInDialog, reopen } = madeClosed()
    reopen(true)
    nextFrame()
    await nextTasks()
    expect(readsInDialog()).toBe(0)
  })

  // The lead dialogs mount without their forms and make them later, one per task (decision 237).
  it('made later (keepMounted turns on), reads nothing until then and one after the frame that follows', async () => {
    const { readsInDialog, makeForm } = madeClosed({ keepMounted: false })
    nextFrame()
    await nextTasks()
    expect(readsInDialog(), 'before its form is made').toBe(0)
    makeForm()
    expect(readsInDialog(), 'in the task that made its form').toBe(0)
    nextFrame()
    expect(readsInDialog(), 'in the frame itself').toBe(0)
    await nextTasks()
    expect(readsInDialog()).toBe(1)
  })
})
