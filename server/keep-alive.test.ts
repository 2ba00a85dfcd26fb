import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { keepConnectionsOpen } from './keep-alive'

const servers: http.Server[] = []
// After all: the two run at once, and a server closed early would close the other's idle connection.
afterAll(() => {
  for (const server of servers.splice(0)) server.close()
})

async function listening() {
  const server = http.createServer((_req, res) => res.end('ok'))
  keepConnectionsOpen(server)
  servers.push(server)
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
  return (server.address() as AddressInfo).port
}

/** The local ports of the sockets two requests 6.5 s apart went over, on one kept-alive agent. */
async function socketsOfTwoRequests(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const get = () =>
    new Promise<number>((done, fail) => {
      const req = http.get({ port, host: '127.0.0.1', agent }, (res) => {
        res.resume()
        res.on('end', () => done(req.socket?.localPort ?? -1))
      })
      req.on('error', fail)
    })
  const first = await get()
  await new Promise((wait) => setTimeout(wait, 6_500))
  const second = await get()
  agent.destroy()
  return [first, second]
}

// Concurrent: each waits 6.5 s idle.
describe.concurrent('kept-alive connections', () => {
  it('stay open past Node’s 5 s (and its 1 s grace), so a client reusing one is not cut off as it sends', async () => {
    const [first, second] = await socketsOfTwoRequests(await listening())
    expect(second).toBe(first)
  }, 15_000)

  it('(the check itself) sees Node’s default close an idle connection by itself', async () => {
    const server = http.createServer((_req, res) => res.end('ok'))
    servers.push(server)
    const closedAfter = new Promise<number>((closed) =>
      server.on('connection', (socket) => {
        const opened = Date.now()
        socket.on('close', () => closed(Date.now() - opened))
      }),
    )
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
    const agent = new http.Agent({ keepAlive: true })
    await new Promise<void>((done, fail) =>
      http
        .get({ port: (server.address() as AddressInfo).port, host: '127.0.0.1', agent }, (res) => {
          res.resume()
          res.on('end', done)
        })
        .on('error', fail),
    )
    // Closed by the server, not by the agent (kept alive and never destroyed before this answer).
    expect(await closedAfter).toBeGreaterThanOrEqual(5_000)
    agent.destroy()
  }, 20_000)
})
