import type { LeadSchema } from './descriptor'
import { leadForms } from './registry'
import { createSchedulingSchema } from './scheduling'

export { leadForms }

export type LeadKind = keyof typeof leadForms
export const leadKindNames = Object.keys(leadForms) as LeadKind[]

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === 'string' && Object.hasOwn(leadForms, value)
}

/**
 * The schemas the server validates with. `schedulingNow` is the clock a booking's date and slots are
 * checked against (decisions 150, 312); `null` checks neither (the JSON endpoint, a replay).
 */
export function createLeadKinds(schedulingNow?: (() => Date) | null): Record<LeadKind, { schema: LeadSchema }> {
  const schemaOf = (kind: LeadKind) =>
    kind === 'scheduling' ? createSchedulingSchema(schedulingNow) : leadForms[kind].schema
  return Object.fromEntries(leadKindNames.map((kind) => [kind, { schema: schemaOf(kind) }])) as Record<
    LeadKind,
    { schema: LeadSchema }
  >
}

export const leadKinds = createLeadKinds()

/** Header-safe subject: one line, no CR/LF, at most 200 characters. */
export function subjectFor(kind: LeadKind, data: Record<string, unknown>): string {
  return leadForms[kind]
    .subject(data)
    .replace(/[\r\n]+/g, ' ')
    .slice(0, 200)
}

export interface LeadResponse {
  id: string
  status: 'stored' | 'sent' | 'pending' | 'duplicate' | 'dropped'
  /**
   * When to expect the reply (ISO instant), only when support hours make "within 24 hours" impossible:
   * a lead sent on a Friday evening, at a weekend or before a public holiday (decision 152).
   */
  replyBy?: string
}
