import { backfillDueDates, SEARCH_TEXT_SQL } from './leads'
import type { Queryable } from './store'

interface Migration {
  id: number
  name: string
  statements: string[]
  /** Work SQL alone cannot do (a value computed in TypeScript), after the statements, in the same transaction. */
  run?: (tx: Queryable) => Promise<void>
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
  {
    // The lead desk (issue 13): staff accounts, their sessions, the workflow, the audit log, bookings and
    // the mail queue for messages other than the lead itself. Decisions 115-120.
    id: 3,
    name: 'lead desk',
    statements: [
      `CREATE TABLE staff_users (
        id uuid PRIMARY KEY,
        email text NOT NULL UNIQUE,
        name text NOT NULL,
        password_hash text NOT NULL,
        disabled_at timestamptz,
        created_at timestamptz NOT NULL
      )`,
      // Sessions of the shared password have no user: they end here.
      'DELETE FROM admin_sessions',
      'ALTER TABLE admin_sessions ADD COLUMN user_id uuid NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE',
      'ALTER TABLE admin_sessions ADD COLUMN created_at bigint NOT NULL',
      'ALTER TABLE admin_sessions ADD COLUMN last_seen_at bigint NOT NULL',
      'ALTER TABLE admin_sessions ADD COLUMN csrf_token text NOT NULL',
      'CREATE INDEX admin_sessions_user_idx ON admin_sessions (user_id)',
      `ALTER TABLE leads ADD COLUMN stage text NOT NULL DEFAULT 'new'
        CHECK (stage IN ('new', 'contacted', 'booked', 'won', 'not-fit', 'archived'))`,
      'ALTER TABLE leads ADD COLUMN not_fit_reason text',
      'ALTER TABLE leads ADD COLUMN owner_id uuid REFERENCES staff_users (id) ON DELETE SET NULL',
      'ALTER TABLE leads ADD COLUMN stage_changed_at timestamptz',
      'ALTER TABLE leads ADD COLUMN archived_at timestamptz',
      'ALTER TABLE leads ADD COLUMN due_at timestamptz',
      // The desk's order: open leads by due time (overdue first), then the rest newest first (leads.ts).
      'ALTER TABLE leads ADD COLUMN queue_key bigint',
      "ALTER TABLE leads ADD COLUMN search_text text NOT NULL DEFAULT ''",
      'ALTER TABLE leads ADD COLUMN email_key text',
      `UPDATE leads SET search_text = ${SEARCH_TEXT_SQL}, email_key = lower(data->>'email')`,
      'CREATE INDEX leads_queue_idx ON leads (queue_key, id)',
      'CREATE INDEX leads_email_key_idx ON leads (email_key)',
      `CREATE INDEX leads_archived_idx ON leads (archived_at) WHERE stage = 'archived'`,
      'CREATE INDEX leads_owner_idx ON leads (owner_id, queue_key)',
      'CREATE INDEX leads_stage_idx ON leads (stage, queue_key)',
      'CREATE INDEX leads_form_queue_idx ON leads (form, queue_key)',
      `CREATE TABLE lead_notes (
        id uuid PRIMARY KEY,
        lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        author_id uuid REFERENCES staff_users (id) ON DELETE SET NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL
      )`,
      'CREATE INDEX lead_notes_lead_idx ON lead_notes (lead_id, created_at)',
      // No foreign key to leads: the record of an erasure outlives the lead. It never holds a
      // prospect's personal data (decision 118).
      `CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL,
        actor_id uuid,
        actor_name text NOT NULL,
        action text NOT NULL,
        lead_id uuid,
        detail jsonb NOT NULL DEFAULT '{}'::jsonb
      )`,
      'CREATE INDEX audit_log_lead_idx ON audit_log (lead_id, id)',
      `CREATE TABLE bookings (
        lead_id uuid PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
        uid text NOT NULL UNIQUE,
        sequence integer NOT NULL,
        status text NOT NULL CHECK (status IN ('confirmed', 'cancelled')),
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        slot_date text NOT NULL,
        slot text NOT NULL,
        timezone text NOT NULL,
        consultation_type text NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
      // Messages other than the lead itself (booking invitations), delivered by the same outbox.
      `CREATE TABLE mail_queue (
        id uuid PRIMARY KEY,
        lead_id uuid REFERENCES leads (id) ON DELETE CASCADE,
        message jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        next_attempt_at timestamptz NOT NULL,
        locked_until timestamptz,
        sent_at timestamptz
      )`,
      `CREATE INDEX mail_queue_due_idx ON mail_queue (next_attempt_at) WHERE status = 'pending'`,
    ],
    run: backfillDueDates,
  },
  {
    // The desk's search is "contains" (LIKE '%…%'): a trigram index finds a rare name among 100 000
    // leads without reading them all. pg_trgm is a trusted extension (PostgreSQL 13+): the database's
    // owner may create it; PGlite loads it (pglite-durable.ts). In `public`, so every schema sees it.
    id: 4,
    name: 'desk search index',
    statements: [
      'CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public',
      'CREATE INDEX leads_search_trgm_idx ON leads USING gin (search_text public.gin_trgm_ops)',
    ],
  },
  {
    // Owners (issue 24, decision 129): erasure and the CSV export need one. The first account is one.
    id: 5,
    name: 'staff roles',
    statements: [
      `ALTER TABLE staff_users ADD COLUMN role text NOT NULL DEFAULT 'staff' CHECK (role IN ('owner', 'staff'))`,
      `UPDATE staff_users SET role = 'owner'
       WHERE id = (SELECT id FROM staff_users ORDER BY created_at, id LIMIT 1)`,
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
      await migration.run?.(tx)
      await tx.query('INSERT INTO migrations (id, name) VALUES ($1, $2)', [migration.id, migration.name])
      now.push(migration.id)
    }
    return now
  })
}
