import { stageLabels } from '../src/lib/lead-stages'
import type { Queryable } from './store'

/**
 * Lost updates (decision 131): every change to a lead's workflow names the version of the lead it was
 * based on, and takes the next version in the same UPDATE that checks it, so of two changes based on one
 * version exactly one goes through, on any number of instances. Notes do not take a version: two notes
 * never overwrite each other.
 */

/** The actions that take a new version, each recorded with the version it made (`detail.version`). */
export const VERSIONED_ACTIONS = ['stage', 'owner', 'booking', 'booking-cancel', 'reply', 'follow-up'] as const

export const MISSING_VERSION_MESSAGE =
  'This change did not say which version of the lead it was based on. Reload the lead and try again.'

/** The largest version a lead can have: `leads.version` is a PostgreSQL integer. */
const MAX_VERSION = 2_147_483_647

/** The `version` a change was based on, or null when it is missing or not a whole number a lead can have. */
export function readVersion(body: Record<string, unknown>): number | null {
  const { version } = body
  // A larger number would reach the database's integer comparisons and fail there with a 500.
  return typeof version === 'number' && Number.isInteger(version) && version >= 0 && version <= MAX_VERSION
    ? version
    : null
}

/**
 * Moves a lead from `version` to the next, in one statement: false when another change got there first
 * (or the lead is gone). Inside a transaction its row lock holds a concurrent change back until this one
 * commits; that one then finds the new version and gets false.
 */
export async function takeVersion(db: Queryable, leadId: string, version: number): Promise<number | null> {
  const { rows } = await db.query<{ version: number }>(
    'UPDATE leads SET version = version + 1 WHERE id = $1 AND version = $2 RETURNING version',
    [leadId, version],
  )
  return rows[0] ? Number(rows[0].version) : null
}

/** Thrown inside a change's transaction when its version was taken, so nothing of it is kept. */
export class StaleVersion extends Error {
  constructor() {
    super('The lead changed since this change was prepared')
  }
}

const label = (stage: unknown) => stageLabels[stage as keyof typeof stageLabels] ?? String(stage)

function phrase(action: string, detail: Record<string, unknown>): string {
  switch (action) {
    case 'stage':
      return `moved it to ${label(detail.to)}`
    case 'owner':
      return typeof detail.toName === 'string' ? `gave it to ${detail.toName}` : 'took its owner off'
    case 'booking':
      return detail.change === 'rescheduled' ? 'moved the consultation' : 'confirmed the consultation'
    case 'booking-cancel':
      return 'cancelled the consultation'
    case 'reply':
      return 'replied to them by email'
    case 'follow-up':
      return detail.date ? `set its follow-up for ${detail.date}` : 'cleared its follow-up'
    default:
      return 'changed it'
  }
}

/**
 * One sentence saying what changed on a lead after `version`, and who did it, from its audit entries:
 * "Kim Lee moved it to Booked and confirmed the consultation." `me` is the staff member asking: their own
 * change (a second tab, a double click) reads "you".
 */
export async function changesSince(db: Queryable, leadId: string, version: number, me: string): Promise<string> {
  const { rows } = await db.query<{ actor_id: string | null; actor_name: string; action: string; detail: unknown }>(
    `SELECT actor_id, actor_name, action, detail FROM audit_log
     WHERE lead_id = $1 AND action = ANY($2::text[]) AND (detail->>'version')::int > $3
     ORDER BY id LIMIT 20`,
    [leadId, [...VERSIONED_ACTIONS], version],
  )
  const groups: { who: string; what: string[] }[] = []
  for (const row of rows) {
    const who = row.actor_id !== null && String(row.actor_id) === me ? 'you' : row.actor_name
    const what = phrase(row.action, (row.detail as Record<string, unknown>) ?? {})
    const last = groups.at(-1)
    if (last?.who === who) last.what.push(what)
    else groups.push({ who, what: [what] })
  }
  const done = groups.map((g) => `${g.who} ${g.what.join(' and ')}`).join(', then ')
  const what = done ? `${done.charAt(0).toUpperCase()}${done.slice(1)}` : 'Someone else changed it'
  return `This lead changed after you opened it: ${what}. It now shows as it is: make your change again if it is still needed.`
}
