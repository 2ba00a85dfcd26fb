/**
 * The wire format of the desk's mail routes (issue 27): server/lead-replies.ts and
 * server/desk-mail-routes.ts answer with these, src/features/submissions reads them.
 */

/** A reply kept on a lead (GET /api/submissions/:id/replies → `{ replies }`), erased with the lead. */
export interface LeadReply {
  id: string
  subject: string
  body: string
  authorName: string | null
  createdAt: string
  /** When the mail server (or the .eml outbox) took it; null while it waits in the outbox. */
  sentAt: string | null
}

/** POST /api/submissions/:id/reply/preview `{ subject, body }`: the mail as it would leave. Nothing is kept. */
export interface ReplyPreview {
  from: string
  to: string
  replyTo: string
  subject: string
  inReplyTo: string
  references: string[]
  text: string
}

/**
 * POST /api/submissions/:id/reply `{ subject, body, template, key, version }`: 201 for a new reply, 200
 * for a repeat of `key` (no second mail), 409 `StaleChange` when `version` is not the lead's any more.
 */
export interface ReplySent {
  id: string
  version: number
  stage: string
}

/** GET and POST /api/admin/reminders `{ on }`: whether this member of staff gets reminders. */
export interface ReminderSetting {
  on: boolean
}
