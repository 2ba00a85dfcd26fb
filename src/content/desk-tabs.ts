/**
 * What a desk tab says when another tab of the same browser signed it out (decision 262). Australian
 * English, like the rest of the desk.
 */
export const deskTabsCopy = {
  signedOutElsewhere: {
    loggedOut: {
      title: 'You logged out in another tab',
      text: 'This tab has stopped showing leads as well. Log in again to carry on.',
    },
    sessionEnded: {
      title: 'Your session has ended',
      text: 'Another tab found your session had ended, so this tab has stopped showing leads too. Log in again to carry on.',
    },
    otherAccount: {
      title: 'Someone else logged in in another tab',
      text: 'This browser is now logged in to another account, so this tab has stopped showing your leads. Log in again to carry on as yourself.',
    },
  },
  /**
   * In the "session ended" dialog, when the same account logged in in another tab but this tab could not
   * fetch that session twice over (decision 263).
   */
  followFailed:
    'You logged in again in another tab, but this tab could not pick up that session. Log in here to carry on.',
  /** Said under each: what happens to what was typed. */
  keptNote:
    'Anything you had typed in this tab is kept in it, and comes back when you log in again with the same account. Closing or reloading the tab loses it.',
} as const
