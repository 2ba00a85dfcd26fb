import type { Context, Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { isLeadKind, type LeadKind } from '../src/forms/lead-kinds'
import type { SubmissionDetail, SubmissionList, SubmissionSummary } from '../src/lib/admin-api'
import type { Config } from './config'
import type { CounterStore } from './counters'
import { clientAddress, isLocalHost, isSameOrigin, jsonError } from './http'
import { isPlainObject, jsonBodyLimit, readJsonBody } from './json-body'
import { labelledFields, leadContact, leadName } from './lead-fields'
import { findLead, type Lead, listLeads, secretSetting } from './leads'
import { leadsCsvStream } from './leads-csv'
import { createLoginThrottle, DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S, deviceCookies } from './login-throttle'
import { passwordMatches, type Sessions } from './sessions'
import type { Queryable } from './store'

export const SESSION_COOKIE = 'admin_session'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface AdminDeps {
  config: Pick<Config, 'adminPassword' | 'loginFailureLimit' | 'sessionTtlMs' | 'trustProxy'>
  store: Queryable
  counters: CounterStore
  sessions: Sessions
  now: () => number
}

/** The submissions viewer's API: login/logout/session, list, one lead, CSV export. */
export function registerAdmin(app: Hono, deps: AdminDeps): void {
  const { config, store, now } = deps
  const { sessions } = deps
  const throttle = createLoginThrottle(deps.counters, config.loginFailureLimit, now)
  let deviceSecret: Promise<string> | null = null
  const devices = deviceCookies(() => {
    deviceSecret ??= secretSetting(store, 'device_cookie_key').catch((error) => {
      deviceSecret = null
      throw error
    })
    return deviceSecret
  })

  const session = (c: Context) => sessions.get(getCookie(c, SESSION_COOKIE))
  const unauthorised = (c: Context) => jsonError(c, 401, 'Log in to see the submissions.')
  const crossSite = (c: Context) => jsonError(c, 403, 'Cross-site requests are not allowed.')

  app.use('/api/admin/*', noStore)
  app.use('/api/submissions', noStore)
  app.use('/api/submissions/*', noStore)
  app.use('/api/submissions.csv', noStore)

  app.post('/api/admin/login', jsonBodyLimit(4096), async (c) => {
    if (!isSameOrigin(c, config.trustProxy)) return crossSite(c)
    // A browser that logged in before is throttled on its own failures, not on its address's.
    const device = await devices.verify(getCookie(c, DEVICE_COOKIE))
    const key = device ? `login-device:${device}` : `login-address:${clientAddress(c, config.trustProxy)}`
    const blocked = await throttle.check(key)
    if (!blocked.allowed) {
      c.header('Retry-After', String(blocked.retryAfter))
      return jsonError(c, 429, 'Too many failed attempts. Wait a few minutes before trying again.', {
        retryAfter: blocked.retryAfter,
      })
    }
    const body = await readJsonBody(c.req.raw)
    if (!body.ok) return jsonError(c, body.status, body.error)
    const password = isPlainObject(body.value) ? body.value.password : undefined
    if (typeof password !== 'string' || password === '') return jsonError(c, 400, 'Enter the password.')

    if (!passwordMatches(password, config.adminPassword)) {
      await throttle.fail(key)
      return jsonError(c, 401, 'The password is not correct.')
    }
    await throttle.succeed(key)
    const { token, session: created } = await sessions.create()
    const secure = !isLocalHost(new URL(c.req.url).hostname)
    setCookie(c, SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
      secure,
      maxAge: Math.floor(config.sessionTtlMs / 1000),
    })
    if (!device)
      setCookie(c, DEVICE_COOKIE, await devices.issue(), {
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/admin',
        secure,
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      })
    return c.json({ authenticated: true, expiresAt: new Date(created.expiresAt).toISOString() })
  })

  app.post('/api/admin/logout', async (c) => {
    if (!isSameOrigin(c, config.trustProxy)) return crossSite(c)
    await sessions.destroy(getCookie(c, SESSION_COOKIE))
    deleteCookie(c, SESSION_COOKIE, { path: '/', secure: !isLocalHost(new URL(c.req.url).hostname) })
    return c.json({ authenticated: false })
  })

  // "Am I logged in?" is a question, not a failure: the viewer asks it on every visit, so a
  // logged-out answer is 200 (no error in the staff member's console). Everything else is 401.
  app.get('/api/admin/session', async (c) => {
    const current = await session(c)
    c.header('cache-control', 'no-store')
    if (!current) return c.json({ authenticated: false })
    return c.json({ authenticated: true, expiresAt: new Date(current.expiresAt).toISOString() })
  })

  app.get('/api/submissions', async (c) => {
    if (!(await session(c))) return unauthorised(c)
    const form = formFilter(c)
    if (form === false) return jsonError(c, 400, 'Unknown form kind in the filter.')
    const leads = await listLeads(store, { form })
    const list: SubmissionList = { submissions: leads.map(summary) }
    return c.json(list)
  })

  app.get('/api/submissions.csv', async (c) => {
    if (!(await session(c))) return unauthorised(c)
    const form = formFilter(c)
    if (form === false) return jsonError(c, 400, 'Unknown form kind in the filter.')
    const csv = await leadsCsvStream(store, { form })
    const day = new Date(now()).toISOString().slice(0, 10)
    c.header('Content-Type', 'text/csv; charset=utf-8')
    c.header('Content-Disposition', `attachment; filename="leads-${form ?? 'all'}-${day}.csv"`)
    return c.body(csv)
  })

  app.get('/api/submissions/:id', async (c) => {
    if (!(await session(c))) return unauthorised(c)
    const id = c.req.param('id')
    const lead = UUID.test(id) ? await findLead(store, id.toLowerCase()) : null
    if (!lead) return jsonError(c, 404, 'There is no submission with that id.')
    const detail: SubmissionDetail = {
      ...summary(lead),
      subject: lead.subject,
      sentAt: lead.sentAt?.toISOString() ?? null,
      lastError: lead.lastError,
      nextAttemptAt: lead.status === 'pending' ? lead.nextAttemptAt.toISOString() : null,
      fields: labelledFields(lead.form, lead.data),
      data: lead.data,
    }
    return c.json(detail)
  })
}

async function noStore(c: Context, next: () => Promise<void>) {
  await next()
  c.header('Cache-Control', 'no-store')
  c.header('Vary', 'Cookie')
}

/** undefined: no filter; false: an unknown kind. */
function formFilter(c: Context): LeadKind | undefined | false {
  const form = c.req.query('form')
  if (form === undefined || form === '') return undefined
  return isLeadKind(form) ? form : false
}

function summary(lead: Lead): SubmissionSummary {
  return {
    id: lead.id,
    form: lead.form,
    receivedAt: lead.receivedAt.toISOString(),
    name: leadName(lead.data),
    ...leadContact(lead.data),
    status: lead.status,
    attempts: lead.attempts,
  }
}
