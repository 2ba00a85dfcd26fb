import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { SubmissionSummary } from '../../lib/admin-api'
import { submissionsMachine } from './submissions.machine'

const failWith = (status: number, message: string) => Promise.reject(Object.assign(new Error(message), { status }))

function start(loadList: (form: string) => Promise<SubmissionSummary[]>, session = true) {
  const actor = createActor(
    submissionsMachine.provide({
      actors: {
        checkSession: fromPromise(async () => session),
        logIn: fromPromise(async ({ input }: { input: { password: string } }) => {
          if (input.password !== 'ok') await failWith(401, 'The password is not correct.')
        }),
        logOut: fromPromise(async () => {}),
        loadList: fromPromise(({ input }: { input: { form: string } }) => loadList(input.form)),
      },
    }),
  )
  actor.start()
  return actor
}

describe('submissions machine', () => {
  it('checks the session first, then lists', async () => {
    const actor = start(async () => [])
    expect(actor.getSnapshot().matches('checking')).toBe(true)
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }))
  })

  it('logs in, and reports a refused password', async () => {
    const actor = start(async () => [], false)
    await waitFor(actor, (s) => s.matches({ anonymous: 'idle' }))
    actor.send({ type: 'login.submit', password: 'nope' })
    const refused = await waitFor(actor, (s) => s.matches({ anonymous: 'idle' }) && s.context.loginError !== null)
    expect(refused.context.loginError).toBe('The password is not correct.')
    actor.send({ type: 'login.submit', password: 'ok' })
    const ready = await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }))
    expect(ready.context.loginError).toBeNull()
  })

  it('returns to the login form when the session expires while in use', async () => {
    let calls = 0
    const actor = start(() => (calls++ === 0 ? Promise.resolve([]) : failWith(401, 'Log in to see the submissions.')))
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }))
    actor.send({ type: 'filter.change', form: 'contact' })
    const out = await waitFor(actor, (s) => s.matches('anonymous'))
    expect(out.context.loginError).toBe('Your session has ended. Log in again.')
    expect(out.context.filter).toBe('')
  })

  it('keeps the list view with a message when loading fails for another reason', async () => {
    const actor = start(() => failWith(500, 'Something went wrong on our side.'))
    const ready = await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }))
    expect(ready.context.listError).toBe('Something went wrong on our side.')
  })

  it('logs out', async () => {
    const actor = start(async () => [])
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }))
    actor.send({ type: 'session.logout' })
    await waitFor(actor, (s) => s.matches({ anonymous: 'idle' }))
  })
})
