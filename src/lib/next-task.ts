/**
 * Resolves in a task of its own, so the browser can handle input and paint before the work after the
 * `await` runs. A zero-delay timer: the first ones of a page are not clamped.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))
