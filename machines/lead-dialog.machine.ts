import { sendTo, setup } from 'xstate'
import { type LifecycleEvent, leadLifecycle } from './lead-lifecycle.machine'

/**
 * A lead form in a dialog (booking, registration application, guide download): `closed | open`,
 * with the form's lifecycle as an invoked child that lives as long as the dialog, so entries and an
 * unsent submission survive closing. The dialog follows its child: it closes by itself once the
 * lead is sent, and while the lead is in flight it cannot be closed (its outcome must be shown).
 */
export type DialogEvent = { type: 'dialog.open' } | { type: 'dialog.close' } | LifecycleEvent

export const leadDialog = setup({
  // Stryker disable next-line ObjectLiteral: types are for TypeScript only (equivalent)
  types: {
    events: {} as DialogEvent,
    children: {} as { submission: 'submission' },
  },
  actors: { submission: leadLifecycle },
}).createMachine({
  id: 'leadDialog',
  invoke: {
    id: 'submission',
    src: 'submission',
    onSnapshot: [
      { guard: ({ event }) => event.snapshot.matches('submitting'), target: '.open.sending' },
      { guard: ({ event }) => event.snapshot.matches('success'), target: '.closed' },
      { target: '.open.editing' },
    ],
  },
  initial: 'closed',
  states: {
    closed: {
      // The child's own snapshots (a dismiss) never reopen the dialog.
      on: {
        'xstate.snapshot.submission': {},
        // A success left behind by the last lead is over: the form opens ready for the next one.
        'dialog.open': { target: 'open', actions: sendTo('submission', { type: 'form.dismiss' }) },
      },
    },
    open: {
      initial: 'editing',
      on: {
        'form.submit': { actions: sendTo('submission', ({ event }) => event) },
      },
      states: {
        editing: {
          on: {
            'dialog.close': { target: '#leadDialog.closed', actions: sendTo('submission', { type: 'form.dismiss' }) },
          },
        },
        sending: {},
      },
    },
  },
})
