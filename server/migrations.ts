import type { Queryable } from './store'

interface Migration {
  id: number
  name: string
  statements: string[]
}

/**
 * The one schema, for PGlite and PostgreSQL alike. Append new migrations; never edit an applied one.
 * `leads.id` is the browser's idempotency key (a UUID), so a retried submission cannot make a second row.
 */
export const migrations: Migration[] = [
  {
    id: 1,
    name: 'leads',
    statements: [
      `CREATE TABLE leads (
        id uuid PRIMARY KEY,
        form text NOT NULL,
        data jsonb NOT NULL,
        subject text NOT NULL,
        received_at timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        next_attempt_at timestamptz NOT NULL,
        locked_until timestamptz,
        sent_at timestamptz,
        client_address text
      )`,
      'CREATE INDEX leads_received_at_idx ON leads (received_at DESC)',
      `CREATE INDEX leads_due_idx ON leads (next_attempt_at) WHERE status = 'pending'`,
      'CREATE TABLE settings (key text PRIMARY KEY, value text NOT NULL)',
    ],
  },
  {
    // Used when several instances share PostgreSQL (docs/decisions/109); times are epoch milliseconds.
    id: 2,
    name: 'shared limits and sessions',
    statements: [
      `CREATE TABLE counters (
        key text PRIMARY KEY,
        window_start bigint NOT NULL,
        count integer NOT NULL,
        last_at bigint NOT NULL
      )`,
      'CREATE TABLE admin_sessions (token_hash text PRIMARY KEY, expires_at bigint NOT NULL)',
    ],
  },
]

// Any constant works; it only has to be the same for every process migrating this database.
const MIGRATION_LOCK = 7_316_202

export async function migrate(store: {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
}): Promise<number[]> {
  return store.transaction(async (tx) => {
    // Two processes starting together must not both apply the same migration.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.query(
      `CREATE TABLE IF NOT EXISTS migrations (
        id integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`,
    )
    const { rows } = await tx.query<{ id: number }>('SELECT id FROM migrations')
    const applied = new Set(rows.map((r) => Number(r.id)))
    const now: number[] = []
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue
      for (const statement of migration.statements) await tx.query(statement)
      await tx.query('INSERT INTO migrations (id, name) VALUES ($1, $2)', [migration.id, migration.name])
      now.push(migration.id)
    }
    return now
  })
}
