import { assign, fromPromise, setup } from 'xstate'
import type { SessionUser } from './desk-types'

export interface DeskSessionContext {
  user: SessionUser | null
  loginError: string | null
  /** The server asked for the code it emailed (a new browser while the account is held back, decision 180). */
  codeNeeded: boolean
}

export type DeskSessionEvent =
  | { type: 'login.submit'; email: string; password: string; code?: string }
  | { type: 'session.expired' }
  | { type: 'session.giveUp' }
  | { type: 'session.logout' }
  | { type: 'session.logoutEverywhere' }

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.'

const loginInput = ({ event }: { event: DeskSessionEvent }) =>
  event.type === 'login.submit'
    ? { email: event.email, password: event.password, code: event.code }
    : { email: '', password: '' }

/** A refused login's message, and whether the server asks for the emailed code. */
const refusedLogin = (error: unknown) => ({
  loginError: messageOf(error),
  codeNeeded: (error as { body?: { needsCode?: unknown } } | null)?.body?.needsCode === true,
})

/**
 * The desk's session, and nothing else (the leads are TanStack Query's, decision 141): checking it,
 * logged out (the login form), logged in, expired while in use (logging in again in place, keeping the
 * page), and logging out here or everywhere. The actors that talk to the server are provided by the page
 * (or by tests).
 */
// Stryker disable ObjectLiteral,ArrowFunction: the types exist for TypeScript only, and the placeholder actors never
// run: the page and every test provide all three (equivalent).
const deskSession = setup({
  types: {
    context: {} as DeskSessionContext,
    events: {} as DeskSessionEvent,
  },
  actors: {
    checkSession: fromPromise<SessionUser | null>(async () => null),
    logIn: fromPromise<SessionUser | null, { email: string; password: string; code?: string }>(async () => null),
    logOut: fromPromise<void, { everywhere: boolean }>(async () => {}),
  },
})
// Stryker restore all

/**
 * Logging in, one step for the login form and for the dialog after a session ended in use: a success
 * lands on the desk (as it was, when the dialog asked), a refusal goes back to the form or the dialog
 * with its message.
 */
const loginSteps = deskSession.createStateConfig({
  initial: 'idle',
  states: {
    idle: { on: { 'login.submit': 'loggingIn' } },
    loggingIn: {
      entry: assign({ loginError: null }),
      invoke: {
        src: 'logIn',
        input: loginInput,
        onDone: {
          target: '#deskSession.authenticated.active',
          actions: assign({ user: ({ event }) => event.output, loginError: null, codeNeeded: false }),
        },
        onError: { target: 'idle', actions: assign(({ event }) => refusedLogin(event.error)) },
      },
    },
  },
})

export const deskSessionMachine = deskSession.createMachine({
  id: 'deskSession',
  initial: 'checking',
  context: { user: null, loginError: null, codeNeeded: false },
  states: {
    checking: {
      // The login form is on the page from the start: a login sent before the check ends is not lost.
      on: { 'login.submit': '#deskSession.anonymous.loggingIn' },
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
    anonymous: { ...loginSteps, entry: assign({ user: null }) },
    authenticated: {
      initial: 'active',
      entry: assign({ loginError: null }),
      states: {
        active: {
          on: {
            'session.expired': 'expired',
            'session.logout': 'loggingOut',
            'session.logoutEverywhere': 'loggingOutEverywhere',
          },
        },
        // The page stays as it is, with what was typed; a dialog asks for the password again.
        expired: { ...loginSteps, on: { 'session.giveUp': '#deskSession.anonymous' } },
        loggingOut: {
          invoke: {
            src: 'logOut',
            input: { everywhere: false },
            onDone: { target: '#deskSession.anonymous' },
            onError: { target: '#deskSession.anonymous' },
          },
        },
        loggingOutEverywhere: {
          invoke: {
            src: 'logOut',
            input: { everywhere: true },
            onDone: { target: '#deskSession.anonymous' },
            onError: { target: 'active', actions: assign({ loginError: ({ event }) => messageOf(event.error) }) },
          },
        },
      },
    },
  },
})
