/**
 * For tests and the fault matrix only: a TCP proxy that can freeze, as a database that stops
 * answering (SIGSTOP) looks from outside: connections stay open, nothing comes back.
 */
import { type AddressInfo, createServer, type Server, Socket } from 'node:net'

export interface TcpProxy {
  readonly port: number
  /** Stop passing bytes either way; new connections are accepted and then ignored. */
  freeze(): void
  thaw(): void
  close(): Promise<void>
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let frozen = false
  const sockets = new Set<Socket>()
  const server: Server = createServer((client) => {
    sockets.add(client)
    client.on('close', () => sockets.delete(client))
    client.on('error', () => {})
    const upstream = new Socket()
    sockets.add(upstream)
    upstream.on('close', () => sockets.delete(upstream))
    upstream.on('error', () => client.destroy())
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
    upstream.connect(target.port, target.host)
    client.on('data', (chunk) => {
      if (!frozen) upstream.write(chunk)
    })
    upstream.on('data', (chunk) => {
      if (!frozen) client.write(chunk)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    freeze: () => {
      frozen = true
    },
    thaw: () => {
      frozen = false
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}

/** A server that accepts connections and never says a word: a database frozen before it greeted. */
export async function startSilentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => {})
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}
