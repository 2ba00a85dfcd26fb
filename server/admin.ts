import { randomUUID } from 'node:crypto'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { csrf } from 'hono/csrf'
import { HTTPException } from 'hono/http-exception'
import { timeout } from 'hono/timeout'
import { DateTime } from 'luxon'
import { loginCodeCopy } from '../src/content/desk-login-code'
import { isLeadKind } from '../src/forms/lead-kinds'
import type {
  BookingChanged,
  NoteAdded,
  OwnerChanged,
  SessionInfo,
  StageChanged,
  StaleChange,
  SubmissionList,
} from '../src/lib/admin-api'
import { stageMoveProblem, stageNeedsReason } from '../src/lib/lead-stages'
import { type Actor, actedOnRecently, audit, auditPage, UNKNOWN_ACCOUNT_ACTOR } from './audit'
import {
  bookableDateProblem,
  bookingInstants,
  bookingMails,
  isConsultationType,
  isTimeSlot,
  isTimezone,
} from './booking'
import type { Config } from './config'
import { sqlCounters } from './counters'
import { deskTextProblem } from './desk-text'
import { CROSS_SITE_MESSAGE, clientAddress, isLocalHost, isSameOrigin, jsonError, storeUnavailable } from './http'
import { isPlainObject, jsonBodyLimit, readJsonBody } from './json-body'
import { addNote, bookingOf, eraseByEmail, personalData, saveBooking, setOwner, setStage } from './lead-desk'
import { leadContact, leadName } from './lead-fields'
import { changesSince, MISSING_VERSION_MESSAGE, readVersion, StaleVersion, takeVersion } from './lead-versions'
import { leadDetail, leadSummary } from './lead-views'
import {
  countDeskLeads,
  deskPage,
  enqueueMail,
  findLead,
  isLeadStage,
  type Lead,
  type LeadFilter,
  type LeadStage,
  secretSetting,
} from './leads'
import { leadsCsvStream } from './leads-csv'
import { loginCodes, normaliseCode } from './login-codes'
import { createLoginThrottle, DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S, deviceCookies } from './login-throttle'
import type { Mailer } from './mailer'
import type { Outbox } from './outbox'
import { type Session, type Sessions, secretsMatch } from './sessions'
import {
  authenticateStaff,
  bootstrapFirstUser,
  countStaff,
  findStaff,
  findStaffById,
  isOwner,
  listStaff,
  normaliseEmail,
} from './staff'
import type { LeadStore, Queryable } from './store'

export const SESSION_COOKIE = 'admin_session'
export const CSRF_HEADER = 'x-csrf-token'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const PAGE_SIZE = 50
/** Under the 5 s after which a person takes a page for broken (and PostgreSQL's own 5 s connect timeout). */
const DESK_DEADLINE_MS = 4000
/** A read of a lead this soon after the same person's last entry on it is not recorded as a view. */
const RECENT_MS = 10 * 60_000

declare module 'hono' {
  interface ContextVariableMap {
    session: Session
  }
}

export interface AdminDeps {
  config: Pick<Config, 'adminPassword' | 'loginFailureLimit' | 'sessionTtlMs' | 'trustProxy' | 'mailFrom' | 'leadsTo'>
  store: Queryable
  sessions: Sessions
  now: () => number
  /** Told when a booking mail is queued. */
  outbox?: Pick<Outbox, 'kick'>
  /** Forgets the mail files of erased leads. */
  mailer?: Pick<Mailer, 'forget'>
}

