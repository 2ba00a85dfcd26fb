import type { Notice } from '../content/notices'
import { signalIntent } from './when-interactive'

/**
 * How any link on any page asks for a lead dialog, and how any code shows a notice. The lead UI
 * (dialogs, forms, toaster) is one chunk fetched with `whenInteractive()`; a request or a notice
 * opens that gate at once, and requests made before the UI is ready are delivered when it subscribes.
 */
export type DialogRequest =
  | { kind: 'scheduling'; trigger?: HTMLElement | null }
  | { kind: 'signup'; serviceInterest?: string; trigger?: HTMLElement | null }
  | { kind: 'download-guide'; guide: { value: string; label: string }; trigger?: HTMLElement | null }

type Channel<T> = { listeners: Set<(value: T) => void>; queue: T[] }

const dialogs: Channel<DialogRequest> = { listeners: new Set(), queue: [] }
const noticesChannel: Channel<Notice> = { listeners: new Set(), queue: [] }

function publish<T>(channel: Channel<T>, value: T) {
  signalIntent()
  if (channel.listeners.size === 0) channel.queue.push(value)
  for (const listener of channel.listeners) listener(value)
}

function subscribe<T>(channel: Channel<T>, listener: (value: T) => void): () => void {
  channel.listeners.add(listener)
  for (const value of channel.queue.splice(0)) listener(value)
  return () => channel.listeners.delete(listener)
}

export const requestDialog = (request: DialogRequest) => publish(dialogs, request)
export const onDialogRequest = (listener: (request: DialogRequest) => void) => subscribe(dialogs, listener)

export const showNotice = (notice: Notice) => publish(noticesChannel, notice)
export const onNotice = (listener: (notice: Notice) => void) => subscribe(noticesChannel, listener)
