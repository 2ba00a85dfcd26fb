/**
 * Resolves in a task of its own, so the browser can handle input and paint before the work after the
 * `await` runs. A zero-delay timer: the first ones of a page are not clamped.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * Runs `work` in a task of its own after the browser's next frame, so not in the task that asked for it
 * nor inside the frame. Returns what cancels it: an effect's cleanup.
 */
export function afterNextFrame(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
