import type { AnyStateMachine, SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'

/**
 * The model QA generates paths from: a lead-form machine with the send's done/error as model events
 * (createTestModel refuses machines that invoke actors). Used by the machine tests and by the
 * component tests, which walk the same paths through the rendered form.
 */
type AnySnapshot = SnapshotFrom<AnyStateMachine>

export function stepLabel(event: { type: string }, valid: unknown): string {
  if (event.type !== 'form.submit') return event.type
  const values = (event as unknown as { values: unknown }).values
  return `form.submit(${values === valid ? 'valid' : 'invalid'})`
}

export function lifecycleModel(machine: AnyStateMachine, valid: unknown, invalid: unknown) {
  const events = [
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'form.submit', values: valid },
    { type: 'form.submit', values: invalid },
    { type: 'xstate.done.actor.sendLead', output: { status: 'stored' } },
    { type: 'xstate.error.actor.sendLead', error: new Error('HTTP 500') },
  ]
  return new TestModel(machine as never, {
    events: (snapshot: AnySnapshot) =>
      events.filter((e) => (snapshot as { can: (e: unknown) => boolean }).can(e)) as never,
    // TestModel's own default matches only the key '*', so without this no `states` assertion of a
    // path test would ever run: 'open.backedUp' (and '#id.…') keys are matched against the snapshot.
    stateMatcher: (snapshot: AnySnapshot, key: string) =>
      key.startsWith('#')
        ? (snapshot as unknown as { _nodes: unknown[] })._nodes.includes(machine.getStateNodeById(key))
        : (snapshot as { matches: (value: string) => boolean }).matches(key),
    // Keyed by the entering transition: shortest paths then cover every transition, not only every state.
    serializeState: (snapshot: AnySnapshot, event: unknown, prev: AnySnapshot | undefined) =>
      JSON.stringify(snapshot.value) +
      (event && prev ? ` via ${JSON.stringify(event)} from ${JSON.stringify(prev.value)}` : ''),
  })
}
