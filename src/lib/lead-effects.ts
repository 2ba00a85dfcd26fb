import { fromPromise } from 'xstate'
import { type BackupInput, LeadRefused, leadLifecycle, type Submission } from '../../machines/lead-lifecycle.machine'
import { notices as siteNotices, withReplyTime } from '../content/notices'
import { site } from '../content/site'
import { type LeadKind, leadForms, subjectFor } from '../forms/lead-kinds'
import { dropPending, markRefused, markSent, saveBackup } from './lead-backup'
import { sendLead } from './lead-transport'
import { showNotice } from './page-requests'
import { startResendQueue } from './resend-queue'

/** What the lifecycle needs from the form it runs for (all optional: the test email has no form). */
export interface FormHooks {
  resetForm?: () => void
  clearFieldErrors?: () => void
  focusErrorSummary?: () => void
  /** The honeypot's value: '' from a person. */
  honeypot?: () => string
}

/**
 * The shared lifecycle with the site's side effects for one kind of lead: the transport, the local
 * backup and its resend queue, and the notices of the form's descriptor.
 */
export function lifecycleFor(kind: LeadKind, hooks: FormHooks = {}) {
  const { notices } = leadForms[kind]
  return leadLifecycle.provide({
    actors: {
      sendLead: fromPromise<unknown, Submission>(async ({ input }) => {
        try {
          const result = await sendLead({ id: input.id, form: kind, data: input.data, website: hooks.honeypot?.() })
          markSent(input.id) // a resend of a backed-up lead: only its receipt stays in this browser
          return result
        } catch (error) {
          // A backed-up lead the server refuses is never resent; the visitor is being told right now.
          if (error instanceof LeadRefused) markRefused(input.id, error.message, true)
          throw error
        }
      }),
      keepBackup: fromPromise<unknown, BackupInput>(async ({ input }) => {
        const kept = saveBackup({
          form: kind,
          data: input.data,
          subject: subjectFor(kind, input.data),
          to: site.email,
          cc: '',
          id: input.id,
          error: input.error ?? undefined,
        })
        if (!kept) throw new Error('This browser could not keep the lead (storage blocked or full)')
        // The server just failed: the queue tries again after its delay, or when the browser is back online.
        startResendQueue({ startNow: false })
      }),
    },
    actions: {
      // Entered on the send's answer: a reply time from the server goes under the notice.
      notifySuccess: ({ event }) => {
        const replyBy = 'output' in event ? replyTimeOf(event.output) : null
        showNotice(replyBy ? withReplyTime(notices.success, replyBy) : notices.success)
      },
      notifyBackedUp: () => showNotice(notices.backedUp),
      notifyNotBackedUp: () => showNotice(siteNotices.leadNotSaved),
      notifyRejected: () => showNotice(notices.rejected),
      forgetReplaced: (_, { id }) => {
        if (id) dropPending(id)
      },
      notifyInvalid: (_, { errors }) => {
        const notice = notices.invalid?.(errors)
        if (notice) showNotice(notice)
      },
      focusErrorSummary: () => hooks.focusErrorSummary?.(),
      resetForm: () => hooks.resetForm?.(),
      clearFieldErrors: () => hooks.clearFieldErrors?.(),
    },
  })
}

function replyTimeOf(output: unknown): Date | null {
  if (typeof output !== 'object' || output === null || !('replyBy' in output)) return null
  const when = new Date(String(output.replyBy))
  return Number.isNaN(when.getTime()) ? null : when
}
