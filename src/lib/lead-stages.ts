/**
 * Where a lead is in the consultancy's workflow, and where it may go from there (decisions 116, 132):
 * the one list the server, the desk and the database use. The server refuses any other move; the desk
 * offers only these; `lead_stages` in the database is filled from `leadStages` when the store opens.
 */

export const leadStages = ['new', 'contacted', 'booked', 'won', 'not-fit', 'archived'] as const
export type LeadStageName = (typeof leadStages)[number]

export const isLeadStage = (value: unknown): value is LeadStageName =>
  typeof value === 'string' && (leadStages as readonly string[]).includes(value)

/** The stages' names as staff read them, on the desk and in the CSV export. */
export const stageLabels: Record<LeadStageName, string> = {
  new: 'New',
  contacted: 'Contacted',
  booked: 'Booked',
  won: 'Won',
  'not-fit': 'Not a fit',
  archived: 'Archived',
}

/**
 * The moves the desk's stage control may make, from each stage. Forward, or aside as not a fit;
 * archived once settled. Back: "not a fit" can be undone (to New, whose due clock runs on, or to
 * Contacted), "won" back to Contacted, and an archived lead back to where it can be worked on.
 * A booking and its cancellation move a lead to Booked and back to Contacted themselves.
 */
export const stageMoves: Record<LeadStageName, readonly LeadStageName[]> = {
  new: ['contacted', 'booked', 'won', 'not-fit'],
  contacted: ['booked', 'won', 'not-fit'],
  booked: ['contacted', 'won', 'not-fit'],
  won: ['contacted', 'archived'],
  'not-fit': ['new', 'contacted', 'archived'],
  archived: ['contacted', 'won', 'not-fit'],
}

/**
 * The stages a lead may move to. `contactedBefore`: it was once contacted, booked or won (a reply counts),
 * so its due clock stopped for good (the desk's copy says so): it never goes back to New, whose clock runs.
 */
export const nextStages = (from: LeadStageName, contactedBefore = false): readonly LeadStageName[] =>
  contactedBefore ? stageMoves[from].filter((to) => to !== 'new') : stageMoves[from]

/** The stages whose first move is a lead's first contact: its due clock stops then (the promise report's too). */
export const contactStages = ['contacted', 'booked', 'won'] as const satisfies readonly LeadStageName[]

/** A move to "not a fit" needs the reason why. */
export const stageNeedsReason = (stage: LeadStageName) => stage === 'not-fit'

/**
 * Whether a not-fit reason stays on a lead in this stage: in "not a fit", and once archived from it.
 * Any other move clears it, so a lead later won does not still read "not a fit because…".
 */
export const keepsNotFitReason = (stage: LeadStageName) => stage === 'not-fit' || stage === 'archived'

/** Why a lead may not move from one stage to the other, or null when it may. */
export function stageMoveProblem(from: LeadStageName, to: LeadStageName, contactedBefore = false): string | null {
  if (from === to) return `This lead is already ${stageLabels[to].toLowerCase()}.`
  if (to === 'new' && contactedBefore && stageMoves[from].includes(to))
    return 'This lead was contacted before, so its due clock has stopped for good: move it to Contacted instead.'
  if (stageMoves[from].includes(to)) return null
  if (to === 'archived') return 'Only a lead that is won or not a fit can be archived.'
  if (to === 'new') return 'Only a lead marked not a fit can go back to New.'
  return `A lead that is ${stageLabels[from].toLowerCase()} cannot be moved to ${stageLabels[to].toLowerCase()}.`
}
