import type { Server } from 'node:http'

/**
 * How long an idle kept-alive connection stays open. Node closes one after 5 s, and a client that sends on
 * it just as it closes (5 s, and Node's 1 s of grace) gets a reset instead of an answer (a test's API read failed with ECONNRESET this
 * way). A proxy in front (most keep upstream connections 60 s) meets the same race, as a 502. So the
 * server waits longer than they do.
 */
export const KEEP_ALIVE_MS = 65_000

export function keepConnectionsOpen(server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>) {
  server.keepAliveTimeout = KEEP_ALIVE_MS
  // Node requires the headers timeout to be longer than the keep-alive one.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000
}
