import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { StaffMember, SubmissionList } from '../../lib/admin-api'
import { submissionsMachine } from './submissions.machine'
import { type DeskQuery, emptyQuery } from './submissions-api'

const failWith = (status: number, message: string) => Promise.reject(Object.assign(new Error(message), { status }))
const kim: StaffMember = { id: 'u1', name: 'Kim Lee', email: 'kim@bluegum.example' }
const page = (nextCursor: string | null = null): SubmissionList => ({ submissions: [], nextCursor })

function start(
  loadList: (query: DeskQuery, cursor: string | null) => Promise<SubmissionList>,
  session = true,
  logOut: (everywhere: boolean) => Promise<void> = async () => {},
) {
  const actor = createActor(
    submissionsMachine.provide({
      actors: {
        checkSession: fromPromise(async () => (session ? kim : null)),
        logIn: fromPromise(
          async ({ input }: { input: { email: string; password: string } }): Promise<StaffMember | null> => {
            if (input.password !== 'ok') await failWith(401, 'The email address or password is not correct.')
            return kim
          },
        ),
        logOut: fromPromise(({ input }: { input: { everywhere: boolean } }) => logOut(input.everywhere)),
        loadList: fromPromise(({ input }: { input: { query: DeskQuery; cursor: string | null } }) =>
          loadList(input.query, input.cursor),
        ),
      },
    }),
  )
  actor.start()
  return actor
}

describe('submissions machine', () => {
  it('checks the session first, then lists', async () => {
    const actor = start(async () => page())
    expect(actor.getSnapshot().matches('checking')).toBe(true)
    const ready = await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }))
    expect(ready.context.user).toEqual(kim)
  })

  it('logs in, and reports a refused password', async () => {
    const actor = start(async () => page(), false)
    await waitFor(actor, (s) => s.matches({ anonymous: 'idle' }))
    actor.send({ type: 'login.submit', email: 'kim@bluegum.example', password: 'nope' })
    const refused = await waitFor(actor, (s) => s.matches({ anonymous: 'idle' }) && s.context.loginError !== null)
    expect(refused.context.loginError).toBe('The email address or password is not correct.')
    actor.send({ type: 'login.submit', email: 'kim@bluegum.example', password: 'ok' })
    const ready = await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }))
    expect(ready.context.loginError).toBeNull()
    expect(ready.context.user?.name).toBe('Kim Lee')
  })

  it('does not lose a login sent while the session is still being checked', async () => {
    const actor = start(async () => page(), false)
    expect(actor.getSnapshot().matches('checking')).toBe(true)
    actor.send({ type: 'login.submit', email: 'kim@bluegum.example', password: 'ok' })
    const ready = await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }))
    expect(ready.context.user?.name).toBe('Kim Lee')
  })

  it('returns to the login form when the session expires while in use', async () => {
    let calls = 0
    const actor = start(() =>
      calls++ === 0 ? Promise.resolve(page()) : failWith(401, 'Log in to see the submissions.'),
    )
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }))
    actor.send({ type: 'filter.change', query: { ...emptyQuery, form: 'contact' } })
    const out = await waitFor(actor, (s) => s.matches('anonymous'))
    expect(out.context.loginError).toBe('Your session has ended. Log in again.')
    expect(out.context.query).toEqual(emptyQuery)
  })

  it('pages forward by the server’s cursor and back again; a new filter starts at the first page', async () => {
    const asked: (string | null)[] = []
    const actor = start(async (_query, cursor) => {
      asked.push(cursor)
      return page(cursor === 'c2' ? null : cursor === 'c1' ? 'c2' : 'c1')
    })
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }))
    actor.send({ type: 'page.next' })
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }) && s.context.cursor === 'c1')
    actor.send({ type: 'page.next' })
    const last = await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }) && s.context.cursor === 'c2')
    expect(last.context.nextCursor).toBeNull()
    actor.send({ type: 'page.next' }) // nothing after the last page
    actor.send({ type: 'page.previous' })
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }) && s.context.cursor === 'c1')
    actor.send({ type: 'filter.change', query: { ...emptyQuery, q: 'smith' } })
    const filtered = await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }) && s.context.query.q === 'smith')
    expect(filtered.context.cursor).toBeNull()
    expect(asked).toEqual([null, 'c1', 'c2', 'c1', null])
  })

  it('keeps the list view with a message when loading fails for another reason', async () => {
    const actor = start(() => failWith(500, 'Something went wrong on our side.'))
    const ready = await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }))
    expect(ready.context.listError).toBe('Something went wrong on our side.')
  })

  it('logs out here, or everywhere', async () => {
    const calls: boolean[] = []
    const actor = start(
      async () => page(),
      true,
      async (everywhere) => {
        calls.push(everywhere)
      },
    )
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }))
    actor.send({ type: 'session.logoutEverywhere' })
    const out = await waitFor(actor, (s) => s.matches({ anonymous: 'idle' }))
    expect(out.context.user).toBeNull()
    expect(calls).toEqual([true])
  })
})