/** The lead desk's API (issue 13): staff login and sessions, the leads, their workflow, audit and privacy. */
export function registerAdmin(app: Hono, deps: AdminDeps): void {
  const { config, store, now, sessions } = deps
  // Failed logins are counted in the store on PGlite too, so every instance on one store, and a
  // restarted server, sees them (decision 125).
  const counters = sqlCounters(store, now)
  const throttle = createLoginThrottle(counters, config.loginFailureLimit, now)
  const codes = loginCodes({ store, counters, now, from: config.mailFrom, kick: () => deps.outbox?.kick() })
  let deviceSecret: Promise<string> | null = null
  const devices = deviceCookies(() => {
    deviceSecret ??= secretSetting(store, 'device_cookie_key').catch((error) => {
      deviceSecret = null
      throw error
    })
    return deviceSecret
  })
  const inTransaction = <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
    const s = store as Partial<LeadStore>
    return s.transaction ? s.transaction(fn) : fn(store)
  }
  const at = () => new Date(now())
  const actor = (c: Context): Actor => ({ id: c.get('session').user.id, name: c.get('session').user.name })
  const secureCookie = (c: Context) => !isLocalHost(new URL(c.req.url).hostname)

  // Hono's csrf refuses cross-site form posts by Origin; JSON requests are held to the token below.
  const sameSite = csrf({ origin: (_origin, c) => isSameOrigin(c, config.trustProxy) })
  const protectedPaths = [
    '/api/submissions',
    '/api/submissions/*',
    '/api/submissions.csv',
    '/api/audit',
    '/api/staff',
    '/api/privacy/*',
    '/api/admin/logout-everywhere',
  ]
  // A frozen database must not hold a staff member's page: every desk request is answered within
  // DESK_DEADLINE_MS, with 503 and Retry-After if the database has not answered by then.
  for (const path of ['/api/admin/*', ...protectedPaths])
    app.use(
      path,
      timeout(DESK_DEADLINE_MS, (c) => new HTTPException(503, { res: storeUnavailable(c) })),
    )
  for (const path of ['/api/admin/*', ...protectedPaths]) app.use(path, noStore)
  app.use('/api/admin/*', sameSite)
  for (const path of protectedPaths) {
    app.use(path, sameSite)
    app.use(path, requireSession(sessions, config.trustProxy))
  }

  // Erasure and the export of every lead need an owner (decision 129).
  const ownerOnly: MiddlewareHandler = async (c, next) => {
    if (!(await isOwner(store, c.get('session').user.id)))
      return jsonError(c, 403, 'Only an owner of the desk can do this. Ask an owner to do it for you.')
    await next()
  }
  app.use('/api/submissions.csv', ownerOnly)
  app.use('/api/privacy/erase', ownerOnly)

  app.post('/api/admin/login', jsonBodyLimit(4096), async (c) => {
    if (!isSameOrigin(c, config.trustProxy)) return crossSiteRefused(c)
    const body = await readJsonBody(c.req.raw)
    if (!body.ok) return jsonError(c, body.status, body.error)
    const value = isPlainObject(body.value) ? body.value : {}
    const email = normaliseEmail(value.email)
    const password = value.password
    if (!email) return jsonError(c, 400, 'Enter your email address, like name@example.com.')
    if (typeof password !== 'string' || password === '') return jsonError(c, 400, 'Enter your password.')

    const code = value.code === undefined || value.code === '' ? undefined : normaliseCode(value.code)
    if (code === null) return jsonError(c, 400, loginCodeCopy.codeFormat, { needsCode: true })

    // A browser that logged in before is throttled on its own failures; any other on its address's
    // and on the account's (decision 108, 115), or, with a code from the account's mailbox, on its
    // address's and the code's: an attacker holding the account's count back cannot hold its owner out
    // (decision 180).
    const device = await devices.verify(getCookie(c, DEVICE_COOKIE))
    const addressKey = `login-address:${clientAddress(c, config.trustProxy)}`
    const accountKey = `login-account:${email}`
    let codeId: string | null = null
    if (!device && code) {
      const account = await findStaff(store, email)
      codeId = account && !account.disabled ? await codes.find(account.id, code) : null
      if (!codeId) {
        // A wrong code costs the address a try, as a wrong password does.
        const slot = await throttle.take([addressKey])
        if (!slot.allowed) return tooManyTries(c, slot.retryAfter)
        await audit(store, {
          actor: account ? { id: account.id, name: account.name } : UNKNOWN_ACCOUNT_ACTOR,
          action: 'login-failed',
          detail: { code: true },
          at: at(),
        })
        return jsonError(c, 401, loginCodeCopy.codeWrong, { needsCode: true })
      }
    }
    const keys = device ? [`login-device:${device}`] : [addressKey, codeId ? `login-code:${codeId}` : accountKey]
    const slot = await throttle.take(keys)
    if (!slot.allowed) {
      if (slot.refusedBy !== accountKey) return tooManyTries(c, slot.retryAfter)
      // The account is held back, not this address: its owner may be the one asking, from a new browser.
      const account = await findStaff(store, email)
      if (account && !account.disabled && (await codes.send(account)))
        await audit(store, { actor: { id: account.id, name: account.name }, action: 'login-code-sent', at: at() })
      c.header('Retry-After', String(slot.retryAfter))
      return jsonError(c, 429, loginCodeCopy.codeNeeded, { retryAfter: slot.retryAfter, needsCode: true })
    }

    let user = await authenticateStaff(store, email, password)
    // Two first logins at once: the one that lost the race logs in to the account the other made.
    if (!user && secretsMatch(password, config.adminPassword) && (await countStaff(store)) === 0)
      user =
        (await bootstrapFirstUser(store, { email, password }, at())) ??
        (await authenticateStaff(store, email, password))
    if (!user) {
      // A failure keeps the slot it took, so these entries are as few as the throttle allows.
      const account = await findStaff(store, email)
      await audit(store, {
        actor: account ? { id: account.id, name: account.name } : UNKNOWN_ACCOUNT_ACTOR,
        action: 'login-failed',
        detail: account?.disabled ? { disabled: true } : {},
        at: at(),
      })
      return jsonError(c, 401, 'The email address or password is not correct.', codeId ? { needsCode: true } : {})
    }
    if (codeId && !(await codes.use(codeId))) return jsonError(c, 401, loginCodeCopy.codeWrong, { needsCode: true })
    // After a login with a code the account's count stays: the guesses against it go on being held back.
    for (const key of keys) await throttle.succeed(key)
    // A new id at every login: whatever session id the browser had before is ended, never reused.
    await sessions.destroy(getCookie(c, SESSION_COOKIE))
    const { token, session } = await sessions.create(user.id)
    await audit(store, {
      actor: { id: user.id, name: user.name },
      action: 'login',
      detail: codeId ? { code: true } : {},
      at: at(),
    })
    const secure = secureCookie(c)
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
    return c.json(sessionInfo(session, await isOwner(store, session.user.id)))
  })

  app.post('/api/admin/logout', async (c) => {
    if (!isSameOrigin(c, config.trustProxy)) return crossSiteRefused(c)
    const token = getCookie(c, SESSION_COOKIE)
    const current = await sessions.get(token)
    if (current) {
      if (!csrfTokenMatches(c, current)) return csrfRefused(c)
      await sessions.destroy(token)
      await audit(store, { actor: current.user, action: 'logout', at: at() })
    }
    deleteCookie(c, SESSION_COOKIE, { path: '/', secure: secureCookie(c) })
    return c.json({ authenticated: false })
  })

  app.post('/api/admin/logout-everywhere', async (c) => {
    const ended = await sessions.destroyAll(c.get('session').user.id)
    await audit(store, { actor: actor(c), action: 'logout-everywhere', detail: { sessions: ended }, at: at() })
    deleteCookie(c, SESSION_COOKIE, { path: '/', secure: secureCookie(c) })
    return c.json({ authenticated: false, sessionsEnded: ended })
  })

  // "Am I logged in?" is a question, not a failure: the desk asks it on every visit, so a
  // logged-out answer is 200 (no error in the staff member's console). Everything else is 401.
  app.get('/api/admin/session', async (c) => {
    const current = await sessions.get(getCookie(c, SESSION_COOKIE))
    return c.json(
      current
        ? sessionInfo(current, await isOwner(store, current.user.id))
        : ({ authenticated: false } satisfies SessionInfo),
    )
  })

  app.get('/api/staff', async (c) => {
    const staff = (await listStaff(store)).filter((s) => !s.disabled)
    return c.json({ staff: staff.map(({ id, name, email }) => ({ id, name, email })) })
  })

  app.get('/api/submissions', async (c) => {
    const filter = readFilter(c)
    if (typeof filter === 'string') return jsonError(c, 400, filter)
    const cursor = c.req.query('cursor')
    const after = cursor ? decodeCursor(cursor) : undefined
    if (after === null) return jsonError(c, 400, 'The page cursor is not valid. Start again from the first page.')
    const t = at()
    const page = await deskPage(store, { ...filter, after, limit: PAGE_SIZE + 1 })
    const total = await countDeskLeads(store, filter)
    const more = page.length > PAGE_SIZE
    const leads = page.slice(0, PAGE_SIZE)
    const last = leads.at(-1)
    const list: SubmissionList = {
      submissions: leads.map((lead) => leadSummary(lead, t)),
      nextCursor: more && last ? encodeCursor(last) : null,
      total,
    }
    return c.json(list)
  })

  app.get('/api/submissions.csv', async (c) => {
    const filter = readFilter(c)
    if (typeof filter === 'string') return jsonError(c, 400, filter)
    const csv = await leadsCsvStream(store, filter)
    // The filter is recorded without the search text, which may be a person's name.
    const { search, ...recorded } = filter
    await audit(store, { actor: actor(c), action: 'export', detail: { ...recorded, search: !!search }, at: at() })
    const day = new Date(now()).toISOString().slice(0, 10)
    c.header('Content-Type', 'text/csv; charset=utf-8')
    c.header('Content-Disposition', `attachment; filename="leads-${filter.form ?? 'all'}-${day}.csv"`)
    return c.body(csv)
  })

  app.get('/api/submissions/:id', async (c) => {
    const lead = await leadParam(c)
    if (!lead) return noSuchLead(c)
    // A view is recorded when the desk opens the lead (?view=1), and for any other read unless this staff
    // member did something to the lead in the last minutes: the reload after their own save is not a view.
    const me = c.get('session').user.id
    if (c.req.query('view') === '1' || !(await actedOnRecently(store, lead.id, me, new Date(now() - RECENT_MS))))
      await audit(store, { actor: actor(c), action: 'view', leadId: lead.id, at: at() })
    return c.json(await leadDetail(store, lead, at()))
  })

  app.post('/api/submissions/:id/stage', jsonBodyLimit(8192), async (c) => {
    const target = await versionedChange(c)
    if (target instanceof Response) return target
    const { body, version, lead } = target
    const stage = body.stage
    if (!isLeadStage(stage))
      return jsonError(c, 400, 'Choose a stage: new, contacted, booked, won, not a fit or archived.')
    const reason = typeof body.reason === 'string' ? body.reason.trim() : ''
    if (stageNeedsReason(stage) && reason === '') return jsonError(c, 400, 'Give the reason this lead is not a fit.')
    if (reason.length > 500) return jsonError(c, 400, 'Keep the reason to 500 characters or fewer.')
    const badReason = deskTextProblem(reason, 'reason')
    if (badReason) return jsonError(c, 400, badReason)
    const refused = stageMoveProblem(lead.stage, stage)
    if (refused) return jsonError(c, 409, refused)
    const changed = await changeLead(lead.id, version, async (tx, next) => {
      const from = await moveStage(tx, c, lead.id, stage, stageNeedsReason(stage) ? reason : null, next)
      return { previous: from, version: next }
    })
    if (!changed) return staleChange(c, lead.id, version)
    return c.json({ id: lead.id, stage, ...changed } satisfies StageChanged)
  })

  app.post('/api/submissions/:id/owner', jsonBodyLimit(4096), async (c) => {
    const target = await versionedChange(c)
    if (target instanceof Response) return target
    const { body, version, lead } = target
    const owner = body.owner
    if (owner !== null && (typeof owner !== 'string' || !UUID.test(owner)))
      return jsonError(c, 400, 'Choose a member of staff, or nobody.')
    const newOwner = owner === null ? null : await findStaffById(store, owner.toLowerCase())
    if (owner !== null && (!newOwner || newOwner.disabled))
      return jsonError(c, 400, 'That member of staff does not exist or is disabled.')
    const changed = await changeLead(lead.id, version, async (tx, next) => {
      if (!(await setOwner(tx, lead.id, newOwner?.id ?? null))) return null
      // Names as well as ids, so the history reads "gave it to Kim Lee" after an account is gone.
      await audit(tx, {
        actor: actor(c),
        action: 'owner',
        leadId: lead.id,
        detail: {
          from: lead.ownerId,
          fromName: lead.ownerId ? lead.ownerName : null,
          to: newOwner?.id ?? null,
          toName: newOwner?.name ?? null,
          version: next,
        },
        at: at(),
      })
      return { version: next }
    })
    if (changed === undefined) return staleChange(c, lead.id, version)
    if (changed === null) return jsonError(c, 400, 'That member of staff does not exist or is disabled.')
    return c.json({ id: lead.id, owner: newOwner?.id ?? null, version: changed.version } satisfies OwnerChanged)
  })

  app.post('/api/submissions/:id/notes', jsonBodyLimit(16_384), async (c) => {
    const body = await objectBody(c)
    if (body instanceof Response) return body
    const lead = await leadParam(c)
    if (!lead) return noSuchLead(c)
    const text = typeof body.text === 'string' ? body.text.trim() : ''
    if (text === '') return jsonError(c, 400, 'Write the note before adding it.')
    if (text.length > 5000) return jsonError(c, 400, 'Keep a note to 5000 characters or fewer.')
    const badNote = deskTextProblem(text, 'note')
    if (badNote) return jsonError(c, 400, badNote)
    const key = body.key
    if (key !== undefined && (typeof key !== 'string' || !UUID.test(key)))
      return jsonError(c, 400, "The note's key is not a UUID. Reload the page and add the note again.")
    const note = await inTransaction(async (tx) => {
      const added = await addNote(tx, lead.id, c.get('session').user.id, text, at(), key?.toLowerCase())
      if (added?.created)
        await audit(tx, { actor: actor(c), action: 'note', leadId: lead.id, detail: { noteId: added.id }, at: at() })
      return added
    })
    if (!note) return noSuchLead(c)
    if (note.body !== text) return jsonError(c, 409, 'A different note was already added with this key.')
    return c.json({ id: note.id } satisfies NoteAdded, note.created ? 201 : 200)
  })

  app.post('/api/submissions/:id/booking', jsonBodyLimit(4096), async (c) => {
    const target = await versionedChange(c)
    if (target instanceof Response) return target
    const { body, version, lead } = target
    if (lead.form !== 'scheduling') return jsonError(c, 409, 'Only a consultation request can be booked.')
    const existing = await bookingOf(store, lead.id)
    const preferred = Array.isArray(lead.data.preferredTimeSlots) ? lead.data.preferredTimeSlots : []
    const slot = body.slot
    if (!isTimeSlot(slot)) return jsonError(c, 400, 'Choose a time slot.')
    const date = body.date === undefined || body.date === '' ? String(lead.data.preferredDate ?? '') : body.date
    if (typeof date !== 'string' || !ISO_DAY.test(date) || !DateTime.fromISO(date).isValid)
      return jsonError(c, 400, 'Enter the date as YYYY-MM-DD.')
    const rescheduling = existing?.status === 'confirmed'
    if (!rescheduling && (date !== lead.data.preferredDate || !preferred.includes(slot)))
      return jsonError(c, 400, "Choose one of the visitor's preferred time slots.")
    const timezone = lead.data.timezone
    if (!isTimezone(timezone)) return jsonError(c, 409, "The visitor's timezone is not one the desk knows.")
    const badDay = rescheduling ? bookableDateProblem(date, timezone, new Date(now())) : null
    if (badDay) return jsonError(c, 400, badDay)
    const consultationType = body.consultationType || lead.data.consultationType
    if (!isConsultationType(consultationType)) return jsonError(c, 400, 'Choose the type of consultation.')
    const time = { date, slot, timezone }
    const { start, end } = bookingInstants(time)
    if (start.toMillis() <= now()) return jsonError(c, 400, 'Choose a time that has not passed.')
    if (
      rescheduling &&
      existing.date === date &&
      existing.slot === slot &&
      existing.consultationType === consultationType
    )
      return jsonError(c, 409, 'The consultation is already booked at that time.')
    const contact = leadContact(lead.data)
    if (!contact.email) return jsonError(c, 409, 'This lead has no email address to send the invitation to.')

    const uid = existing?.uid ?? `${randomUUID()}@${config.mailFrom.address.split('@')[1] ?? 'localhost'}`
    const change = rescheduling ? 'rescheduled' : 'confirmed'
    const changed = await changeLead(lead.id, version, async (tx, next) => {
      const saved = await saveBooking(
        tx,
        lead.id,
        {
          uid,
          status: 'confirmed',
          startsAt: start.toUTC().toISO() ?? '',
          endsAt: end.toUTC().toISO() ?? '',
          date,
          slot,
          timezone,
          consultationType,
        },
        at(),
      )
      await queueInvitation(tx, lead, saved, 'REQUEST', change, contact.email as string)
      if (lead.stage !== 'booked') await moveStage(tx, c, lead.id, 'booked', null, next)
      await audit(tx, {
        actor: actor(c),
        action: 'booking',
        leadId: lead.id,
        detail: { change, sequence: saved.sequence, date, slot, timezone, consultationType, version: next },
        at: at(),
      })
      return { booking: saved, version: next }
    })
    if (!changed) return staleChange(c, lead.id, version)
    void deps.outbox?.kick()
    return c.json(changed satisfies BookingChanged, rescheduling ? 200 : 201)
  })

  app.post('/api/submissions/:id/booking/cancel', jsonBodyLimit(4096), async (c) => {
    const target = await versionedChange(c)
    if (target instanceof Response) return target
    const { version, lead } = target
    const existing = await bookingOf(store, lead.id)
    if (existing?.status !== 'confirmed') return jsonError(c, 409, 'This lead has no booked consultation to cancel.')
    const email = leadContact(lead.data).email
    if (!email) return jsonError(c, 409, 'This lead has no email address to send the cancellation to.')
    const changed = await changeLead(lead.id, version, async (tx, next) => {
      const saved = await saveBooking(tx, lead.id, { ...existing, status: 'cancelled' }, at())
      await queueInvitation(tx, lead, saved, 'CANCEL', 'cancelled', email)
      await moveStage(tx, c, lead.id, 'contacted', null, next)
      await audit(tx, {
        actor: actor(c),
        action: 'booking-cancel',
        leadId: lead.id,
        detail: { sequence: saved.sequence, version: next },
        at: at(),
      })
      return { booking: saved, version: next }
    })
    if (!changed) return staleChange(c, lead.id, version)
    void deps.outbox?.kick()
    return c.json(changed satisfies BookingChanged)
  })

  app.get('/api/audit', async (c) => {
    const cursor = c.req.query('cursor')
    if (cursor !== undefined && !/^\d{1,19}$/.test(cursor)) return jsonError(c, 400, 'The page cursor is not valid.')
    const entries = await auditPage(store, { before: cursor, limit: PAGE_SIZE + 1 })
    const page = entries.slice(0, PAGE_SIZE)
    return c.json({ entries: page, nextCursor: entries.length > PAGE_SIZE ? (page.at(-1)?.id ?? null) : null })
  })

  app.get('/api/privacy/export', async (c) => {
    const email = normaliseEmail(c.req.query('email'))
    if (!email) return jsonError(c, 400, 'Enter the email address of the person asking, like name@example.com.')
    const data = await personalData(store, email)
    await audit(store, { actor: actor(c), action: 'privacy-export', detail: { leads: data.leads.length }, at: at() })
    c.header(
      'Content-Disposition',
      `attachment; filename="personal-information-${new Date(now()).toISOString().slice(0, 10)}.json"`,
    )
    return c.json({ email, exportedAt: new Date(now()).toISOString(), ...data })
  })

  app.post('/api/privacy/erase', jsonBodyLimit(4096), async (c) => {
    const body = await objectBody(c)
    if (body instanceof Response) return body
    const email = normaliseEmail(body.email)
    if (!email) return jsonError(c, 400, 'Enter the email address of the person asking, like name@example.com.')
    if (normaliseEmail(body.confirm) !== email)
      return jsonError(c, 400, 'Type the email address again to confirm the erasure.')
    const erased = await inTransaction(async (tx) => {
      const deleted = await eraseByEmail(tx, email)
      // One record per erased lead, by its id only: the address and what the person wrote are not kept.
      for (const leadId of deleted.leadIds)
        await audit(tx, { actor: actor(c), action: 'erase', leadId, detail: { request: 'erasure' }, at: at() })
      return deleted
    })
    await deps.mailer?.forget([...erased.leadIds, ...erased.mailIds])
    // After the answer: rewriting the tables can take longer than the desk's deadline.
    if (erased.leadIds.length > 0) void (store as Partial<LeadStore>).scrubDeleted?.()
    return c.json({ leadsErased: erased.leadIds.length })
  })

  /** Queues the prospect's and the staff copy of an invitation (stored first, then the outbox). */
  async function queueInvitation(
    tx: Queryable,
    lead: Lead,
    booking: { uid: string; sequence: number; date: string; slot: string; timezone: string; consultationType: string },
    method: 'REQUEST' | 'CANCEL',
    change: 'confirmed' | 'rescheduled' | 'cancelled',
    email: string,
  ) {
    const mails = bookingMails(
      {
        uid: booking.uid,
        sequence: booking.sequence,
        method,
        booking,
        prospect: { name: leadName(lead.data) ?? email, email, phone: leadContact(lead.data).phone },
        // The team mailbox staff read (LEADS_TO), where replies to the invitation go, not the sender.
        organizer: { name: config.mailFrom.name, address: config.leadsTo[0] ?? config.mailFrom.address },
        stamp: at(),
      },
      change,
      { from: config.mailFrom, staff: config.leadsTo },
      lead.id,
    )
    for (const mail of mails)
      await enqueueMail(tx, {
        id: mail.id,
        leadId: lead.id,
        message: mail.message as Record<string, unknown>,
        at: at(),
      })
  }

  /** The body of a change of a lead, the version it was based on and the lead, or the answer refusing it. */
  async function versionedChange(
    c: Context,
  ): Promise<{ body: Record<string, unknown>; version: number; lead: Lead } | Response> {
    const body = await objectBody(c)
    if (body instanceof Response) return body
    const version = readVersion(body)
    if (version === null) return jsonError(c, 400, MISSING_VERSION_MESSAGE)
    const lead = await leadParam(c)
    if (!lead) return noSuchLead(c)
    if (lead.version !== version) return staleChange(c, lead.id, version)
    return { body, version, lead }
  }

  /** Moves a lead to a stage as part of the change that made version `next`, and records it. */
  async function moveStage(
    tx: Queryable,
    c: Context,
    leadId: string,
    stage: LeadStage,
    reason: string | null,
    next: number,
  ): Promise<LeadStage | null> {
    const from = await setStage(tx, leadId, stage, reason, at())
    // A not-fit reason is kept on the lead (and erased with it), never in the audit log.
    await audit(tx, { actor: actor(c), action: 'stage', leadId, detail: { from, to: stage, version: next }, at: at() })
    return from
  }

  /**
   * Runs a change of a lead based on `version` in one transaction that first takes the next version:
   * undefined when another change took it (nothing of this one is kept), null when `fn` declined
   * (nothing kept either), else what `fn` returned.
   */
  async function changeLead<T>(
    leadId: string,
    version: number,
    fn: (tx: Queryable, next: number) => Promise<T | null>,
  ): Promise<T | null | undefined> {
    try {
      return await inTransaction(async (tx) => {
        const next = await takeVersion(tx, leadId, version)
        if (next === null) throw new StaleVersion()
        const result = await fn(tx, next)
        if (result === null) throw new Declined()
        return result
      })
    } catch (error) {
      if (error instanceof StaleVersion) return undefined
      if (error instanceof Declined) return null
      throw error
    }
  }

  /** 409 for a change based on an old version: what changed since, by whom, and the lead as it is now. */
  async function staleChange(c: Context, leadId: string, version: number): Promise<Response> {
    const lead = await findLead(store, leadId)
    if (!lead) return noSuchLead(c)
    const error = await changesSince(store, leadId, version, c.get('session').user.id)
    const answer: StaleChange = { error, lead: await leadDetail(store, lead, at()) }
    c.header('Cache-Control', 'no-store')
    return c.json(answer, 409)
  }

  async function leadParam(c: Context): Promise<Lead | null> {
    const id = c.req.param('id') ?? ''
    return UUID.test(id) ? findLead(store, id.toLowerCase()) : null
  }

  /** The filters of the list and export, or a message saying what is wrong. */
  function readFilter(c: Context): LeadFilter | string {
    const q = (name: string) => {
      const value = c.req.query(name)?.trim()
      return value ? value : undefined
    }
    const filter: LeadFilter = {}
    const form = q('form')
    if (form !== undefined) {
      if (!isLeadKind(form)) return 'Unknown form kind in the filter.'
      filter.form = form
    }
    const stage = q('stage')
    if (stage !== undefined) {
      if (!isLeadStage(stage)) return 'Unknown stage in the filter.'
      filter.stage = stage
    }
    const owner = q('owner')
    if (owner !== undefined) {
      if (owner === 'me') filter.owner = c.get('session').user.id
      else if (owner === 'none' || UUID.test(owner)) filter.owner = owner.toLowerCase()
      else return 'Unknown owner in the filter.'
    }
    const search = q('q')
    if (search !== undefined) {
      if (search.length > 100) return 'Search for at most 100 characters.'
      const bad = deskTextProblem(search, 'search', true)
      if (bad) return bad
      filter.search = search
    }
    for (const name of ['from', 'to'] as const) {
      const day = q(name)
      if (day === undefined) continue
      if (!ISO_DAY.test(day) || !DateTime.fromISO(day).isValid)
        return `Enter the "${name}" date as a real date, YYYY-MM-DD.`
      filter[name] = day
    }
    if (filter.from && filter.to && filter.from > filter.to) return 'The "from" date must not be after the "to" date.'
    return filter
  }
}

