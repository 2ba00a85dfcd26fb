import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { deskTabsCopy } from '../../content/desk-tabs'
import { deskSessionMachine } from './desk-session.machine'
import type { SessionUser } from './desk-types'

const failWith = (status: number, message: string) => Promise.reject(Object.assign(new Error(message), { status }))
const kim: SessionUser = { id: 'u1', name: 'Kim Lee', email: 'kim@bluegum.example', role: 'staff' }

function start(session = true, logOut: (everywhere: boolean) => Promise<void> = async () => {}) {
  const actor = createActor(
    deskSessionMachine.provide({
      actors: {
        checkSession: fromPromise(async () => (session ? kim : null)),
        logIn: fromPromise(
          async ({ input }: { input: { email: string; password: string } }): Promise<SessionUser | null> => {
            if (input.password !== 'ok') await failWith(401, 'The email address or password is not correct.')
            return kim
          },
        ),
        logOut: fromPromise(({ input }: { input: { everywhere: boolean } }) => logOut(input.everywhere)),
      },
    }),
  )
  actor.start()
  return actor
}

/**
 * Kim's desk, logged in, whose every login is Kim's: `follow` answers the asks for the session another
 * tab logged in with, and `told` collects what this tab tells the others.
 */
async function kimsDesk(follow: () => Promise<SessionUser | null>, told: unknown[] = []) {
  const actor = createActor(
    deskSessionMachine.provide({
      actors: {
        checkSession: fromPromise(async (): Promise<SessionUser | null> => kim),
        logIn: fromPromise(async (): Promise<SessionUser | null> => kim),
        logOut: fromPromise(async () => {}),
        followSession: fromPromise(follow),
      },
      actions: { tellOtherTabs: (_, message) => told.push(message) },
    }),
  ).start()
  await waitFor(actor, (s) => s.matches({ authenticated: 'active' }))
  return actor
}

