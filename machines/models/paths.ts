import { createMachine } from 'xstate'
import { getShortestPaths } from 'xstate/graph'

/**
 * A test model: the expected outcome of each event in each state, written down from the
 * specification, apart from the machines it checks. Paths are generated from the model, so a wrong
 * transition in a machine fails the path that walks it instead of rewriting the expectation.
 */
export interface Model<
  S extends string,
  E extends string,
  Effect,
  Info extends { description: string } = { description: string },
> {
  name: string
  initial: S
  /** What a person can tell about each state. */
  states: Record<S, Info>
  /** Every event each state answers; an event a state does not list is not offered there. */
  transitions: Record<S, Partial<Record<E, { to: S; effects?: Effect }>>>
  /** How a step reads in the QA plan. */
  eventText: Record<E, string>
}

export interface Step<S extends string, E extends string, Effect> {
  from: S
  event: E
  to: S
  effects: Effect | undefined
}

export type Path<S extends string, E extends string, Effect> = Step<S, E, Effect>[]

/**
 * The model as an XState machine of its own: one state per model state, one transition per row of
 * its table. It shares nothing with the machine under test; xstate/graph walks it.
 */
export function modelMachine<S extends string, E extends string, Effect, I extends { description: string }>(
  model: Model<S, E, Effect, I>,
) {
  const states = Object.fromEntries(
    (Object.keys(model.states) as S[]).map((state) => [
      state,
      { on: Object.fromEntries(entries(model, state).map(([event, t]) => [event, { target: t.to }])) },
    ]),
  )
  return createMachine({ id: 'model', initial: model.initial, states })
}

/** xstate/graph's shortest path from `from` (the initial state when not given) to every state it reaches. */
function shortestPathsFrom<S extends string, E extends string, Effect, I extends { description: string }>(
  model: Model<S, E, Effect, I>,
  from?: S,
): Map<S, Path<S, E, Effect>> {
  const machine = modelMachine(model)
  const events = Object.keys(model.eventText).map((type) => ({ type }))
  const fromState = from === undefined ? undefined : machine.resolveState({ value: from, context: {} })
  const found = new Map<S, Path<S, E, Effect>>()
  for (const graphPath of getShortestPaths(machine, { events, fromState })) {
    const path: Path<S, E, Effect> = []
    let at = (from ?? model.initial) as S
    for (const { event } of graphPath.steps) {
      const t = model.transitions[at][event.type as E]
      if (!t) continue // xstate.init: the starting state itself
      path.push({ from: at, event: event.type as E, to: t.to, effects: t.effects })
      at = t.to
    }
    found.set(graphPath.state.value as S, path)
  }
  return found
}

/**
 * Paths that walk every transition of the model at least once: for each transition, xstate/graph's
 * shortest way to its state and then the transition itself. Paths that are the start of a longer one
 * are dropped, as the longer one walks them too.
 */
export function transitionPaths<S extends string, E extends string, Effect, I extends { description: string }>(
  model: Model<S, E, Effect, I>,
) {
  const shortest = shortestPathsFrom(model)
  const paths: Path<S, E, Effect>[] = []
  for (const state of Object.keys(model.states) as S[]) {
    const prefix = shortest.get(state)
    if (!prefix) throw new Error(`${model.name}: state "${state}" cannot be reached`)
    for (const [event, t] of entries(model, state))
      paths.push([...prefix, { from: state, event, to: t.to, effects: t.effects }])
  }
  const key = (path: Path<S, E, Effect>) => path.map((s) => `${s.from}>${s.event}`).join('|')
  const keys = paths.map(key)
  return paths.filter((_, i) => !keys.some((other, j) => j !== i && other.startsWith(`${keys[i]}|`)))
}

function entries<S extends string, E extends string, Effect, I extends { description: string }>(
  model: Model<S, E, Effect, I>,
  state: S,
) {
  return Object.entries(model.transitions[state]) as [E, { to: S; effects?: Effect }][]
}

/** Counts for the QA note: states and transitions of the model, and those the paths walk. */
export function coverage<S extends string, E extends string, Effect, I extends { description: string }>(
  model: Model<S, E, Effect, I>,
  paths: Path<S, E, Effect>[],
) {
  const states = Object.keys(model.states) as S[]
  const transitions = states.flatMap((s) => entries(model, s).map(([e]) => `${s}>${e}`))
  const walked = new Set(paths.flat().map((s) => `${s.from}>${s.event}`))
  const visited = new Set(paths.flat().flatMap((s) => [s.from, s.to]))
  return {
    states: `${states.filter((s) => visited.has(s)).length}/${states.length}`,
    transitions: `${transitions.filter((t) => walked.has(t)).length}/${transitions.length}`,
  }
}

/**
 * Few long paths that together walk every transition of the model at least once (for runners where
 * each path costs a page load, such as Chromium). From the initial state a tour takes a transition it
 * has not walked yet where it stands, or else the shortest way to the nearest state that has one; a
 * tour ends once it is `maxSteps` long, and the next starts from the initial state again.
 */
export function coveringTours<S extends string, E extends string, Effect, I extends { description: string }>(
  model: Model<S, E, Effect, I>,
  maxSteps = 10,
) {
  const key = (state: S, event: E) => `${state}>${event}`
  const unwalked = new Set(
    (Object.keys(model.states) as S[]).flatMap((s) => entries(model, s).map(([event]) => key(s, event))),
  )
  const step = (from: S, event: E, t: { to: S; effects?: Effect }): Step<S, E, Effect> => ({
    from,
    event,
    to: t.to,
    effects: t.effects,
  })
  /** The shortest way from `start` to a state with a transition not walked yet (empty if `start` has one). */
  const wayToNew = (start: S): Path<S, E, Effect> | null => {
    const hasNew = (state: S) => entries(model, state).some(([event]) => unwalked.has(key(state, event)))
    const ways = [...shortestPathsFrom(model, start).entries()].filter(([state]) => hasNew(state))
    ways.sort((a, b) => a[1].length - b[1].length)
    return ways[0]?.[1] ?? null
  }
  const tours: Path<S, E, Effect>[] = []
  while (unwalked.size > 0) {
    const tour: Path<S, E, Effect> = []
    let at = model.initial
    while (tour.length < maxSteps) {
      const way = wayToNew(at)
      if (!way) break
      for (const s of way) unwalked.delete(key(s.from, s.event))
      tour.push(...way)
      at = way.at(-1)?.to ?? at
      const next = entries(model, at).find(([event]) => unwalked.has(key(at, event)))
      if (!next) break
      const [event, t] = next
      unwalked.delete(key(at, event))
      tour.push(step(at, event, t))
      at = t.to
    }
    if (tour.length === 0) throw new Error(`${model.name}: ${[...unwalked].join(', ')} cannot be reached`)
    tours.push(tour)
  }
  return tours
}

/**
 * A path named by its events, walked through the model's table (for a scenario the transition paths
 * take only in parts). Throws when the model does not offer an event where the path stands.
 */
export function pathOf<S extends string, E extends string, Effect, I extends { description: string }>(
  model: Model<S, E, Effect, I>,
  events: E[],
): Path<S, E, Effect> {
  let at = model.initial
  return events.map((event) => {
    const t = model.transitions[at][event]
    if (!t) throw new Error(`${model.name}: "${event}" is not offered in "${at}"`)
    const step = { from: at, event, to: t.to, effects: t.effects }
    at = t.to
    return step
  })
}
