import { Hono } from 'hono'
import { type Desk, noSuchLead, PAGE_SIZE } from './admin-desk'
import { auditQuery, filterQuery, isBigint, leadParam, leadQuery, UUID, valid } from './admin-inputs'
import { actedOnRecently, audit, auditPage } from './audit'
import { jsonError } from './http'
import { leadDetail, leadSummary } from './lead-views'
import { countDeskLeads, deskPage, type Lead, type LeadFilter } from './leads'
import { leadsCsvStream } from './leads-csv'

/** A read of a lead this soon after the same person's last entry on it is not recorded as a view. */
const RECENT_MS = 10 * 60_000

/** Reading the desk: the list with its filters, the CSV export, one lead, and the audit log. */
export function leadRoutes(desk: Desk) {
  const { store, now, at } = desk
  return (
    new Hono()
      .get('/api/submissions', valid('query', filterQuery), async (c) => {
        const { cursor, ...query } = c.req.valid('query')
        const after = cursor ? decodeCursor(cursor) : undefined
        if (after === null) return jsonError(c, 400, 'The page cursor is not valid. Start again from the first page.')
        const filter = toFilter(query, c.get('session').user.id)
        const t = at()
        const page = await deskPage(store, { ...filter, after, limit: PAGE_SIZE + 1 })
        const total = await countDeskLeads(store, filter)
        const more = page.length > PAGE_SIZE
        const leads = page.slice(0, PAGE_SIZE)
        const last = leads.at(-1)
        return c.json(
          {
            submissions: leads.map((lead) => leadSummary(lead, t)),
            /** Pass as `cursor` for the next page; null on the last page. */
            nextCursor: more && last ? encodeCursor(last) : null,
            /** How many leads match the filters, on every page. */
            total,
          },
          200,
        )
      })

      // Owners only (server/admin.ts).
      .get('/api/submissions.csv', valid('query', filterQuery), async (c) => {
        const filter = toFilter(c.req.valid('query'), c.get('session').user.id)
        const csv = await leadsCsvStream(store, filter)
        // The filter is recorded without the search text, which may be a person's name.
        const { search, ...recorded } = filter
        await audit(store, {
          actor: desk.actor(c),
          action: 'export',
          detail: { ...recorded, search: !!search },
          at: at(),
        })
        const day = new Date(now()).toISOString().slice(0, 10)
        c.header('Content-Type', 'text/csv; charset=utf-8')
        c.header('Content-Disposition', `attachment; filename="leads-${filter.form ?? 'all'}-${day}.csv"`)
        return c.body(csv)
      })

      .get('/api/submissions/:id', valid('param', leadParam, noSuchLead), valid('query', leadQuery), async (c) => {
        const lead = await desk.lead(c.req.valid('param').id)
        if (!lead) return noSuchLead(c)
        // A view is recorded when the desk opens the lead (?view=1), and for any other read unless this staff
        // member did something to the lead in the last minutes: the reload after their own save is not a view.
        const me = c.get('session').user.id
        if (c.req.query('view') === '1' || !(await actedOnRecently(store, lead.id, me, new Date(now() - RECENT_MS))))
          await audit(store, { actor: desk.actor(c), action: 'view', leadId: lead.id, at: at() })
        return c.json(await leadDetail(store, lead, at()), 200)
      })

      .get('/api/audit', valid('query', auditQuery), async (c) => {
        const { cursor } = c.req.valid('query')
        const entries = await auditPage(store, { before: cursor, limit: PAGE_SIZE + 1 })
        const page = entries.slice(0, PAGE_SIZE)
        return c.json({ entries: page, nextCursor: entries.length > PAGE_SIZE ? (page.at(-1)?.id ?? null) : null }, 200)
      })
  )
}

/** The validated query as the store's filter: "me" is the session's user. */
function toFilter(query: Omit<import('valibot').InferOutput<typeof filterQuery>, 'cursor'>, me: string): LeadFilter {
  const { form, stage, owner, q, from, to } = query
  const filter: LeadFilter = {}
  if (form) filter.form = form
  if (stage) filter.stage = stage
  if (owner) filter.owner = owner === 'me' ? me : owner
  if (q) filter.search = q
  if (from) filter.from = from
  if (to) filter.to = to
  return filter
}

const encodeCursor = (lead: Lead) => Buffer.from(`${lead.queueKey}.${lead.id}`).toString('base64url')

function decodeCursor(cursor: string): { queueKey: string; id: string } | null {
  const match = /^(-?\d{1,19})\.([0-9a-f-]{36})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  return match && isBigint(match[1]!) && UUID.test(match[2]!) ? { queueKey: match[1]!, id: match[2]! } : null
}
