import type { Model } from './paths'

/**
 * The oracle of every lead form: what a visitor should see after each thing they or the server do,
 * written from the specification (spec §4, §8) and design.md's lead rules, not read off the machines.
 *
 * "Held" states remember an unsent lead: sending the same entries again must reuse its id, so the
 * server can never store it twice. "Errors" states show the error summary.
 */
export type LeadState =
  | 'closed'
  | 'closedHeld'
  | 'closedSent'
  | 'editing'
  | 'editingSent'
  | 'editingErrors'
  | 'editingHeld'
  | 'editingErrorsHeld'
  | 'editingChanged'
  | 'sending'
  | 'resending'
  | 'backedUp'
  | 'notBackedUp'
  | 'rejected'

export type LeadEvent =
  | 'open'
  | 'close'
  | 'submitInvalid'
  | 'submitValid'
  | 'edit'
  | 'serverOk'
  | 'serverDown'
  | 'serverRefuses'

export interface LeadEffects {
  /** The notice this step shows (spec §8), or none. */
  notice?: 'success' | 'backedUp' | 'notSaved' | 'rejected' | 'invalid'
  /** A lead goes to the server under a new id, or under the id of the unsent lead. */
  request?: 'new' | 'same'
  /** Change in the leads waiting in this browser's backup list. */
  backups?: 1 | -1
  /** The fields empty again for the next enquiry (otherwise every entry is kept). */
  reset?: true
  /** Focus moves to the error summary, so a keyboard or screen-reader user lands on what to fix. */
  focus?: 'summary'
}

export interface LeadStateInfo {
  description: string
  dialog: 'open' | 'closed'
  /** The error summary ("There is a problem") is showing. */
  summary: boolean
  /** The lead is on its way: the button says "Sending…". */
  busy: boolean
}

const open = (description: string, summary = false, busy = false): LeadStateInfo => ({
  description,
  dialog: 'open',
  summary,
  busy,
})

const states: Record<LeadState, LeadStateInfo> = {
  closed: { description: 'the dialog is closed', dialog: 'closed', summary: false, busy: false },
  closedHeld: {
    description: 'the dialog is closed, an unsent lead is kept',
    dialog: 'closed',
    summary: false,
    busy: false,
  },
  closedSent: {
    description: 'the dialog closed after the lead was sent',
    dialog: 'closed',
    summary: false,
    busy: false,
  },
  editing: open('the form is open with no errors showing'),
  // After a success the same entries again are a new enquiry, never a replay of the sent one.
  editingSent: open('the form is empty and ready for another enquiry'),
  editingErrors: open('the error summary names the missing entry', true),
  editingHeld: open('the form is open, the unsent lead kept, no errors showing'),
  editingErrorsHeld: open('the error summary shows, the unsent lead is kept', true),
  // Sending these entries replaces the kept lead: it leaves the backup list and is never resent.
  editingChanged: open('an entry of the lead kept for resending is changed'),
  sending: open('the lead is sending', false, true),
  resending: open('the unsent lead is sending again', false, true),
  backedUp: open('"could not send" shows, the entries are kept, the lead is saved for resend'),
  notBackedUp: open('"could not send or save" shows, the entries are kept, nothing is saved in this browser'),
  rejected: open('the server refused it: the summary lists what to change, nothing is saved', true),
}

type Transitions = Model<LeadState, LeadEvent, LeadEffects, LeadStateInfo>['transitions']

/** Whether this browser can keep a lead: storage works, or is blocked (private mode) or full throughout. */
export type Storage = 'works' | 'blocked'

function sendOutcomes(held: boolean, storage: Storage): Transitions['sending'] {
  // Only a lead this browser kept can leave its backup list.
  const leaves = held && storage === 'works' ? { backups: -1 as const } : {}
  return {
    // A second press while the lead is on its way (a double click, an impatient tap) sends nothing more.
    submitValid: { to: held ? 'resending' : 'sending' },
    serverOk: { to: 'editingSent', effects: { notice: 'success', reset: true, ...leaves } },
    serverDown:
      storage === 'works'
        ? { to: 'backedUp', effects: { notice: 'backedUp', ...(held ? {} : { backups: 1 }) } }
        : { to: 'notBackedUp', effects: { notice: 'notSaved' } },
    // A refused lead is never resent: a backed-up one leaves the list.
    serverRefuses: { to: 'rejected', effects: { notice: 'rejected', focus: 'summary', ...leaves } },
  }
}

