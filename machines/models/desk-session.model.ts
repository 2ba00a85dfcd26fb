import type { Model } from './paths'

/**
 * The oracle of the desk's session as a staff member meets it (spec §2 /submissions, issue 24's "log in
 * again in place", issue 28.3), written apart from `desk-session.machine.ts`. What a person can tell in
 * each state is in `seen`: which view is on screen, whether the password dialog is open, and whether the
 * button they pressed says it is working.
 */
export type DeskSessionState =
  | 'checking'
  | 'loggedOut'
  | 'loggingIn'
  | 'working'
  | 'expired'
  | 'expiredLoggingIn'
  | 'loggingOut'
  | 'loggingOutEverywhere'
  | 'following'
  | 'followingAgain'

export type DeskSessionEvent =
  | 'sessionFound'
  | 'noSession'
  | 'logIn'
  | 'loginOk'
  | 'loginRefused'
  | 'refreshMeets401'
  | 'giveUp'
  | 'logOut'
  | 'logOutEverywhere'
  | 'logoutOk'
  | 'logoutFails'
  | 'otherTabLogsOut'
  | 'otherTabLogsInAsMe'
  | 'sessionAskFails'

export interface DeskSessionSeen {
  /** The login form, or the desk with the leads. */
  view: 'login' | 'desk'
  /** The "log in again" dialog over the desk. */
  dialog: boolean
  /** The button pressed says it is working (Logging in…, Logging out…). */
  busy: boolean
}

export interface DeskSessionEffects {
  /** The login form or the dialog says the password was not accepted. */
  loginError?: true
  /** The desk says logging out everywhere failed, and stays. */
  logoutError?: true
  /** The login form says another tab logged out, and no lead is left on the page (decision 262). */
  signedOutElsewhere?: true
  /** The dialog says this tab could not pick up the session of the login in another tab (decision 263). */
  followFailed?: true
  /**
   * What this tab tells the browser's other desk tabs at this step (decision 262): none unless given. A tab
   * signed out by another tells nobody (no echo).
   */
  othersTold?: 'loggedOut' | 'sessionEnded' | 'loggedIn'
}

type Info = { description: string; seen: DeskSessionSeen }

const login = (busy = false): DeskSessionSeen => ({ view: 'login', dialog: false, busy })
const desk = (busy = false, dialog = false): DeskSessionSeen => ({ view: 'desk', dialog, busy })

export const deskSessionModel: Model<DeskSessionState, DeskSessionEvent, DeskSessionEffects, Info> = {
  name: 'Lead desk session (/submissions)',
  initial: 'checking',
  states: {
    checking: { description: 'the page has loaded and asks the server for a session', seen: login() },
    loggedOut: { description: 'the login form', seen: login() },
    loggingIn: { description: 'the login form has been sent', seen: login(true) },
    working: { description: 'the desk with the leads', seen: desk() },
    expired: {
      description: 'the session ended while in use: the dialog asks for the password again',
      seen: desk(false, true),
    },
    expiredLoggingIn: { description: 'the password is sent from the dialog', seen: desk(true, true) },
    loggingOut: { description: 'Log out was pressed', seen: desk(true) },
    loggingOutEverywhere: { description: 'Log out everywhere was pressed', seen: desk(true) },
    following: {
      description: 'the same account logged in in another tab: this tab asks for that session, desk in view',
      seen: desk(),
    },
    followingAgain: { description: 'the first ask for that session failed: asked once more', seen: desk() },
  },
  transitions: {
    // The login form is in the page from the start: a login sent before the check ends is not lost.
    checking: { sessionFound: { to: 'working' }, noSession: { to: 'loggedOut' }, logIn: { to: 'loggingIn' } },
    loggedOut: { logIn: { to: 'loggingIn' } },
    // The browser's cookie is now this account's session: a tab of another account must not go on as it.
    loggingIn: {
      loginOk: { to: 'working', effects: { othersTold: 'loggedIn' } },
      loginRefused: { to: 'loggedOut', effects: { loginError: true } },
    },
    working: {
      // The session ended for every tab of the browser, not only this one.
      refreshMeets401: { to: 'expired', effects: { othersTold: 'sessionEnded' } },
      // At once, before the server answers: the browser forgets its session either way.
      logOut: { to: 'loggingOut', effects: { othersTold: 'loggedOut' } },
      logOutEverywhere: { to: 'loggingOutEverywhere' },
      // A shared computer: the leads leave this tab at once, and the login says why.
      otherTabLogsOut: { to: 'loggedOut', effects: { signedOutElsewhere: true } },
      otherTabLogsInAsMe: { to: 'following' },
    },
    // What was on the desk stays behind the dialog; another request meeting the ended session changes nothing.
    expired: {
      logIn: { to: 'expiredLoggingIn' },
      giveUp: { to: 'loggedOut' },
      refreshMeets401: { to: 'expired' },
      // Not even behind the dialog: the leads go.
      otherTabLogsOut: { to: 'loggedOut', effects: { signedOutElsewhere: true } },
      // Back in, in another tab: no password asked here, the dialog goes.
      otherTabLogsInAsMe: { to: 'following' },
    },
    // The desk stays in view while the new session is asked for; never a silent failure (decision 263).
    following: {
      sessionFound: { to: 'working' },
      noSession: { to: 'expired' },
      sessionAskFails: { to: 'followingAgain' },
    },
    followingAgain: {
      sessionFound: { to: 'working' },
      sessionAskFails: { to: 'expired', effects: { followFailed: true } },
    },
    expiredLoggingIn: {
      loginOk: { to: 'working', effects: { othersTold: 'loggedIn' } },
      loginRefused: { to: 'expired', effects: { loginError: true } },
    },
    // A refresh that meets the ending session must not cancel the logout (the defect issue 28 found).
    loggingOut: {
      logoutOk: { to: 'loggedOut' },
      // The browser forgets its session either way: nobody is left logged in on a shared computer.
      logoutFails: { to: 'loggedOut' },
      refreshMeets401: { to: 'loggingOut' },
    },
    loggingOutEverywhere: {
      // Only once the server has ended the sessions: a failure leaves this tab, and the others, logged in.
      logoutOk: { to: 'loggedOut', effects: { othersTold: 'loggedOut' } },
      // Other browsers may still be in: say so and stay, so the staff member can try again.
      logoutFails: { to: 'working', effects: { logoutError: true } },
      refreshMeets401: { to: 'loggingOutEverywhere' },
    },
  },
  eventText: {
    sessionFound: 'the session check finds a session',
    noSession: 'the session check finds none',
    logIn: 'type the email and password and press Log in',
    loginOk: 'the server accepts the password',
    loginRefused: 'the server refuses the password (401)',
    refreshMeets401: 'press Refresh; the list request meets an ended session (401)',
    giveUp: 'press "Log out" in the dialog instead of logging in again',
    logOut: 'press Log out',
    logOutEverywhere: 'press "Log out everywhere"',
    logoutOk: 'the server ends the session',
    logoutFails: 'the server fails to end it (500)',
    otherTabLogsOut: 'in another tab of the same browser, press Log out',
    otherTabLogsInAsMe: 'in another tab of the same browser, log in with the same account',
    sessionAskFails: 'the ask for the session fails (503)',
  },
}
