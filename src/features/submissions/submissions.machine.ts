import { assign, fromPromise, setup } from 'xstate'
import type { SubmissionSummary } from '../../lib/admin-api'

export interface SubmissionsContext {
  /** '' for every form kind. */
  filter: string
  submissions: SubmissionSummary[]
  loginError: string | null
  listError: string | null
}

export type SubmissionsEvent =
  | { type: 'login.submit'; password: string }
  | { type: 'filter.change'; form: string }
  | { type: 'list.reload' }
  | { type: 'session.logout' }

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.'
const isUnauthorised = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401

/**
 * The submissions viewer: checking the session, logged out (login form), logged in (list, filter,
 * logout). The actors that talk to the server are provided by the page (or by tests).
 */
export const submissionsMachine = setup({
  types: {
    context: {} as SubmissionsContext,
    events: {} as SubmissionsEvent,
  },
  actors: {
    checkSession: fromPromise<boolean>(async () => false),
    logIn: fromPromise<void, { password: string }>(async () => {}),
    logOut: fromPromise<void>(async () => {}),
    loadList: fromPromise<SubmissionSummary[], { form: string }>(async () => []),
  },
}).createMachine({
  id: 'submissions',
  initial: 'checking',
  context: { filter: '', submissions: [], loginError: null, listError: null },
  states: {
    checking: {
      invoke: {
        src: 'checkSession',
        onDone: [{ guard: ({ event }) => event.output, target: 'authenticated' }, { target: 'anonymous' }],
        onError: { target: 'anonymous' },
      },
    },
    anonymous: {
      initial: 'idle',
      entry: assign({ submissions: [], filter: '', listError: null }),
      states: {
        idle: { on: { 'login.submit': 'loggingIn' } },
        loggingIn: {
          entry: assign({ loginError: null }),
          invoke: {
            src: 'logIn',
            input: ({ event }) => ({ password: event.type === 'login.submit' ? event.password : '' }),
            onDone: { target: '#submissions.authenticated' },
            onError: { target: 'idle', actions: assign({ loginError: ({ event }) => messageOf(event.error) }) },
          },
        },
      },
    },
    authenticated: {
      initial: 'loading',
      entry: assign({ loginError: null }),
      on: {
        'filter.change': { target: '.loading', reenter: true, actions: assign({ filter: ({ event }) => event.form }) },
        'list.reload': { target: '.loading', reenter: true },
        'session.logout': { target: '.loggingOut' },
      },
      states: {
        loading: {
          invoke: {
            src: 'loadList',
            input: ({ context }) => ({ form: context.filter }),
            onDone: {
              target: 'ready',
              actions: assign({ submissions: ({ event }) => event.output, listError: null }),
            },
            onError: [
              {
                guard: ({ event }) => isUnauthorised(event.error),
                target: '#submissions.anonymous',
                actions: assign({ loginError: 'Your session has ended. Log in again.' }),
              },
              { target: 'ready', actions: assign({ listError: ({ event }) => messageOf(event.error) }) },
            ],
          },
        },
        ready: {},
        loggingOut: {
          invoke: {
            src: 'logOut',
            onDone: { target: '#submissions.anonymous' },
            onError: { target: '#submissions.anonymous' },
          },
        },
      },
    },
  },
})
