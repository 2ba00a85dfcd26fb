import { assign, fromPromise, setup } from 'xstate'
import type { StaffMember, SubmissionList, SubmissionSummary } from '../../lib/admin-api'
import { type DeskQuery, emptyQuery } from './submissions-api'

export interface SubmissionsContext {
  query: DeskQuery
  submissions: SubmissionSummary[]
  /** Where the shown page starts (null: the first page), the pages before it, and the next page's start. */
  cursor: string | null
  previous: (string | null)[]
  nextCursor: string | null
  user: StaffMember | null
  loginError: string | null
  listError: string | null
}

export type SubmissionsEvent =
  | { type: 'login.submit'; email: string; password: string }
  | { type: 'filter.change'; query: DeskQuery }
  | { type: 'page.next' }
  | { type: 'page.previous' }
  | { type: 'list.reload' }
  | { type: 'session.logout' }
  | { type: 'session.logoutEverywhere' }

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.'
const isUnauthorised = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401

/**
 * The lead desk: checking the session, logged out (login form), logged in (list with filters and
 * keyset pages, logout here or everywhere). The actors that talk to the server are provided by the
 * page (or by tests).
 */
export const submissionsMachine = setup({
  types: {
    context: {} as SubmissionsContext,
    events: {} as SubmissionsEvent,
  },
  actors: {
    checkSession: fromPromise<StaffMember | null>(async () => null),
    logIn: fromPromise<StaffMember | null, { email: string; password: string }>(async () => null),
    logOut: fromPromise<void, { everywhere: boolean }>(async () => {}),
    loadList: fromPromise<SubmissionList, { query: DeskQuery; cursor: string | null }>(async () => ({
      submissions: [],
      nextCursor: null,
    })),
  },
}).createMachine({
  id: 'submissions',
  initial: 'checking',
  context: {
    query: emptyQuery,
    submissions: [],
    cursor: null,
    previous: [],
    nextCursor: null,
    user: null,
    loginError: null,
    listError: null,
  },
  states: {
    checking: {
      // The login form is on the page from the start: a login sent before the check ends is not lost.
      on: { 'login.submit': '#submissions.anonymous.loggingIn' },
      invoke: {
        src: 'checkSession',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'authenticated',
            actions: assign({ user: ({ event }) => event.output }),
          },
          { target: 'anonymous' },
        ],
        onError: { target: 'anonymous' },
      },
    },
    anonymous: {
      initial: 'idle',
      entry: assign({
        submissions: [],
        query: emptyQuery,
        cursor: null,
        previous: [],
        nextCursor: null,
        user: null,
        listError: null,
      }),
      states: {
        idle: { on: { 'login.submit': 'loggingIn' } },
        loggingIn: {
          entry: assign({ loginError: null }),
          invoke: {
            src: 'logIn',
            input: ({ event }) =>
              event.type === 'login.submit'
                ? { email: event.email, password: event.password }
                : { email: '', password: '' },
            onDone: { target: '#submissions.authenticated', actions: assign({ user: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: assign({ loginError: ({ event }) => messageOf(event.error) }) },
          },
        },
      },
    },
    authenticated: {
      initial: 'loading',
      entry: assign({ loginError: null }),
      on: {
        'filter.change': {
          target: '.loading',
          reenter: true,
          actions: assign({ query: ({ event }) => event.query, cursor: null, previous: [] }),
        },
        'page.next': {
          guard: ({ context }) => context.nextCursor !== null,
          target: '.loading',
          reenter: true,
          actions: assign({
            previous: ({ context }) => [...context.previous, context.cursor],
            cursor: ({ context }) => context.nextCursor,
          }),
        },
        'page.previous': {
          guard: ({ context }) => context.previous.length > 0,
          target: '.loading',
          reenter: true,
          actions: assign({
            cursor: ({ context }) => context.previous.at(-1) ?? null,
            previous: ({ context }) => context.previous.slice(0, -1),
          }),
        },
        'list.reload': { target: '.loading', reenter: true },
        'session.logout': { target: '.loggingOut' },
        'session.logoutEverywhere': { target: '.loggingOutEverywhere' },
      },
      states: {
        loading: {
          invoke: {
            src: 'loadList',
            input: ({ context }) => ({ query: context.query, cursor: context.cursor }),
            onDone: {
              target: 'ready',
              actions: assign({
                submissions: ({ event }) => event.output.submissions,
                nextCursor: ({ event }) => event.output.nextCursor,
                listError: null,
              }),
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
            input: { everywhere: false },
            onDone: { target: '#submissions.anonymous' },
            onError: { target: '#submissions.anonymous' },
          },
        },
        loggingOutEverywhere: {
          invoke: {
            src: 'logOut',
            input: { everywhere: true },
            onDone: { target: '#submissions.anonymous' },
            onError: { target: 'ready', actions: assign({ listError: ({ event }) => messageOf(event.error) }) },
          },
        },
      },
    },
  },
})
