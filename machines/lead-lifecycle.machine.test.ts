import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { leadDialog } from './lead-dialog.machine'
import { type BackupInput, type LeadData, LeadRefused, leadLifecycle, type Submission } from './lead-lifecycle.machine'

/**
 * The lifecycle's context and side effects, which the model paths (state names only) do not see:
 * what the error summary lists, which id a submission is sent under, what is backed up and which
 * notices are asked for.
 */

type Answer = 'ok' | 'refused' | 'down' | 'thrown-string' | 'never'

function run(answers: Answer[] = [], storage: 'works' | 'blocked' = 'works') {
  const sent: Submission[] = []
  const calls: string[] = []
  const backups: BackupInput[] = []
  const invalid: Record<string, string>[] = []
  const sendLead = fromPromise<unknown, Submission>(async ({ input }) => {
    sent.push(input)
    const answer = answers.shift() ?? 'ok'
    if (answer === 'refused') throw new LeadRefused('Some fields are not valid', { email: 'Enter a real email' })
    if (answer === 'down') throw new Error('Could not reach the server')
    if (answer === 'thrown-string') throw 'offline'
    if (answer === 'never') return new Promise(() => {})
    return { status: 'stored' }
  })
  const keepBackup = fromPromise<unknown, BackupInput>(async ({ input }) => {
    calls.push('keepBackup')
    if (storage === 'blocked') throw new DOMException('blocked', 'SecurityError')
    backups.push(input)
  })
  const note = (name: string) => () => {
    calls.push(name)
  }
  const machine = leadLifecycle.provide({
    actors: { sendLead, keepBackup },
    actions: {
      notifyInvalid: (_, params) => {
        calls.push('notifyInvalid')
        invalid.push(params.errors)
      },
      focusErrorSummary: note('focusErrorSummary'),
      notifySuccess: note('notifySuccess'),
      notifyBackedUp: note('notifyBackedUp'),
      notifyNotBackedUp: note('notifyNotBackedUp'),
      notifyRejected: note('notifyRejected'),
      resetForm: note('resetForm'),
      clearFieldErrors: note('clearFieldErrors'),
    },
  })
  const actor = createActor(machine).start()
  const settle = () =>
    waitFor(actor, (s) => !s.matches('submitting') && !s.matches('validating') && !s.matches('failure'))
  const submit = async (data: LeadData, errors: Record<string, string> = {}) => {
    actor.send({ type: 'form.submit', data, errors })
    return settle()
  }
  return { actor, sent, calls, backups, invalid, submit }
}

const ava = { name: 'Ava', email: 'ava@example.com' }

