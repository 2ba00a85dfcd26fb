/**
 * A real SMTP server (the smtp-server package) on a random port, for the tests and the fault matrix:
 * it can be stopped and started again on the same port, refuse, or answer the end of DATA slowly.
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
}

export async function startSmtpPeer(
  options: {
    rejectWith?: () => string | null /** Wait before answering the end of DATA. */
    replyDelayMs?: number
  } = {},
) {
  const received: ReceivedMail[] = []
  let server: SMTPServer | null = null
  let port = 0

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = new SMTPServer({
        secure: false,
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        disableReverseLookup: true,
        onData(stream, session, callback) {
          const chunks: Buffer[] = []
          stream.on('data', (c: Buffer) => chunks.push(c))
          stream.on('end', async () => {
            if (options.replyDelayMs) await sleep(options.replyDelayMs)
            const refusal = options.rejectWith?.()
            if (refusal) return callback(Object.assign(new Error(refusal), { responseCode: 451 }))
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            })
            callback()
          })
        },
      })
      s.once('error', reject)
      s.listen(port, '127.0.0.1', () => {
        port = (s.server.address() as AddressInfo).port
        server = s
        s.off('error', reject)
        // A client that vanishes mid-conversation (the fault matrix SIGKILLs the server process) makes
        // smtp-server emit ECONNRESET here; with no listener that error would end the whole run.
        s.on('error', () => {})
        resolve()
      })
    })

  await listen()
  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${port}`
    },
    get running() {
      return server !== null
    },
    stop: () =>
      new Promise<void>((resolve) => {
        const s = server
        server = null
        if (!s) return resolve()
        s.close(() => resolve())
      }),
    start: listen,
  }
}
