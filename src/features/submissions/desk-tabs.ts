import type { DeskSessionEvent, TabMessage } from './desk-session.machine'

/** The channel this browser's desk tabs talk on (decision 262). Same origin only, never stored. */
export const deskTabsChannel = 'lead-desk-session'

/** Another tab's message as the session machine's event; null for anything else on the channel. */
export function eventOf(data: unknown): DeskSessionEvent | null {
  const message = data as { type?: unknown; userId?: unknown } | null
  if (message?.type === 'loggedOut') return { type: 'elsewhere.loggedOut' }
  if (message?.type === 'sessionEnded') return { type: 'elsewhere.sessionEnded' }
  if (message?.type === 'loggedIn' && typeof message.userId === 'string')
    return { type: 'elsewhere.loggedIn', userId: message.userId }
  return null
}

/**
 * Opens the channel: `onEvent` hears the other tabs, `post` tells them. Every browser the desk supports
 * has BroadcastChannel; where it is missing, tabs are not told, as before.
 */
export function openDeskTabs(onEvent: (event: DeskSessionEvent) => void) {
  if (typeof BroadcastChannel === 'undefined') return { post: (_: TabMessage) => {}, close: () => {} }
  const channel = new BroadcastChannel(deskTabsChannel)
  channel.onmessage = (message: MessageEvent) => {
    const event = eventOf(message.data)
    if (event) onEvent(event)
  }
  return { post: (message: TabMessage) => channel.postMessage(message), close: () => channel.close() }
}
