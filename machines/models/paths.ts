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
 * Paths that walk every transition of the model at least once: for each transition, the shortest
 * way to its state and then the transition itself. Paths that are the start of a longer one are
 * dropped, as the longer one walks them too.
 */
export function transitionPaths<S extends string, E extends string, Effect, I extends { description: string }>(
  model: Model<S, E, Effect, I>,
) {
  const shortest = new Map<S, Path<S, E, Effect>>([[model.initial, []]])
  const queue: S[] = [model.initial]
  while (queue.length > 0) {
    const state = queue.shift() as S
    for (const [event, t] of entries(model, state)) {
      if (shortest.has(t.to)) continue
      shortest.set(t.to, [...(shortest.get(state) ?? []), { from: state, event, to: t.to, effects: t.effects }])
      queue.push(t.to)
    }
  }
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
