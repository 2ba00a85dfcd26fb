import type { Context } from 'hono'
import { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { loginCodeCopy } from '../src/content/desk-login-code'
import {
  crossSiteRefused,
  csrfRefused,
  csrfTokenMatches,
  type Desk,
  jsonBody,
  SESSION_COOKIE,
  type SessionInfo,
  sessionInfo,
} from './admin-desk'
import { loginBody, valid } from './admin-inputs'
import { audit, UNKNOWN_ACCOUNT_ACTOR } from './audit'
import { sqlCounters } from './counters'
import { clientAddress, clientNetwork, isSameOrigin, jsonError } from './http'
import { deskBodyLimit } from './json-body'
import { secretSetting } from './leads'
import { loginCodes } from './login-codes'
import { createLoginThrottle, DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S, deviceCookies } from './login-throttle'
import { secretsMatch } from './sessions'
import { authenticateStaff, bootstrapFirstUser, countStaff, findStaff, isOwner } from './staff'

/** Logging in (throttled, with a device cookie and a code for a new browser under attack), out, and "am I?". */
export function sessionRoutes(desk: Desk) {
  const { config, store, now, sessions, at } = desk
  // Failed logins are counted in the store on PGlite too, so every instance on one store, and a
  // restarted server, sees them (decision 125).
  const counters = sqlCounters(store, now)
  const throttle = createLoginThrottle(counters, config.loginFailureLimit, now)
  const codes = loginCodes({ store, counters, now, from: config.mailFrom, kick: () => desk.outbox?.kick() })
  let deviceSecret: Promise<string> | null = null
  const devices = deviceCookies(() => {
    deviceSecret ??= secretSetting(store, 'device_cookie_key').catch((error) => {
      deviceSecret = null
      throw error
    })
    return deviceSecret
  })

  return (
    new Hono()
      .post(
        '/api/admin/login',
        deskBodyLimit(4096),
        async (c, next) => (isSameOrigin(c, config.trustProxy) ? next() : crossSiteRefused(c)),
        jsonBody,
        valid('json', loginBody, (c, message) =>
          jsonError(c, 400, message, message === loginCodeCopy.codeFormat ? { needsCode: true } : {}),
        ),
        async (c) => {
          const { email, password, code } = c.req.valid('json')
          // A browser that logged in to this account before is throttled on its own failures (decisions 108,
          // 250); any other on its address's and on the account's (115), or, with a code from the account's
          // mailbox, on its address's and the code's: an attacker holding the account's count back cannot
          // hold its owner out (decision 180).
          const device = await devices.verify(getCookie(c, DEVICE_COOKIE), email)
          const addressKey = `login-address:${clientNetwork(clientAddress(c, config.trustProxy))}`
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
          if (codeId && !(await codes.use(codeId)))
            return jsonError(c, 401, loginCodeCopy.codeWrong, { needsCode: true })
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
          const secure = desk.secureCookie(c)
          setCookie(c, SESSION_COOKIE, token, {
            httpOnly: true,
            sameSite: 'Strict',
            path: '/',
            secure,
            maxAge: Math.floor(config.sessionTtlMs / 1000),
          })
          if (!device)
            setCookie(c, DEVICE_COOKIE, await devices.issue(email), {
              httpOnly: true,
              sameSite: 'Strict',
              path: '/api/admin',
              secure,
              maxAge: DEVICE_COOKIE_MAX_AGE_S,
            })
          return c.json(sessionInfo(session, await isOwner(store, session.user.id)), 200)
        },
      )

      .post('/api/admin/logout', async (c) => {
        if (!isSameOrigin(c, config.trustProxy)) return crossSiteRefused(c)
        const token = getCookie(c, SESSION_COOKIE)
        const current = await sessions.get(token)
        if (current) {
          if (!csrfTokenMatches(c, current)) return csrfRefused(c)
          await sessions.destroy(token)
          await audit(store, { actor: current.user, action: 'logout', at: at() })
        }
        deleteCookie(c, SESSION_COOKIE, { path: '/', secure: desk.secureCookie(c) })
        return c.json({ authenticated: false } as const, 200)
      })

      // Behind requireSession (server/admin.ts).
      .post('/api/admin/logout-everywhere', async (c) => {
        const ended = await sessions.destroyAll(c.get('session').user.id)
        await audit(store, {
          actor: desk.actor(c),
          action: 'logout-everywhere',
          detail: { sessions: ended },
          at: at(),
        })
        deleteCookie(c, SESSION_COOKIE, { path: '/', secure: desk.secureCookie(c) })
        return c.json({ authenticated: false as const, sessionsEnded: ended }, 200)
      })

      // "Am I logged in?" is a question, not a failure: the desk asks it on every visit, so a
      // logged-out answer is 200 (no error in the staff member's console). Everything else is 401.
      .get('/api/admin/session', async (c) => {
        const current = await sessions.get(getCookie(c, SESSION_COOKIE))
        return c.json(
          current
            ? sessionInfo(current, await isOwner(store, current.user.id))
            : ({ authenticated: false } satisfies SessionInfo),
          200,
        )
      })
  )
}

function tooManyTries(c: Context, retryAfter: number) {
  c.header('Retry-After', String(retryAfter))
  return jsonError(c, 429, 'Too many failed attempts. Wait a few minutes before trying again.', { retryAfter })
}
