import { site } from './site'

/**
 * What the desk says about the one-time login code (decision 180): a browser the desk has not seen needs
 * one, from the account's own mailbox, while its account is held back by wrong passwords.
 */
export const loginCodeCopy = {
  /** The answer to a login from a new browser while the account is held back; a code is on its way. */
  codeNeeded:
    'This account has had a run of wrong passwords, so a browser it has not seen before also needs a code. If the address is a desk account, we have emailed it a code. Enter the code with your password.',
  codeWrong:
    'That code is not right, or it has been used or has expired. Use the code in the newest email, or log in without one to get a new code.',
  codeFormat: 'Enter the code as it is in the email: 8 letters and numbers, like KM7P-Q2XA.',
  fieldLabel: 'Code from the email',
  fieldHint: '8 letters and numbers, like KM7P-Q2XA. It works once, within 15 minutes.',
  mailSubject: `Your ${site.shortName} lead desk login code`,
  mailText: (name: string, code: string, minutes: number) =>
    [
      `Hello ${name},`,
      '',
      'Someone is logging in to your account on the lead desk from a browser it has not seen before.',
      'Your account has had a run of wrong passwords, so that browser needs this code as well as the password:',
      '',
      code,
      '',
      `It works once, within ${minutes} minutes.`,
      '',
      'If this is not you, do not share the code: without it and your password nobody gets in from a new browser.',
      'If you think someone knows your password, ask an owner of the desk to reset it.',
      '',
      site.name,
    ].join('\n'),
} as const
