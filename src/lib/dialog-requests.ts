/**
 * How any button on any page asks for one of the lead dialogs. The dialog host in the layout
 * subscribes and loads the dialog's code on first use, so pages never import dialog code.
 */
export type DialogRequest =
  | { kind: 'scheduling'; trigger?: HTMLElement | null }
  | { kind: 'signup'; serviceInterest?: string; trigger?: HTMLElement | null }

type Listener = (request: DialogRequest) => void
type IntentListener = (kind: DialogRequest['kind']) => void

const listeners = new Set<Listener>()
const intentListeners = new Set<IntentListener>()
let queued: DialogRequest | null = null

export function requestDialog(request: DialogRequest): void {
  if (listeners.size === 0) {
    queued = request
    return
  }
  for (const listener of listeners) listener(request)
}

/** Hover, focus or touch on a trigger: start loading that dialog's code. */
export function signalDialogIntent(kind: DialogRequest['kind']): void {
  for (const listener of intentListeners) listener(kind)
}

export function onDialogRequest(listener: Listener): () => void {
  listeners.add(listener)
  if (queued) {
    const request = queued
    queued = null
    listener(request)
  }
  return () => listeners.delete(listener)
}

export function onDialogIntent(listener: IntentListener): () => void {
  intentListeners.add(listener)
  return () => intentListeners.delete(listener)
}
