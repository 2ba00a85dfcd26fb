import type { Hono } from 'hono'
import type { ReminderSetting } from '../src/lib/desk-mail-api'
import { createAcknowledgements, type StoredLead } from './acknowledgements'
import { requireSession } from './admin-desk'
import { audit } from './audit'
import type { Config } from './config'
import { jsonError } from './http'
import { deskBodyLimit, isPlainObject, readJsonBody } from './json-body'
import { registerLeadReplies } from './lead-replies'
import type { Logger } from './logger'
import type { Outbox } from './outbox'
import { createReminders, remindersOn, setRemindersOn } from './reminders'
import type { Sessions } from './sessions'
import type { Queryable } from './store'

/** What the desk's mail needs of the app (issue 27). */
export interface DeskMailDeps {
  config: Pick<Config, 'mailFrom' | 'leadsTo' | 'trustProxy'>
  store: Queryable
  outbox?: Pick<Outbox, 'kick'>
  logger: Logger
  now: () => number
}

/**
 * What happens when a lead is stored (after it is stored, before the outbox is told): the visitor's
 * acknowledgement and the staff's arrival reminder are queued. A failure here loses neither the lead
 * nor the reminder (the reminder tick finds missed arrivals), so it is logged, never answered as an error.
 */
export function deskMailOnStored(deps: DeskMailDeps): (lead: StoredLead) => Promise<void> {
  const acknowledgements = createAcknowledgements({
    store: deps.store,
    from: deps.config.mailFrom,
    teamMailbox: deps.config.leadsTo[0] ?? deps.config.mailFrom.address,
  })
  const reminders = createReminders({
    store: deps.store,
    from: deps.config.mailFrom,
    logger: deps.logger,
    now: deps.now,
  })
  return async (lead) => {
    for (const [what, step] of [
      ['acknowledgement', () => acknowledgements.acknowledge(lead)],
      ['arrival reminder', () => reminders.arrived(lead)],
    ] as const)
      await step().catch((error: unknown) => deps.logger.error(`Could not queue the ${what} of lead ${lead.id}`, error))
  }
}

/** The desk's mail routes: replies from a lead, and each staff member's reminder setting. */
export function registerDeskMail(app: Hono, deps: DeskMailDeps & { sessions: Sessions }): void {
  registerLeadReplies(app, deps)
  // Under /api/admin/*, which has the desk's deadline, no-store and same-site checks (server/admin.ts).
  app.use('/api/admin/reminders', requireSession(deps.sessions, deps.config.trustProxy))
  app.get('/api/admin/reminders', async (c) =>
    c.json({ on: await remindersOn(deps.store, c.get('session').user.id) } satisfies ReminderSetting),
  )
  app.post('/api/admin/reminders', deskBodyLimit(1024), async (c) => {
    const body = await readJsonBody(c.req.raw)
    if (!body.ok) return jsonError(c, body.status, body.error)
    const on = isPlainObject(body.value) ? body.value.on : undefined
    if (typeof on !== 'boolean') return jsonError(c, 400, 'Say whether reminders are on: { "on": true } or false.')
    const user = c.get('session').user
    await setRemindersOn(deps.store, user.id, on)
    await audit(deps.store, { actor: user, action: 'reminders', detail: { on }, at: new Date(deps.now()) })
    return c.json({ on } satisfies ReminderSetting)
  })
}
