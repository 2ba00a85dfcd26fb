import { Hono } from 'hono'
import { type Desk, jsonBody } from './admin-desk'
import { eraseBody, personBody, valid } from './admin-inputs'
import { audit } from './audit'
import { jsonError } from './http'
import { deskBodyLimit } from './json-body'
import { eraseByEmail, personalData } from './lead-desk'
import type { LeadStore } from './store'

const PRIVACY_EXPORT_BY_POST =
  'Send the email address in the body of a POST with the security token, not in the address. Reload the desk and use its Download button.'

/** A person's requests (decision 119): a copy of what the desk holds on them, and erasure (owners only). */
export function privacyRoutes(desk: Desk) {
  const { store, now, at } = desk
  return (
    new Hono()
      // The address travels in the body of a POST (with the CSRF token), never in an address that browser
      // history, proxies' logs and Referer headers keep (decision 315). An old link is refused without reading it.
      .get('/api/privacy/export', (c) => {
        c.header('Allow', 'POST')
        return jsonError(c, 405, PRIVACY_EXPORT_BY_POST)
      })
      .post('/api/privacy/export', deskBodyLimit(4096), jsonBody, valid('json', personBody), async (c) => {
        const { email } = c.req.valid('json')
        const data = await personalData(store, email)
        await audit(store, {
          actor: desk.actor(c),
          action: 'privacy-export',
          detail: { leads: data.leads.length },
          at: at(),
        })
        c.header(
          'Content-Disposition',
          `attachment; filename="personal-information-${new Date(now()).toISOString().slice(0, 10)}.json"`,
        )
        return c.json({ email, exportedAt: new Date(now()).toISOString(), ...data }, 200)
      })

      // Owners only (server/admin.ts).
      .post('/api/privacy/erase', deskBodyLimit(4096), jsonBody, valid('json', eraseBody), async (c) => {
        const { email } = c.req.valid('json')
        const erased = await desk.inTransaction(async (tx) => {
          const deleted = await eraseByEmail(tx, email)
          // One record per erased lead, by its id only: the address and what the person wrote are not kept.
          for (const leadId of deleted.leadIds)
            await audit(tx, { actor: desk.actor(c), action: 'erase', leadId, detail: { request: 'erasure' }, at: at() })
          return deleted
        })
        await desk.mailer?.forget([...erased.leadIds, ...erased.mailIds])
        // After the answer: rewriting the tables can take longer than the desk's deadline.
        if (erased.leadIds.length > 0) void (store as Partial<LeadStore>).scrubDeleted?.()
        return c.json({ leadsErased: erased.leadIds.length }, 200)
      })
  )
}
