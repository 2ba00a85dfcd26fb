import { type Actor, createActor, fromPromise, waitFor } from 'xstate'
import { type FlushResult, resendQueueMachine } from '../../machines/resend-queue.machine'
import { notices } from '../content/notices'
import { markRefused, markSent, pendingBackups, readBackups, updateBackup } from './lead-backup'
import { postLead, type SendResult } from './lead-transport'
import { showNotice } from './page-requests'

export interface ResendQueueOptions {
  send?: (lead: Parameters<typeof postLead>[0]) => Promise<SendResult>
  baseDelayMs?: number
  maxDelayMs?: number
  /** Send at once (a page load, "Send now"); false for a lead the server just failed to take. */
  startNow?: boolean
}

/** One round: every pending lead once, each following the server's answer. */
export async function sendPendingBackups(send: ResendQueueOptions['send'] = postLead): Promise<FlushResult> {
  let delivered = 0
  for (const lead of pendingBackups()) {
    const result = await send({ id: lead.id, form: lead.form, data: lead.data ?? {}, savedAt: lead.timestamp })
    if (result.outcome === 'sent') {
      markSent(lead.id)
      delivered += 1
    } else if (result.outcome === 'refused') {
      markRefused(lead.id, result.error)
    } else {
      updateBackup(lead.id, { attempts: lead.attempts + 1, error: result.error })
    }
  }
  tellAboutRefusals()
  // Leads backed up while this round ran are waiting too.
  return { delivered, remaining: pendingBackups().length }
}

/** A lead the server refused is shown to the visitor once (on the visit that finds it), then kept for the list. */
function tellAboutRefusals() {
  const unseen = readBackups().filter((l) => l.status === 'refused' && l.seen === false)
  if (unseen.length === 0) return
  for (const lead of unseen) updateBackup(lead.id, { seen: true })
  showNotice(notices.backupRejected)
}

export interface ResendQueue {
  /** Sends now (unless a round is under way) and resolves with the round's result. */
  flush: () => Promise<FlushResult>
  stop: () => void
}

let running: { actor: Actor<typeof resendQueueMachine>; queue: ResendQueue } | null = null

/** Starts the one queue of this page (or nudges the running one to send now). */
export function startResendQueue({
  send,
  baseDelayMs,
  maxDelayMs,
  startNow = true,
}: ResendQueueOptions = {}): ResendQueue {
  if (running) {
    running.actor.send({ type: startNow ? 'queue.flush' : 'queue.add' })
    return running.queue
  }
  const machine = resendQueueMachine.provide({
    actors: { sendPending: fromPromise(() => sendPendingBackups(send)) },
  })
  const actor = createActor(machine, { input: { baseDelayMs, maxDelayMs, startNow } }).start()
  const onOnline = () => actor.send({ type: 'queue.online' })
  window.addEventListener('online', onOnline)
  const queue: ResendQueue = {
    flush: async () => {
      actor.send({ type: 'queue.flush' })
      const settled = await waitFor(actor, (s) => !s.matches('sending'), { timeout: Number.POSITIVE_INFINITY })
      return settled.context.last ?? { delivered: 0, remaining: pendingBackups().length }
    },
    stop: () => {
      actor.stop()
      window.removeEventListener('online', onOnline)
      running = null
    },
  }
  running = { actor, queue }
  return queue
}