describe('the lead lifecycle', () => {
  it('an invalid attempt shows its errors, tells the visitor and focuses the summary; nothing is sent', async () => {
    const { actor, sent, calls, invalid, submit } = run()
    const snapshot = await submit({ name: '' }, { name: 'Enter your full name' })
    expect(snapshot.value).toBe('idle')
    expect(snapshot.context.summary).toEqual({ name: 'Enter your full name' })
    expect(invalid).toEqual([{ name: 'Enter your full name' }])
    expect(calls).toEqual(['notifyInvalid', 'focusErrorSummary'])
    expect(sent).toEqual([])
    expect(actor.getSnapshot().context.unsent).toBeNull()
  })

  it('closing with errors showing hides the summary and the field errors', async () => {
    const { actor, calls, submit } = run()
    await submit({ name: '' }, { name: 'Enter your full name' })
    actor.send({ type: 'form.dismiss' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.summary).toEqual({})
    expect(calls.slice(-1)).toEqual(['clearFieldErrors'])
  })

  it('dismissing a form with nothing shown leaves its snapshot as it was and its field state alone (decision 238)', () => {
    const { actor, calls } = run()
    const before = actor.getSnapshot()
    actor.send({ type: 'form.dismiss' })
    expect(actor.getSnapshot()).toBe(before)
    expect(calls).toEqual([])
  })

  it('a valid attempt after an invalid one hides the summary and is sent under a new id', async () => {
    const { sent, calls, submit } = run(['ok'])
    await submit({ name: '' }, { name: 'Enter your full name' })
    const snapshot = await submit(ava)
    expect(snapshot.value).toBe('success')
    expect(snapshot.context).toEqual({ summary: {}, unsent: null, sendError: null })
    expect(sent).toHaveLength(1)
    expect(sent[0]?.data).toEqual(ava)
    expect(sent[0]?.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(calls.slice(-2)).toEqual(['notifySuccess', 'resetForm'])
  })

  it('a success is over once the form is dismissed; the next lead gets a new id', async () => {
    const { actor, sent, submit } = run(['ok', 'ok'])
    await submit(ava)
    actor.send({ type: 'form.dismiss' })
    expect(actor.getSnapshot().value).toBe('idle')
    await submit(ava)
    expect(sent).toHaveLength(2)
    expect(sent[1]?.id).not.toBe(sent[0]?.id)
  })

  it('a failed send keeps the lead under its id, backs it up with the reason and tells the visitor', async () => {
    const { actor, sent, calls, backups, submit } = run(['down', 'down', 'ok'])
    const first = await submit(ava)
    expect(first.value).toBe('backedUp')
    expect(first.context.sendError).toBe('Could not reach the server')
    expect(first.context.unsent).toEqual({ id: sent[0]?.id, data: ava })
    expect(backups).toEqual([{ id: sent[0]?.id, data: ava, error: 'Could not reach the server' }])
    expect(calls).toEqual(['keepBackup', 'notifyBackedUp'])

    // Close and reopen: the entries and the id stay, and the field errors go.
    actor.send({ type: 'form.dismiss' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(calls.slice(-1)).toEqual(['clearFieldErrors'])
    expect(actor.getSnapshot().context.unsent?.id).toBe(sent[0]?.id)

    // The same entries again: the same submission (the server dedupes on the id).
    await submit({ ...ava })
    expect(sent[1]?.id).toBe(sent[0]?.id)
    // Changed entries: a new submission.
    const last = await submit({ ...ava, name: 'Ava Nguyen' })
    expect(sent[2]?.id).not.toBe(sent[0]?.id)
    expect(last.value).toBe('success')
    expect(last.context.unsent).toBeNull()
    expect(last.context.sendError).toBeNull()
  })

  it('a failed send this browser cannot keep says so, never "saved for backup", and keeps the entries and id', async () => {
    const { actor, sent, calls, backups, submit } = run(['down', 'ok'], 'blocked')
    const first = await submit(ava)
    expect(first.value).toBe('notBackedUp')
    expect(backups).toEqual([])
    expect(calls).toEqual(['keepBackup', 'notifyNotBackedUp'])
    expect(first.context.unsent).toEqual({ id: sent[0]?.id, data: ava })
    actor.send({ type: 'form.dismiss' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(calls.slice(-1)).toEqual(['clearFieldErrors']) // closed: the field errors go, as after a backup
    const again = await submit({ ...ava })
    expect(sent[1]?.id).toBe(sent[0]?.id)
    expect(again.value).toBe('success')
  })

  it('a failure that is not an Error is kept as text', async () => {
    const { backups, submit } = run(['thrown-string'])
    const snapshot = await submit(ava)
    expect(snapshot.value).toBe('backedUp')
    expect(snapshot.context.sendError).toBe('offline')
    expect(backups[0]?.error).toBe('offline')
  })

  it("a refusal shows the server's field errors, forgets the submission and is never backed up", async () => {
    const { actor, sent, calls, backups, submit } = run(['refused', 'ok'])
    const snapshot = await submit(ava)
    expect(snapshot.value).toBe('rejected')
    expect(snapshot.context.summary).toEqual({ email: 'Enter a real email' })
    expect(snapshot.context.unsent).toBeNull()
    expect(backups).toEqual([])
    expect(calls).toEqual(['notifyRejected', 'focusErrorSummary'])

    actor.send({ type: 'form.dismiss' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.summary).toEqual({})
    expect(calls.slice(-1)).toEqual(['clearFieldErrors'])

    await submit(ava)
    expect(sent[1]?.id).not.toBe(sent[0]?.id)
  })

  it('a corrected attempt after a refusal goes straight back to submitting', async () => {
    const { submit } = run(['refused', 'ok'])
    await submit(ava)
    const snapshot = await submit({ ...ava, email: 'ava@example.org' })
    expect(snapshot.value).toBe('success')
    expect(snapshot.context.summary).toEqual({})
  })

  it('a lead in flight is not sent twice and cannot be dismissed', async () => {
    const { actor, sent } = run(['never'])
    actor.send({ type: 'form.submit', data: ava, errors: {} })
    expect(actor.getSnapshot().value).toBe('submitting')
    actor.send({ type: 'form.submit', data: ava, errors: {} })
    actor.send({ type: 'form.dismiss' })
    await Promise.resolve()
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(sent).toHaveLength(1)
  })

  it('without a sendLead the lead is backed up, never lost', async () => {
    const saved: unknown[] = []
    const keepBackup = fromPromise<unknown, BackupInput>(async ({ input }) => void saved.push(input))
    const actor = createActor(leadLifecycle.provide({ actors: { keepBackup } })).start()
    actor.send({ type: 'form.submit', data: ava, errors: {} })
    const snapshot = await waitFor(actor, (s) => s.matches('backedUp'))
    expect(snapshot.context.sendError).toBe('sendLead is not provided')
    expect(saved).toHaveLength(1)
  })

  it('LeadRefused carries the fields the server named (none by default)', () => {
    const error = new LeadRefused('Bad')
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('LeadRefused')
    expect(error.message).toBe('Bad')
    expect(error.fields).toEqual({})
  })
})

describe('the lead dialog', () => {
  function dialog(answer: 'ok' | 'down' | 'never' = 'ok') {
    const sendLead = fromPromise<unknown, Submission>(async () => {
      if (answer === 'down') throw new Error('down')
      if (answer === 'never') return new Promise(() => {})
      return {}
    })
    const calls: string[] = []
    const actor = createActor(
      leadDialog.provide({
        actors: {
          submission: leadLifecycle.provide({
            actors: { sendLead, keepBackup: fromPromise<unknown, BackupInput>(async () => {}) },
            actions: { clearFieldErrors: () => void calls.push('clearFieldErrors') },
          }),
        },
      }),
    ).start()
    const child = () => actor.getSnapshot().children.submission?.getSnapshot()
    return { actor, child, calls }
  }

  it('starts closed and ignores its child while closed', () => {
    const { actor } = dialog()
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'form.submit', data: ava, errors: {} })
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('opens for editing and passes submits to its child', async () => {
    const { actor, child } = dialog('down')
    actor.send({ type: 'dialog.open' })
    expect(actor.getSnapshot().value).toEqual({ open: 'editing' })
    actor.send({ type: 'form.submit', data: ava, errors: {} })
    await waitFor(actor, () => child()?.value === 'backedUp')
    expect(actor.getSnapshot().value).toEqual({ open: 'editing' })
  })

  it('closing dismisses the form, keeping the unsent lead', async () => {
    const { actor, child, calls } = dialog('down')
    actor.send({ type: 'dialog.open' })
    actor.send({ type: 'form.submit', data: ava, errors: {} })
    await waitFor(actor, () => child()?.value === 'backedUp')
    const before = calls.length
    actor.send({ type: 'dialog.close' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(child()?.value).toBe('idle')
    expect(child()?.context.unsent?.data).toEqual(ava)
    expect(calls.slice(before)).toEqual(['clearFieldErrors'])
  })

  it('cannot be closed while the lead is in flight', () => {
    const { actor } = dialog('never')
    actor.send({ type: 'dialog.open' })
    actor.send({ type: 'form.submit', data: ava, errors: {} })
    expect(actor.getSnapshot().value).toEqual({ open: 'sending' })
    actor.send({ type: 'dialog.close' })
    expect(actor.getSnapshot().value).toEqual({ open: 'sending' })
  })

  it('closes by itself once the lead is sent, and reopens ready for the next one', async () => {
    const { actor, child } = dialog('ok')
    actor.send({ type: 'dialog.open' })
    actor.send({ type: 'form.submit', data: ava, errors: {} })
    await waitFor(actor, (s) => s.matches('closed'))
    expect(child()?.value).toBe('success')
    actor.send({ type: 'dialog.open' })
    expect(actor.getSnapshot().value).toEqual({ open: 'editing' })
    expect(child()?.value).toBe('idle')
  })

  it('an invalid attempt keeps the dialog open for editing', () => {
    const { actor, child } = dialog()
    actor.send({ type: 'dialog.open' })
    actor.send({ type: 'form.submit', data: {}, errors: { name: 'Enter your name' } })
    expect(actor.getSnapshot().value).toEqual({ open: 'editing' })
    expect(child()?.context.summary).toEqual({ name: 'Enter your name' })
  })
})

describe('submission ids', () => {
  it('are drawn once per new submission (crypto.randomUUID)', async () => {
    const uuid = vi.spyOn(crypto, 'randomUUID')
    const { submit } = run(['ok'])
    await submit(ava)
    expect(uuid).toHaveBeenCalledTimes(1)
  })
})

describe('a lifecycle run without a backup', () => {
  it('does not tell the visitor a lead the server did not take was saved', async () => {
    const sendLead = fromPromise<unknown, Submission>(async () => {
      throw new Error('Could not reach the server')
    })
    const actor = createActor(leadLifecycle.provide({ actors: { sendLead } })).start()
    actor.send({ type: 'form.submit', data: { name: 'Ava' }, errors: {} })
    const snapshot = await waitFor(actor, (s) => !s.matches('submitting') && !s.matches('failure'))
    expect(snapshot.value).toBe('notBackedUp')
  })
})

describe('a submit while the failed lead is being kept', () => {
  it('waits for the backup: the lead is not sent again, and the form is not shown editable', async () => {
    const sent: Submission[] = []
    const sendLead = fromPromise<unknown, Submission>(async ({ input }) => {
      sent.push(input)
      throw new Error('Could not reach the server')
    })
    const keepBackup = fromPromise<unknown, BackupInput>(() => new Promise(() => {})) // storage still writing
    const actor = createActor(leadLifecycle.provide({ actors: { sendLead, keepBackup } })).start()
    actor.send({ type: 'form.submit', data: { name: 'Ava' }, errors: {} })
    await waitFor(actor, (s) => s.matches('failure'))
    actor.send({ type: 'form.submit', data: { name: 'Ava' }, errors: {} })
    actor.send({ type: 'form.dismiss' })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(actor.getSnapshot().value).toBe('failure')
    expect(sent).toHaveLength(1)
  })
})
