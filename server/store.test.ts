// @vitest-environment node
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addressHashKey,
  claimDueLeads,
  countLeads,
  findLead,
  insertLead,
  listLeads,
  markFailed,
  markSent,
  type NewLead,
} from './leads'
import { migrate, migrations } from './migrations'
import { createStore, type LeadStore } from './store'
import { openTestStore, storePerFile } from './test-support'

function newLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    id: randomUUID(),
    form: 'contact',
    data: { name: 'Jane', email: 'jane@example.com', message: 'Hi <b>there</b> 🦘\nline two' },
    subject: 'New Contact Enquiry',
    receivedAt: new Date('2026-11-20T01:02:03.000Z'),
    clientAddress: null,
    ...overrides,
  }
}

/** The same behaviour on both backends. */
function storeSuite(open: () => Promise<LeadStore>, openFresh: () => Promise<LeadStore>) {
  let store: LeadStore
  beforeAll(async () => {
    store = await open()
  })
  afterAll(async () => {
    await store?.close()
  })

  it('applies the migrations once, recorded in a migrations table', async () => {
    expect(await migrate(store)).toEqual([])
    const { rows } = await store.query<{ id: number }>('SELECT id FROM migrations ORDER BY id')
    expect(rows.map((r) => Number(r.id))).toEqual(migrations.map((m) => m.id))
  })

  it('stores a lead once per id (ON CONFLICT DO NOTHING) and keeps data exactly', async () => {
    const lead = newLead()
    expect(await insertLead(store, lead)).toEqual({ inserted: true })
    expect(await insertLead(store, { ...lead, data: { other: true } })).toEqual({ inserted: false })
    const found = await findLead(store, lead.id)
    expect(found).toMatchObject({
      id: lead.id,
      form: 'contact',
      data: lead.data,
      status: 'pending',
      attempts: 0,
      sentAt: null,
      lastError: null,
    })
    expect(found?.receivedAt.toISOString()).toBe('2026-11-20T01:02:03.000Z')
  })

  it('treats SQL in values as data', async () => {
    const lead = newLead({ data: { name: "Robert'); DROP TABLE leads;--" } })
    await insertLead(store, lead)
    expect((await findLead(store, lead.id))?.data.name).toBe("Robert'); DROP TABLE leads;--")
    expect(await countLeads(store)).toBeGreaterThan(0)
  })

  it('lists newest first, optionally by form', async () => {
    const older = newLead({ receivedAt: new Date('2030-01-01T00:00:00Z'), form: 'scheduling' })
    const newer = newLead({ receivedAt: new Date('2030-01-02T00:00:00Z'), form: 'scheduling' })
    await insertLead(store, older)
    await insertLead(store, newer)
    const all = await listLeads(store)
    expect(all[0]?.id).toBe(newer.id)
    expect(all[1]?.id).toBe(older.id)
    const scheduling = await listLeads(store, { form: 'scheduling' })
    expect(scheduling.map((l) => l.id)).toEqual([newer.id, older.id])
  })

  it('claims each due lead for exactly one of two concurrent deliverers', async () => {
    await store.query(`UPDATE leads SET status = 'sent'`)
    const ids = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const lead = newLead()
        await insertLead(store, lead)
        return lead.id
      }),
    )
    const now = new Date('2031-01-01T00:00:00Z')
    const lockUntil = new Date(now.getTime() + 60_000)
    const claims = await Promise.all(
      Array.from({ length: 4 }, () => claimDueLeads(store, { now, lockUntil, limit: 20 })),
    )
    const claimed = claims.flat().map((l) => l.id)
    expect(claimed.sort()).toEqual([...ids].sort())
    expect(new Set(claimed).size).toBe(claimed.length)
    // Locked: nothing more to claim until the lock expires.
    expect(await claimDueLeads(store, { now, lockUntil, limit: 20 })).toEqual([])
    const later = new Date(lockUntil.getTime() + 1)
    expect(await claimDueLeads(store, { now: later, lockUntil: later, limit: 100 })).toHaveLength(20)
  })

  it('claims no more than its batch size in a table without planner statistics', async () => {
    // A store opened just for this: no ANALYZE has run, as on PGlite always and on a new PostgreSQL
    // database until autovacuum. The planner then re-ran the LIMIT subquery for every row.
    const fresh = await openFresh()
    try {
      const values = (n: number, status: string) =>
        fresh.query(
          `INSERT INTO leads (id, form, data, subject, received_at, next_attempt_at, status)
           SELECT gen_random_uuid(), 'contact', '{}'::jsonb, 's', now(), now() - interval '1 minute', $2
           FROM generate_series(1, $1::int)`,
          [n, status],
        )
      await values(600, 'sent')
      await values(200, 'pending')
      const now = new Date(Date.now() + 60_000)
      const claimed = await claimDueLeads(fresh, { now, lockUntil: new Date(now.getTime() + 60_000), limit: 4 })
      expect(claimed).toHaveLength(4)
      const { rows } = await fresh.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM leads WHERE locked_until IS NOT NULL',
      )
      expect(Number(rows[0]?.n)).toBe(4)
    } finally {
      await fresh.close()
    }
  })

  it('records failures with the next attempt time and sent leads once', async () => {
    await store.query(`UPDATE leads SET status = 'sent'`)
    const lead = newLead()
    await insertLead(store, lead)
    const now = new Date('2032-01-01T00:00:00Z')
    const [claimed] = await claimDueLeads(store, { now, lockUntil: new Date(now.getTime() + 1000), limit: 1 })
    expect(claimed?.id).toBe(lead.id)
    const retryAt = new Date(now.getTime() + 30_000)
    await markFailed(store, lead.id, 'connection refused', retryAt)
    expect(await findLead(store, lead.id)).toMatchObject({ attempts: 1, lastError: 'connection refused' })
    expect(await claimDueLeads(store, { now, lockUntil: now, limit: 5 })).toEqual([])
    const [again] = await claimDueLeads(store, { now: retryAt, lockUntil: new Date(retryAt.getTime() + 1), limit: 5 })
    expect(again?.id).toBe(lead.id)
    await markSent(store, lead.id, retryAt)
    await markSent(store, lead.id, new Date(retryAt.getTime() + 5))
    expect(await findLead(store, lead.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
    expect(await countLeads(store, 'pending')).toBe(0)
  })

  it('keeps one address-hash key', async () => {
    const a = await addressHashKey(store)
    expect(a).toMatch(/^[\w-]{40,}$/)
    expect(await addressHashKey(store)).toBe(a)
  })

  it('rolls a failed transaction back', async () => {
    const lead = newLead()
    await expect(
      store.transaction(async (tx) => {
        await insertLead(tx, lead)
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    expect(await findLead(store, lead.id)).toBeNull()
  })
}

describe('store on PGlite', () => {
  storeSuite(
    () => openTestStore(),
    () => openTestStore(),
  )
})

/**
 * Migration 3 on a database from before the desk: the leads already in it get their due time, place in
 * the desk's order and search text as the migration did when it was written. The figures are fixed here,
 * not taken from today's code, so a change to the live due clock or search cannot change them.
 */
describe('migration 3 on a database with leads from before the desk (PGlite)', () => {
  const opened = storePerFile()

  it('backfills due times, the desk order, the search text and the email key', async () => {
    const { store } = opened
    // A schema of its own, as migrations 1 and 2 left it, with leads in it.
    await store.query('CREATE SCHEMA before_desk')
    await store.query('SET search_path TO before_desk, public')
    for (const migration of migrations.slice(0, 2)) for (const sql of migration.statements) await store.query(sql)
    await store.query('CREATE TABLE migrations (id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz)')
    await store.query("INSERT INTO migrations (id, name) VALUES (1, 'leads'), (2, 'shared limits and sessions')")
    const legacy: [id: string, form: string, receivedAt: string, data: Record<string, string>][] = [
      // An hour before closing on Christmas Eve: Christmas, the weekend and Boxing Day (on Monday) stop the clock.
      [
        '00000000-0000-4000-8000-000000000001',
        'contact',
        '2026-12-24T17:00:00+11:00',
        { name: 'Jane Citizen', email: 'Jane@Example.com', phone: '0491 570 006', organisation: 'Bluegum Care' },
      ],
      // Easter Saturday; the clocks go back overnight and Easter Monday is a holiday.
      [
        '00000000-0000-4000-8000-000000000002',
        'signup-modal',
        '2026-04-04T10:00:00+11:00',
        { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com', businessName: 'Lee Supports' },
      ],
      [
        '00000000-0000-4000-8000-000000000003',
        'scheduling',
        '2026-11-20T01:02:03.000Z',
        { name: 'Ari', email: 'ARI@example.com', phone: '+61 3 5550 1234' },
      ],
    ]
    for (const [id, form, receivedAt, data] of legacy)
      await store.query(
        `INSERT INTO leads (id, form, data, subject, received_at, next_attempt_at)
           VALUES ($1, $2, $3::jsonb, 's', $4::timestamptz, $4::timestamptz)`,
        [id, form, JSON.stringify(data), receivedAt],
      )

    expect(await migrate(store)).toEqual(migrations.map((m) => m.id).filter((id) => id >= 3))

    const { rows } = await store.query<{ due: string; queue_key: string; search_text: string; email_key: string }>(
      `SELECT to_char(due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS due, queue_key::text AS queue_key,
           search_text, email_key FROM leads ORDER BY id`,
    )
    expect(rows).toEqual([
      {
        due: '2026-12-29T00:00:00Z',
        queue_key: '1798502400000',
        search_text: 'jane citizen jane@example.com 0491 570 006 0491570006 0491570006 bluegum care',
        email_key: 'jane@example.com',
      },
      {
        due: '2026-04-09T02:00:00Z',
        queue_key: '1775700000000',
        search_text: 'sam lee sam@example.com   lee supports',
        email_key: 'sam@example.com',
      },
      {
        due: '2026-11-24T05:02:03Z',
        queue_key: '1795496523000',
        // Migration 9 adds the national form of the phone.
        search_text: 'ari ari@example.com +61 3 5550 1234 +61355501234 0355501234',
        email_key: 'ari@example.com',
      },
    ])
  })
})

const databaseUrl = process.env.DATABASE_URL
describe.skipIf(!databaseUrl)('store on PostgreSQL (DATABASE_URL)', () => {
  const schema = `test_${randomUUID().replace(/-/g, '').slice(0, 12)}`
  const freshSchema = `${schema}_fresh`
  storeSuite(
    () => createStore({ databaseUrl, dataDir: '', schema }),
    () => createStore({ databaseUrl, dataDir: '', schema: freshSchema }),
  )
  afterAll(async () => {
    const admin = await createStore({ databaseUrl, dataDir: '', schema })
    await admin.query(`DROP SCHEMA ${schema} CASCADE`)
    await admin.query(`DROP SCHEMA IF EXISTS ${freshSchema} CASCADE`)
    await admin.close()
  })
})