/** The same table for every lead form; a dialog adds open and close, an inline form never closes. */
export function leadFormModel(name: string, presentation: 'dialog' | 'inline', storage: Storage = 'works') {
  const dialog = presentation === 'dialog'
  const invalid = { to: 'editingErrors', effects: { notice: 'invalid', focus: 'summary' } } as const
  const invalidHeld = { to: 'editingErrorsHeld', effects: { notice: 'invalid', focus: 'summary' } } as const
  const send = { to: 'sending', effects: { request: 'new' } } as const
  const resend = { to: 'resending', effects: { request: 'same' } } as const
  // A lead this browser kept, changed: sent as a new lead, and the kept one leaves the list (not resent
  // too, or staff would get the stale entries as a second lead). Without storage nothing was kept.
  const edit = { to: storage === 'works' ? 'editingChanged' : 'editing' } as const
  const transitions: Transitions = {
    closed: { open: { to: 'editing' } },
    closedHeld: { open: { to: 'editingHeld' } },
    closedSent: { open: { to: 'editingSent' } },
    editing: { submitInvalid: invalid, submitValid: send },
    editingSent: { submitInvalid: invalid, submitValid: send },
    editingErrors: { submitInvalid: invalid, submitValid: send },
    editingHeld: { submitInvalid: invalidHeld, submitValid: resend, edit },
    editingErrorsHeld: { submitInvalid: invalidHeld, submitValid: resend },
    // A lead on its way cannot be abandoned: closing the dialog does nothing until the answer.
    sending: sendOutcomes(false, storage),
    resending: sendOutcomes(true, storage),
    backedUp: { submitInvalid: invalidHeld, submitValid: resend, edit },
    notBackedUp: { submitInvalid: invalidHeld, submitValid: resend, edit },
    // Only the send is modelled here; the other events of a changed form are those of `editing`.
    editingChanged: { submitValid: { to: 'sending', effects: { request: 'new', backups: -1 } } },
    rejected: { submitInvalid: invalid, submitValid: send },
  }
  if (dialog) {
    // Closing forgets the error summary (the form reopens clean, entries kept), never an unsent lead.
    for (const state of ['editing', 'editingSent', 'editingErrors', 'rejected'] as const)
      transitions[state].close = { to: 'closed' }
    for (const state of ['editingHeld', 'editingErrorsHeld', 'backedUp', 'notBackedUp'] as const)
      transitions[state].close = { to: 'closedHeld' }
    transitions.sending.close = { to: 'sending' }
    transitions.resending.close = { to: 'resending' }
    // A dialog closes once its lead is sent.
    transitions.sending.serverOk = { ...transitions.sending.serverOk, to: 'closedSent' } as const
    transitions.resending.serverOk = { ...transitions.resending.serverOk, to: 'closedSent' } as const
  } else {
    delete transitions.closed.open
    delete transitions.closedHeld.open
    delete transitions.closedSent.open
  }
  // Only a dialog can be closed, and only reopening it finds the unsent lead with no errors showing.
  const inlineOnly = ([s]: [string, unknown]) => dialog || (!s.startsWith('closed') && s !== 'editingHeld')
  // With storage blocked, a failure is never kept, so no kept lead can be changed.
  const unused = storage === 'works' ? ['notBackedUp'] : ['backedUp', 'editingChanged']
  const used = Object.fromEntries(
    Object.entries(states).filter((entry) => inlineOnly(entry) && !unused.includes(entry[0])),
  ) as typeof states
  const model: Model<LeadState, LeadEvent, LeadEffects, LeadStateInfo> = {
    name,
    initial: dialog ? 'closed' : 'editing',
    states: used,
    transitions: Object.fromEntries(Object.keys(used).map((s) => [s, transitions[s as LeadState]])) as Transitions,
    eventText: {
      open: 'open the dialog',
      close: 'close the dialog',
      submitInvalid: 'submit with {invalid} empty',
      submitValid: 'fill every required entry and submit',
      edit: 'change an entry',
      serverOk: 'the server takes it (201)',
      serverDown: 'the server fails or cannot be reached (500, 503, 408, 429, offline)',
      serverRefuses: 'the server refuses it (422)',
    },
  }
  return model
}

export type LeadFormModel = ReturnType<typeof leadFormModel>
