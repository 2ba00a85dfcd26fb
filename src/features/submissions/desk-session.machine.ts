import { assign, fromPromise, setup } from 'xstate'
import { deskTabsCopy } from '../../content/desk-tabs'
import type { SessionUser } from './desk-types'

export interface DeskSessionContext {
  user: SessionUser | null
  loginError: string | null
  /** The server asked for the code it emailed (a new browser while the account is held back, decision 180). */
  codeNeeded: boolean
  /**
   * Why this tab was signed out by another tab of the browser (decision 262), for the login's notice;
   * null when it was not, and again once a login is sent here.
   */
  signedOutElsewhere: ElsewhereReason | null
  /** The same account logged in in another tab while this tab's own login was on its way (decision 263). */
  followAfterLogin: boolean
}

/** What another tab of this browser told this one (decision 262). */
export type ElsewhereReason = 'loggedOut' | 'sessionEnded' | 'otherAccount'

/** What this tab tells the others: it logged out, met an ended session, or logged in as someone. */
export type TabMessage = { type: 'loggedOut' } | { type: 'sessionEnded' } | { type: 'loggedIn'; userId: string }

export type DeskSessionEvent =
  | { type: 'login.submit'; email: string; password: string; code?: string }
  | { type: 'session.expired' }
  | { type: 'session.giveUp' }
  | { type: 'session.logout' }
  | { type: 'session.logoutEverywhere' }
  /** Another tab of this browser logged out, or met the session ended (decision 262). */
  | { type: 'elsewhere.loggedOut' }
  | { type: 'elsewhere.sessionEnded' }
  /** Another tab of this browser logged in: the cookie is now that account's new session. */
  | { type: 'elsewhere.loggedIn'; userId: string }

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
    /**
     * The same account logged in in another tab: asks for the browser's new session, whose CSRF token
     * the page keeps, and answers its user (null when there is none).
     */
    followSession: fromPromise<SessionUser | null>(async () => null),
  },
  actions: {
    /** Tells this browser's other desk tabs (BroadcastChannel, given by the page). */
    tellOtherTabs: (_, _message: TabMessage) => {},
  },
  guards: {
    sameAccount: ({ context, event }) => event.type === 'elsewhere.loggedIn' && event.userId === context.user?.id,
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
      entry: assign({ loginError: null, signedOutElsewhere: null, followAfterLogin: false }),
      // The dialog's own login is on its way while the same account logs in in another tab: which of the
      // two set the browser's cookie last is not known here, so once this one is in, this tab asks for
      // the session the cookie holds, rather than race its own answer with a follow (decision 263).
      on: { 'elsewhere.loggedIn': { guard: 'sameAccount', actions: assign({ followAfterLogin: true }) } },
      invoke: {
        src: 'logIn',
        input: loginInput,
        // On to `following` at once if another tab's login came meanwhile (`active`'s `always`).
        onDone: {
          target: '#deskSession.authenticated.active',
          actions: [
            assign({ user: ({ event }) => event.output, loginError: null, codeNeeded: false }),
            {
              type: 'tellOtherTabs',
              params: ({ event }): TabMessage => ({ type: 'loggedIn', userId: event.output?.id ?? '' }),
            },
          ],
        },
        onError: { target: 'idle', actions: assign(({ event }) => refusedLogin(event.error)) },
      },
    },
  },
})

/**
 * The same account logged in in another tab (decision 263): from the desk, the dialog, or while
 * following an earlier one, this tab takes that new session.
 */
const followTheSameAccount = {
  'elsewhere.loggedIn': { guard: 'sameAccount', target: '#deskSession.authenticated.following', reenter: true },
} as const

/** The session the other tab logged in with, asked for: this account's carries on, another's signs out. */
const followed = deskSession.createStateConfig({
  invoke: {
    src: 'followSession',
    onDone: [
      {
        guard: ({ context, event }) => event.output?.id === context.user?.id,
        target: '#deskSession.authenticated.active',
      },
      {
        guard: ({ event }) => event.output !== null,
        target: '#deskSession.anonymous',
        actions: assign({ signedOutElsewhere: 'otherAccount' }),
      },
      // No session after all: the dialog asks for the password, as when a request meets an ended session.
      { target: '#deskSession.authenticated.expired' },
    ],
  },
})

export const deskSessionMachine = deskSession.createMachine({
  id: 'deskSession',
  initial: 'checking',
  context: { user: null, loginError: null, codeNeeded: false, signedOutElsewhere: null, followAfterLogin: false },
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
      entry: assign({ loginError: null, signedOutElsewhere: null }),
      // Another tab of this browser logged out or met the ended session: whatever this tab was doing, it
      // stops showing leads at once (the page drops them with the desk). Logging in there is not followed
      // here unless it is the same account's (decision 262), which `followTheSameAccount` takes.
      on: {
        'elsewhere.loggedOut': {
          target: '#deskSession.anonymous',
          actions: assign({ signedOutElsewhere: 'loggedOut' }),
        },
        'elsewhere.sessionEnded': {
          target: '#deskSession.anonymous',
          actions: assign({ signedOutElsewhere: 'sessionEnded' }),
        },
        'elsewhere.loggedIn': {
          guard: ({ context, event }) => event.userId !== context.user?.id,
          target: '#deskSession.anonymous',
          actions: assign({ signedOutElsewhere: 'otherAccount' }),
        },
      },
      states: {
        active: {
          always: { guard: ({ context }) => context.followAfterLogin, target: 'following' },
          on: {
            'session.expired': {
              target: 'expired',
              actions: { type: 'tellOtherTabs', params: { type: 'sessionEnded' } },
            },
            'session.logout': 'loggingOut',
            'session.logoutEverywhere': 'loggingOutEverywhere',
            ...followTheSameAccount,
          },
        },
        // The page stays as it is, with what was typed; a dialog asks for the password again.
        expired: { ...loginSteps, on: { 'session.giveUp': '#deskSession.anonymous', ...followTheSameAccount } },
        // The same account logged in in another tab: the cookie is a new session, with its own CSRF token.
        // The desk stays, and a change waiting behind the dialog goes once this tab has the token. Asked
        // twice; if both fail, the dialog asks for the password, with why, rather than let the next change
        // meet the old token (decision 263).
        following: {
          initial: 'first',
          entry: assign({ followAfterLogin: false }),
          on: {
            'session.logout': 'loggingOut',
            'session.logoutEverywhere': 'loggingOutEverywhere',
            ...followTheSameAccount,
          },
          states: {
            first: { invoke: { ...followed.invoke, onError: 'again' } },
            again: {
              invoke: {
                ...followed.invoke,
                onError: {
                  target: '#deskSession.authenticated.expired',
                  actions: assign({ loginError: deskTabsCopy.followFailed }),
                },
              },
            },
          },
        },
        loggingOut: {
          // At once, not after the server's answer: this browser forgets its session either way.
          entry: { type: 'tellOtherTabs', params: { type: 'loggedOut' } },
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
            onDone: {
              target: '#deskSession.anonymous',
              actions: { type: 'tellOtherTabs', params: { type: 'loggedOut' } },
            },
            onError: { target: 'active', actions: assign({ loginError: ({ event }) => messageOf(event.error) }) },
          },
        },
      },
    },
  },
})
