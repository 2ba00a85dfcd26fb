import type { Model } from './paths'

/** The oracle of the home page's query string (spec §4, §7, §8), apart from the machine. */
export type ReturnState = 'arriving' | 'sendingTestEmail' | 'done'
export type ReturnEvent =
  | 'visitPaid'
  | 'visitCanceled'
  | 'visitTest'
  | 'visitPaidAndTest'
  | 'visitOther'
  | 'serverOk'
  | 'serverDown'
  | 'serverRefuses'

export interface ReturnEffects {
  /** Notices shown by this step, in order: titles of spec §8 (and our test-email notices). */
  notices?: string[]
  /** `payment` and `test` are removed from the address. */
  cleaned?: true
  /** A test email goes to the server. */
  testEmail?: true
  /** Change in the leads waiting in this browser's backup list. */
  backups?: 1
}

export const paymentReturnModel: Model<ReturnState, ReturnEvent, ReturnEffects> = {
  name: 'Payment return and test email (home page query string)',
  initial: 'arriving',
  states: {
    arriving: { description: 'the visitor arrives on the home page' },
    sendingTestEmail: { description: 'the test email is on its way' },
    done: { description: 'the page is settled, the address clean' },
  },
  transitions: {
    arriving: {
      visitPaid: { to: 'done', effects: { notices: ['Payment successful'], cleaned: true } },
      visitCanceled: { to: 'done', effects: { notices: ['Payment canceled'], cleaned: true } },
      // The address is cleaned before the test email goes, so a reload cannot send it twice.
      visitTest: { to: 'sendingTestEmail', effects: { cleaned: true, testEmail: true } },
      visitPaidAndTest: {
        to: 'sendingTestEmail',
        effects: { notices: ['Payment successful'], cleaned: true, testEmail: true },
      },
      visitOther: { to: 'done' },
    },
    sendingTestEmail: {
      serverOk: { to: 'done', effects: { notices: ['Test email sent'] } },
      serverDown: { to: 'done', effects: { notices: ['Test email not sent yet'], backups: 1 } },
      serverRefuses: { to: 'done', effects: { notices: ['Test email refused'] } },
    },
    done: {},
  },
  eventText: {
    visitPaid: 'open /?payment=success',
    visitCanceled: 'open /?payment=canceled',
    visitTest: 'open /?test=email',
    visitPaidAndTest: 'open /?payment=success&test=email',
    visitOther: 'open /?utm_source=newsletter',
    serverOk: 'the server takes the test email (201)',
    serverDown: 'the server fails (500)',
    serverRefuses: 'the server refuses it (422)',
  },
}
