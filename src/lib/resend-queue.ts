import { markSent, pendingBackups, updateBackup } from './lead-backup'
import { postLead, type SendResult } from './lead-transport'

/**
 * Sends backed-up leads by itself until the server takes them: when started (page load), when the
 * browser comes back online, and on a timer that backs off while the server stays unreachable.
 */
export interface ResendQueueOptions {
  send?: (lead: Parameters<typeof postLead>[0]) => Promise<SendResult>
  baseDelayMs?: number
  maxDelayMs?: number
}

export interface ResendQueue {
  flush: () => Promise<number>
  stop: () => void
}

let running: ResendQueue | null = null

export function startResendQueue({
  send = postLead,
  baseDelayMs = 30_000,
  maxDelayMs = 30 * 60_000,
}: ResendQueueOptions = {}): ResendQueue {
  if (running) {
    void running.flush()
    return running
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  let failures = 0
  let flushing: Promise<number> | null = null

  const schedule = () => {
    clearTimeout(timer)
    if (pendingBackups().length === 0) return
    const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, failures - 1))
    timer = setTimeout(() => void flush(), delay)
  }

  async function sendAll(): Promise<number> {
    let delivered = 0
    for (const lead of pendingBackups()) {
      const result = await send({ id: lead.id, form: lead.form, data: lead.data })
      if (result.ok) {
        markSent(lead.id)
        delivered += 1
      } else {
        updateBackup(lead.id, { attempts: lead.attempts + 1, error: result.error })
      }
    }
    return delivered
  }

  /** One flush at a time; returns how many leads the server took. */
  function flush(): Promise<number> {
    flushing ??= sendAll()
      .then((delivered) => {
        failures = pendingBackups().length === 0 ? 0 : failures + 1
        return delivered
      })
      .finally(() => {
        flushing = null
        schedule()
      })
    return flushing
  }

  const onOnline = () => {
    failures = 0
    void flush()
  }
  window.addEventListener('online', onOnline)

  const queue: ResendQueue = {
    flush,
    stop: () => {
      clearTimeout(timer)
      window.removeEventListener('online', onOnline)
      running = null
    },
  }
  running = queue
  void flush()
  return queue
}
