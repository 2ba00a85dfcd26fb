import type { LeadKind } from '../src/forms/lead-kinds'
import { stageLabels } from '../src/lib/lead-stages'
import { toCsv } from './csv'
import { displayValue, labelledFields, leadContact, leadName } from './lead-fields'
import { type Lead, type LeadCursor, type LeadFilter, leadKeysPage, leadsPage } from './leads'
import type { Queryable } from './store'

const COMMON = new Set(['name', 'email', 'phone'])
const HEADER = [
  'Lead id',
  'Form',
  'Received (UTC)',
  'Delivery',
  'Attempts',
  'Status',
  'Not a fit because',
  'Owner',
  'Name',
  'Email',
  'Phone',
]
const PAGE = 500
// The byte-order mark makes spreadsheet apps read the file as UTF-8.
const BOM = '\uFEFF'

/**
 * Adds the data columns of one lead (its fields in form order, minus the common ones) to `keys`;
 * `seen` keeps each column's label: that of the first form that has the field.
 */
function addColumns(keys: string[], seen: Map<string, string>, form: LeadKind, fieldNames: Iterable<string>) {
  const present = Object.fromEntries([...fieldNames].map((k) => [k, null]))
  for (const { key, label } of labelledFields(form, present))
    if (!COMMON.has(key) && !seen.has(key)) {
      seen.set(key, label)
      keys.push(key)
    }
}

function headerRow(keys: readonly string[], seen: Map<string, string>): string[] {
  return [...HEADER, ...keys.map((key) => seen.get(key) ?? key)]
}

function leadRow(lead: Lead, keys: readonly string[]): string[] {
  const contact = leadContact(lead.data)
  return [
    lead.id,
    lead.form,
    lead.receivedAt.toISOString(),
    lead.status,
    String(lead.attempts),
    stageLabels[lead.stage],
    lead.notFitReason ?? '',
    lead.ownerName ?? '',
    leadName(lead.data) ?? '',
    contact.email ?? '',
    contact.phone ?? '',
    ...keys.map((key) => displayValue(lead.form, key, lead.data[key])),
  ]
}

/** One row per lead; the data columns are the union of every lead's fields, in order of appearance. */
export function leadsCsv(leads: readonly Lead[]): string {
  const keys: string[] = []
  const seen = new Map<string, string>()
  for (const lead of leads) addColumns(keys, seen, lead.form, Object.keys(lead.data))
  return toCsv([headerRow(keys, seen), ...leads.map((lead) => leadRow(lead, keys))])
}

/**
 * The same CSV as a stream, for any number of leads: a first pass over keyset pages of field names
 * chooses the columns (and fixes which leads belong to the export), then each pull reads one page of
 * leads and writes its rows. Every query is short, so submissions keep being answered meanwhile.
 * A failure in the first pass rejects (the caller answers 500); later ones abort the download.
 */
export async function leadsCsvStream(
  db: Queryable,
  options: LeadFilter & { pageSize?: number } = {},
): Promise<ReadableStream<Uint8Array>> {
  const { pageSize, ...filter } = options
  const limit = pageSize ?? PAGE
  const keys: string[] = []
  const seen = new Map<string, string>()
  const included = new Set<string>()
  let newest: LeadCursor | undefined
  for (let before: LeadCursor | undefined; ; ) {
    const page = await leadKeysPage(db, { ...filter, before, limit })
    for (const lead of page) {
      included.add(lead.id)
      addColumns(keys, seen, lead.form, lead.keys)
    }
    const [first, last] = [page[0], page.at(-1)]
    if (!first || !last) break
    newest ??= { receivedAt: first.receivedAt, id: first.id, inclusive: true }
    before = { receivedAt: last.receivedAt, id: last.id }
  }

  const encoder = new TextEncoder()
  let before: LeadCursor | undefined = newest
  let done = newest === undefined
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(BOM + toCsv([headerRow(keys, seen)])))
    },
    async pull(controller) {
      if (done) return controller.close()
      const page = await leadsPage(db, { ...filter, before, limit })
      const last = page.at(-1)
      if (!last) {
        done = true
        return controller.close()
      }
      before = { receivedAt: last.receivedAt, id: last.id }
      // Leads stored after the first pass (with an older clock) are not in the columns: leave them out.
      const rows = page.filter((lead) => included.has(lead.id)).map((lead) => leadRow(lead, keys))
      if (rows.length > 0) controller.enqueue(encoder.encode(toCsv(rows)))
    },
  })
}
