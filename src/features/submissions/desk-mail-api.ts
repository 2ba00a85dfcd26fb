import type { LeadReply, ReminderSetting, ReplyPreview, ReplySent } from '../../lib/desk-mail-api'
import { call, post } from './submissions-api'

/** The desk's mail routes (issue 27): replies from a lead and the reminder setting. */

const lead = (id: string, action: string) => `/api/submissions/${encodeURIComponent(id)}/${action}`

export interface ReplyInput {
  subject: string
  body: string
  template: string
}

export const previewReply = (id: string, reply: ReplyInput) => post<ReplyPreview>(lead(id, 'reply/preview'), reply)

/** `key` is made once per reply: the same reply sent twice (a double click, a retry) is mailed once. */
export const sendReply = (id: string, version: number, reply: ReplyInput & { key: string }) =>
  post<ReplySent>(lead(id, 'reply'), { ...reply, version })

export async function listReplies(id: string): Promise<LeadReply[]> {
  return (await call<{ replies: LeadReply[] }>(lead(id, 'replies'))).replies
}

export const getReminders = () => call<ReminderSetting>('/api/admin/reminders')
export const setReminders = (on: boolean) => post<ReminderSetting>('/api/admin/reminders', { on })