/** The desk hides what only an owner may do by the role given here (decision 129); the routes still check. */
function sessionInfo(session: Session, owner: boolean): SessionInfo {
  return {
    authenticated: true,
    user: { ...session.user, role: owner ? 'owner' : 'staff' },
    csrfToken: session.csrfToken,
    expiresAt: new Date(session.expiresAt).toISOString(),
  }
}

class Declined extends Error {}

const noSuchLead = (c: Context) => jsonError(c, 404, 'There is no submission with that id.')
function tooManyTries(c: Context, retryAfter: number): Response {
  c.header('Retry-After', String(retryAfter))
  return jsonError(c, 429, 'Too many failed attempts. Wait a few minutes before trying again.', { retryAfter })
}
const crossSiteRefused = (c: Context) => jsonError(c, 403, CROSS_SITE_MESSAGE)
const csrfRefused = (c: Context) =>
  jsonError(c, 403, 'This request is missing its security token. Reload the page and try again.')

function csrfTokenMatches(c: Context, session: Session): boolean {
  const given = c.req.header(CSRF_HEADER)
  return typeof given === 'string' && given !== '' && secretsMatch(given, session.csrfToken)
}

/** A valid session for every desk route, and its CSRF token on every request that changes something. */
function requireSession(sessions: Sessions, trustProxy: number): MiddlewareHandler {
  return async (c, next) => {
    const changes = !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)
    // Hono's csrf only looks at form-like posts; a JSON change must come from the site too.
    if (changes && !isSameOrigin(c, trustProxy)) return crossSiteRefused(c)
    const session = await sessions.get(getCookie(c, SESSION_COOKIE))
    if (!session) return jsonError(c, 401, 'Log in to see the submissions.')
    if (changes && !csrfTokenMatches(c, session)) return csrfRefused(c)
    c.set('session', session)
    await next()
  }
}

async function objectBody(c: Context): Promise<Record<string, unknown> | Response> {
  const body = await readJsonBody(c.req.raw)
  if (!body.ok) return jsonError(c, body.status, body.error)
  if (!isPlainObject(body.value)) return jsonError(c, 400, 'Send a JSON object.')
  return body.value
}

const encodeCursor = (lead: Lead) => Buffer.from(`${lead.queueKey}.${lead.id}`).toString('base64url')

function decodeCursor(cursor: string): { queueKey: string; id: string } | null {
  const match = /^(-?\d{1,19})\.([0-9a-f-]{36})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  return match && UUID.test(match[2]!) ? { queueKey: match[1]!, id: match[2]! } : null
}

async function noStore(c: Context, next: () => Promise<void>) {
  await next()
  c.header('Cache-Control', 'no-store')
  c.header('Vary', 'Cookie')
}