describe('desk session machine', () => {
  it('checks the session first', async () => {
    const actor = start()
    expect(actor.getSnapshot().matches('checking')).toBe(true)
    const active = await waitFor(actor, (s) => s.matches({ authenticated: 'active' }))
    expect(active.context.user).toEqual(kim)
  })

  it('logs in, and reports a refused password', async () => {
    const actor = start(false)
    await waitFor(actor, (s) => s.matches({ anonymous: 'idle' }))
    actor.send({ type: 'login.submit', email: 'kim@bluegum.example', password: 'nope' })
    const refused = await waitFor(actor, (s) => s.matches({ anonymous: 'idle' }) && s.context.loginError !== null)
    expect(refused.context.loginError).toBe('The email address or password is not correct.')
    actor.send({ type: 'login.submit', email: 'kim@bluegum.example', password: 'ok' })
    const active = await waitFor(actor, (s) => s.matches({ authenticated: 'active' }))
    expect(active.context.loginError).toBeNull()
    expect(active.context.user?.name).toBe('Kim Lee')
  })

  it('takes the last refusal away while the next attempt is being sent', async () => {
    const actor = start(false)
    await waitFor(actor, (s) => s.matches({ anonymous: 'idle' }))
    actor.send({ type: 'login.submit', email: 'kim@bluegum.example', password: 'nope' })
    await waitFor(actor, (s) => s.context.loginError !== null)
    actor.send({ type: 'login.submit', email: 'kim@bluegum.example', password: 'ok' })
    // "Logging in…" with the old "not correct" beside it would read as this attempt's answer.
    expect(actor.getSnapshot().matches({ anonymous: 'loggingIn' })).toBe(true)
    expect(actor.getSnapshot().context.loginError).toBeNull()
  })

  it('asks a new browser for the emailed code, sends it with the password, and stops asking once in', async () => {
    const sent: { email: string; password: string; code?: string }[] = []
    const actor = createActor(
      deskSessionMachine.provide({
        actors: {
          checkSession: fromPromise(async (): Promise<SessionUser | null> => null),
          logIn: fromPromise(
            async ({
              input,
            }: {
              input: { email: string; password: string; code?: string }
            }): Promise<SessionUser | null> => {
              sent.push(input)
              if (!input.code)
                throw Object.assign(new Error('Enter the code we emailed you.'), { body: { needsCode: true } })
              if (input.code !== '123456') throw new Error('')
              return kim
            },
          ),
        },
      }),
    ).start()
    await waitFor(actor, (s) => s.matches({ anonymous: 'idle' }))
    actor.send({ type: 'login.submit', email: 'kim@bluegum.example', password: 'ok' })
    const asked = await waitFor(actor, (s) => s.matches({ anonymous: 'idle' }) && s.context.codeNeeded)
    expect(asked.context.loginError).toBe('Enter the code we emailed you.')
    // A refusal without words of its own still tells staff something went wrong.
    actor.send({ type: 'login.submit', email: 'kim@bluegum.example', password: 'ok', code: '000000' })
    const wrong = await waitFor(actor, (s) => s.matches({ anonymous: 'idle' }) && s.context.loginError !== null)
    expect(wrong.context).toMatchObject({ loginError: 'Something went wrong. Please try again.', codeNeeded: false })
    actor.send({ type: 'login.submit', email: 'kim@bluegum.example', password: 'ok', code: '123456' })
    const active = await waitFor(actor, (s) => s.matches({ authenticated: 'active' }))
    expect(active.context).toMatchObject({ loginError: null, codeNeeded: false, user: kim })
    expect(sent.at(-1)).toEqual({ email: 'kim@bluegum.example', password: 'ok', code: '123456' })
  })

  it('does not lose a login sent while the session is still being checked', async () => {
    const actor = start(false)
    expect(actor.getSnapshot().matches('checking')).toBe(true)
    actor.send({ type: 'login.submit', email: 'kim@bluegum.example', password: 'ok' })
    const active = await waitFor(actor, (s) => s.matches({ authenticated: 'active' }))
    expect(active.context.user?.name).toBe('Kim Lee')
  })

  it('logs in again in place when the session expires while in use, and stays logged in', async () => {
    const actor = start()
    await waitFor(actor, (s) => s.matches({ authenticated: 'active' }))
    actor.send({ type: 'session.expired' })
    expect(actor.getSnapshot().matches({ authenticated: { expired: 'idle' } })).toBe(true)
    actor.send({ type: 'login.submit', email: 'kim@bluegum.example', password: 'nope' })
    const refused = await waitFor(
      actor,
      (s) => s.matches({ authenticated: { expired: 'idle' } }) && !!s.context.loginError,
    )
    expect(refused.context.user).toEqual(kim) // the page behind keeps its user
    actor.send({ type: 'login.submit', email: 'kim@bluegum.example', password: 'ok' })
    await waitFor(actor, (s) => s.matches({ authenticated: 'active' }))
  })

  it('gives up on an expired session: back to the login form', async () => {
    const actor = start()
    await waitFor(actor, (s) => s.matches({ authenticated: 'active' }))
    actor.send({ type: 'session.expired' })
    actor.send({ type: 'session.giveUp' })
    expect(actor.getSnapshot().matches({ anonymous: 'idle' })).toBe(true)
  })

  it('logs out here, or everywhere', async () => {
    const calls: boolean[] = []
    const actor = start(true, async (everywhere) => {
      calls.push(everywhere)
    })
    await waitFor(actor, (s) => s.matches({ authenticated: 'active' }))
    actor.send({ type: 'session.logoutEverywhere' })
    const out = await waitFor(actor, (s) => s.matches({ anonymous: 'idle' }))
    expect(out.context.user).toBeNull()
    expect(calls).toEqual([true])
    // "Log out" ends this browser's session only: the member's other browsers stay logged in.
    actor.send({ type: 'login.submit', email: 'kim@bluegum.example', password: 'ok' })
    await waitFor(actor, (s) => s.matches({ authenticated: 'active' }))
    actor.send({ type: 'session.logout' })
    await waitFor(actor, (s) => s.matches({ anonymous: 'idle' }))
    expect(calls).toEqual([true, false])
  })

  it("tells the other tabs, and follows theirs: their logout or ended session signs this tab out, another account's login too", async () => {
    const told: unknown[] = []
    let followed = 0
    const actor = await kimsDesk(async () => {
      followed++
      return kim
    }, told)
    // The same account logged in elsewhere: stay, with that session's token.
    actor.send({ type: 'elsewhere.loggedIn', userId: kim.id })
    await waitFor(actor, (s) => s.matches({ authenticated: 'active' }))
    expect(followed).toBe(1)
    for (const [event, reason] of [
      [{ type: 'elsewhere.loggedOut' }, 'loggedOut'],
      [{ type: 'elsewhere.sessionEnded' }, 'sessionEnded'],
      [{ type: 'elsewhere.loggedIn', userId: 'u2' }, 'otherAccount'],
    ] as const) {
      actor.send(event)
      expect(actor.getSnapshot().matches({ anonymous: 'idle' })).toBe(true)
      expect(actor.getSnapshot().context).toMatchObject({ user: null, signedOutElsewhere: reason })
      // Signed out by another tab, this one tells nobody (no echo), and a login elsewhere is not followed.
      actor.send({ type: 'elsewhere.loggedIn', userId: kim.id })
      expect(actor.getSnapshot().matches({ anonymous: 'idle' })).toBe(true)
      actor.send({ type: 'login.submit', email: kim.email, password: 'ok' })
      expect(actor.getSnapshot().context.signedOutElsewhere).toBeNull()
      await waitFor(actor, (s) => s.matches({ authenticated: 'active' }))
    }
    expect(told).toEqual([
      { type: 'loggedIn', userId: kim.id },
      { type: 'loggedIn', userId: kim.id },
      { type: 'loggedIn', userId: kim.id },
    ])
    actor.send({ type: 'session.expired' })
    actor.send({ type: 'session.giveUp' })
    actor.send({ type: 'login.submit', email: kim.email, password: 'ok' })
    await waitFor(actor, (s) => s.matches({ authenticated: 'active' }))
    actor.send({ type: 'session.logout' })
    await waitFor(actor, (s) => s.matches({ anonymous: 'idle' }))
    expect(told.slice(3)).toEqual([
      { type: 'sessionEnded' },
      { type: 'loggedIn', userId: kim.id },
      { type: 'loggedOut' },
    ])
    expect(followed).toBe(1)
  })

  describe('following the same account logged in in another tab (decision 263)', () => {
    /** A desk logged in as Kim whose session asks answer, in turn, `answers` (an Error is a failed ask). */
    async function following(answers: (SessionUser | null | Error)[]) {
      let asks = 0
      const actor = await kimsDesk(async () => {
        const answer = answers[asks++]
        if (answer instanceof Error) throw answer
        return answer ?? null
      })
      return { actor, asks: () => asks }
    }
    const offline = new Error('The server could not be reached. Check your connection and try again.')

    it('leaves the "session ended" dialog for the desk, without a password', async () => {
      const { actor, asks } = await following([kim])
      actor.send({ type: 'session.expired' })
      actor.send({ type: 'elsewhere.loggedIn', userId: kim.id })
      expect(actor.getSnapshot().matches({ authenticated: 'expired' })).toBe(false)
      const back = await waitFor(actor, (s) => s.matches({ authenticated: 'active' }))
      expect(back.context).toMatchObject({ user: kim, loginError: null })
      expect(asks()).toBe(1)
    })

    it('asks once more when the first ask fails, then the dialog says why', async () => {
      const again = await following([offline, kim])
      again.actor.send({ type: 'elsewhere.loggedIn', userId: kim.id })
      await waitFor(again.actor, (s) => s.matches({ authenticated: 'active' }))
      expect(again.asks()).toBe(2)

      const { actor, asks } = await following([offline, offline])
      actor.send({ type: 'elsewhere.loggedIn', userId: kim.id })
      const dialog = await waitFor(actor, (s) => s.matches({ authenticated: { expired: 'idle' } }))
      expect(dialog.context).toMatchObject({ user: kim, loginError: deskTabsCopy.followFailed })
      expect(asks()).toBe(2)
      actor.send({ type: 'login.submit', email: kim.email, password: 'ok' })
      expect(actor.getSnapshot().context.loginError).toBeNull()
      await waitFor(actor, (s) => s.matches({ authenticated: 'active' }))
    })

    it('asks for the password when there is no session after all, and signs out when it is another account', async () => {
      const none = await following([null])
      none.actor.send({ type: 'elsewhere.loggedIn', userId: kim.id })
      const dialog = await waitFor(none.actor, (s) => s.matches({ authenticated: { expired: 'idle' } }))
      expect(dialog.context.loginError).toBeNull()

      const lee: SessionUser = { id: 'u2', name: 'Lee Park', email: 'lee@bluegum.example', role: 'staff' }
      const { actor } = await following([lee])
      actor.send({ type: 'elsewhere.loggedIn', userId: kim.id })
      const out = await waitFor(actor, (s) => s.matches({ anonymous: 'idle' }))
      expect(out.context).toMatchObject({ user: null, signedOutElsewhere: 'otherAccount' })
    })

    it('takes Log out and Log out everywhere pressed while it asks for the new session', async () => {
      for (const type of ['session.logout', 'session.logoutEverywhere'] as const) {
        const actor = await kimsDesk(() => new Promise(() => {})) // the ask is still on its way
        actor.send({ type: 'elsewhere.loggedIn', userId: kim.id })
        expect(actor.getSnapshot().matches({ authenticated: 'following' })).toBe(true)
        actor.send({ type })
        const expected = type === 'session.logout' ? 'loggingOut' : 'loggingOutEverywhere'
        expect(actor.getSnapshot().matches({ authenticated: expected }), type).toBe(true)
      }
    })

    it("a login in another tab while this tab's own first login is on its way changes nothing here", async () => {
      const actor = start(false)
      await waitFor(actor, (s) => s.matches({ anonymous: 'idle' }))
      actor.send({ type: 'login.submit', email: kim.email, password: 'ok' })
      actor.send({ type: 'elsewhere.loggedIn', userId: kim.id })
      expect(actor.getSnapshot().status).toBe('active')
      const inside = await waitFor(actor, (s) => s.matches({ authenticated: 'active' }))
      expect(inside.context.user).toEqual(kim)
    })

    it('lets a login sent from the dialog finish when the same account logs in in another tab meanwhile, then asks which session the browser kept', async () => {
      // Which of the two logins set the cookie last is not known: the follow comes after this tab's own answer.
      let answerLogin: (user: SessionUser) => void = () => {}
      let asks = 0
      const actor = createActor(
        deskSessionMachine.provide({
          actors: {
            checkSession: fromPromise(async (): Promise<SessionUser | null> => kim),
            logIn: fromPromise(() => new Promise<SessionUser | null>((resolve) => (answerLogin = resolve))),
            logOut: fromPromise(async () => {}),
            followSession: fromPromise(async (): Promise<SessionUser | null> => {
              asks++
              return kim
            }),
          },
        }),
      ).start()
      await waitFor(actor, (s) => s.matches({ authenticated: 'active' }))
      actor.send({ type: 'session.expired' })
      actor.send({ type: 'login.submit', email: kim.email, password: 'ok' })
      actor.send({ type: 'elsewhere.loggedIn', userId: kim.id })
      expect(actor.getSnapshot().matches({ authenticated: { expired: 'loggingIn' } })).toBe(true)
      expect(asks).toBe(0)
      answerLogin(kim)
      await waitFor(actor, (s) => s.matches({ authenticated: 'following' }))
      await waitFor(actor, (s) => s.matches({ authenticated: 'active' }))
      expect(asks).toBe(1)
      // Without a login elsewhere meanwhile, the dialog's login lands on the desk with no ask.
      actor.send({ type: 'session.expired' })
      actor.send({ type: 'login.submit', email: kim.email, password: 'ok' })
      answerLogin(kim)
      await waitFor(actor, (s) => s.matches({ authenticated: 'active' }))
      expect(asks).toBe(1)
      // Another account's login there still signs this tab out, as before.
      actor.send({ type: 'session.expired' })
      actor.send({ type: 'login.submit', email: kim.email, password: 'ok' })
      actor.send({ type: 'elsewhere.loggedIn', userId: 'u2' })
      expect(actor.getSnapshot().context.signedOutElsewhere).toBe('otherAccount')
    })

    it('does not lose a Log out pressed while following, nor follow while logging out', async () => {
      const { actor, asks } = await following([kim])
      actor.send({ type: 'elsewhere.loggedIn', userId: kim.id })
      actor.send({ type: 'session.logout' })
      expect(actor.getSnapshot().matches({ authenticated: 'loggingOut' })).toBe(true)
      actor.send({ type: 'elsewhere.loggedIn', userId: kim.id })
      expect(actor.getSnapshot().matches({ authenticated: 'loggingOut' })).toBe(true)
      await waitFor(actor, (s) => s.matches({ anonymous: 'idle' }))
      expect(asks()).toBe(1)
    })
  })
})
