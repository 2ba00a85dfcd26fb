import { DateTime } from 'luxon'

/**
 * A migration imports nothing of the app (decision 123): what it needs of the code of its day is copied
 * into it, so a later change to that code cannot change what it does to a database that reaches it later.
 * This is the store's `Queryable`, written out for that reason.
 */
interface Tx {
  query<R extends Record<string, unknown> = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: R[] }>
}

interface Migration {
  id: number
  name: string
  statements: string[]
  /** Work SQL alone cannot do (a value computed in TypeScript), after the statements, in the same transaction. */
  run?: (tx: Tx) => Promise<void>
}

/**
 * Migration 3 (the lead desk), frozen as it was written: the search text, the desk's order and the due
 * clock of that day, copied from server/leads.ts, server/support-hours.ts and src/content/support-hours.ts.
 * Never edit these to follow the live code: a change to what the database holds is a new migration.
 */
const M3_SEARCH_TEXT = `lower(concat_ws(' ', data->>'name', data->>'firstName', data->>'lastName',
  data->>'email', data->>'phone', regexp_replace(coalesce(data->>'phone', ''), '[^0-9+]', '', 'g'),
  data->>'organisation', data->>'businessName'))`
const M3_QUEUE_KEY = `CASE WHEN stage = 'new' AND due_at IS NOT NULL THEN (extract(epoch FROM due_at) * 1000)::bigint
   ELSE 20000000000000 - (extract(epoch FROM received_at) * 1000)::bigint END`
/** Support hours of that day: Monday to Friday, 8 to 18 in Melbourne, minus these Victorian public holidays. */
const M3_SUPPORT = {
  zone: 'Australia/Melbourne',
  opens: 8,
  closes: 18,
  days: [1, 2, 3, 4, 5],
  holidays: new Set([
    '2025-12-25',
    '2025-12-26',
    '2026-01-01',
    '2026-01-26',
    '2026-03-09',
    '2026-04-03',
    '2026-04-06',
    '2026-06-08',
    '2026-11-03',
    '2026-12-25',
    '2026-12-28',
    '2027-01-01',
    '2027-01-26',
    '2027-03-08',
    '2027-03-26',
    '2027-03-29',
    '2027-06-14',
    '2027-11-02',
    '2027-12-27',
    '2027-12-28',
  ]),
}

/** When a lead was due: 4 support hours after it came for the contact form, 24 for the others. */
function m3DueAt(form: string, receivedAt: Date): Date {
  const from = receivedAt.getTime()
  let left = (form === 'contact' ? 4 : 24) * 3_600_000
  let day = DateTime.fromJSDate(receivedAt, { zone: M3_SUPPORT.zone }).startOf('day')
  for (let i = 0; i < 3660; i++, day = day.plus({ days: 1 })) {
    if (!M3_SUPPORT.days.includes(day.weekday) || M3_SUPPORT.holidays.has(day.toISODate() ?? '')) continue
    const close = day.set({ hour: M3_SUPPORT.closes }).toMillis()
    if (close <= from) continue
    const open = Math.max(day.set({ hour: M3_SUPPORT.opens }).toMillis(), from)
    if (close - open >= left) return new Date(open + left)
    left -= close - open
  }
  throw new Error('No support hours in the next ten years')
}

/** The due time and place in the desk's order of every lead stored before the desk existed. */
async function m3BackfillDueDates(tx: Tx): Promise<void> {
  const { rows } = await tx.query<{ id: string; form: string; received_at: Date }>(
    'SELECT id, form, received_at FROM leads WHERE due_at IS NULL',
  )
  for (const row of rows)
    await tx.query('UPDATE leads SET due_at = $2::timestamptz WHERE id = $1', [
      row.id,
      m3DueAt(row.form, new Date(row.received_at)).toISOString(),
    ])
  await tx.query(`UPDATE leads SET queue_key = ${M3_QUEUE_KEY}`)
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
      `UPDATE leads SET search_text = ${M3_SEARCH_TEXT}, email_key = lower(data->>'email')`,
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
    run: m3BackfillDueDates,
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
  {
    // Lost updates (issue 24, decision 131): a change of stage, owner or booking names the version it was
    // based on and takes the next one in the same UPDATE.
    id: 6,
    name: 'lead versions',
    statements: ['ALTER TABLE leads ADD COLUMN version integer NOT NULL DEFAULT 1'],
  },
  {
    // A note sent twice (a double click, a retry) is stored once (issue 24): the desk gives each note a
    // key. Older notes have none, and NULLs never collide.
    id: 7,
    name: 'note keys',
    statements: [
      'ALTER TABLE lead_notes ADD COLUMN client_key uuid',
      'ALTER TABLE lead_notes ADD CONSTRAINT lead_notes_client_key UNIQUE (lead_id, client_key)',
    ],
  },
  {
    // The stages are one list in src/lib/lead-stages.ts (decision 132). A CHECK would be a second copy,
    // frozen here; a table the store fills from that list at every start is not. The table starts with
    // the stages leads already have, so the foreign key holds for them.
    id: 8,
    name: 'lead stages table',
    statements: [
      'CREATE TABLE lead_stages (name text PRIMARY KEY)',
      'INSERT INTO lead_stages (name) SELECT DISTINCT stage FROM leads',
      'ALTER TABLE leads DROP CONSTRAINT leads_stage_check',
      'ALTER TABLE leads ADD CONSTRAINT leads_stage_fkey FOREIGN KEY (stage) REFERENCES lead_stages (name)',
    ],
  },
  {
    // Phone search across forms (issue 24): "+61 491 570 156" and "0491 570 156" find each other. The
    // search text of that day (server/leads.ts), frozen: the phone is also kept in its national form.
    id: 9,
    name: 'national phone in search text',
    statements: [
      `UPDATE leads SET search_text = lower(concat_ws(' ', data->>'name', data->>'firstName', data->>'lastName',
        data->>'email', data->>'phone', regexp_replace(coalesce(data->>'phone', ''), '[^0-9+]', '', 'g'),
        regexp_replace(regexp_replace(coalesce(data->>'phone', ''), '[^0-9+]', '', 'g'), '^(\\+|00)61', '0'),
        data->>'organisation', data->>'businessName'))`,
    ],
  },
  {
    // The desk's mail (issue 27, decisions 190-194): replies written in the desk (their text is kept on the
    // lead and erased with it; the audit log names only the reply's id), the visitor's acknowledgement (at
    // most one per address per office day: a keyed hash of the address, never the address), reminders
    // claimed once by key across instances and restarts, and each staff member's choice to get them.
    id: 10,
    name: 'desk mail',
    statements: [
      `CREATE TABLE lead_replies (
        id uuid PRIMARY KEY,
        lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        author_id uuid REFERENCES staff_users (id) ON DELETE SET NULL,
        client_key uuid NOT NULL,
        template text NOT NULL,
        -- The lead's version the reply made: the order of the thread, whatever the clock says.
        version integer NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL,
        CONSTRAINT lead_replies_client_key UNIQUE (lead_id, client_key)
      )`,
      'CREATE INDEX lead_replies_lead_idx ON lead_replies (lead_id, created_at)',
      `CREATE TABLE acknowledgements (
        address_hash text NOT NULL,
        day text NOT NULL,
        lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        PRIMARY KEY (address_hash, day)
      )`,
      'CREATE INDEX acknowledgements_lead_idx ON acknowledgements (lead_id)',
      'CREATE TABLE reminder_claims (key text PRIMARY KEY, claimed_at timestamptz NOT NULL)',
      'ALTER TABLE staff_users ADD COLUMN reminders boolean NOT NULL DEFAULT true',
    ],
  },
  {
    // Follow-ups and the promise report (issue 27, decisions 210 and 211). One dated follow-up per lead,
    // erased with it; `follow_up_at` is its instant (the day at its time, or at 8 AM AEST) for the order
    // and the reminders. The report finds each lead's first contact among the stage entries of the audit
    // log by time, so those are indexed by action and time.
    id: 11,
    name: 'follow-ups and promise report',
    statements: [
      'ALTER TABLE leads ADD COLUMN follow_up_on date',
      'ALTER TABLE leads ADD COLUMN follow_up_time text',
      'ALTER TABLE leads ADD COLUMN follow_up_at timestamptz',
      'ALTER TABLE leads ADD COLUMN follow_up_note text',
      'ALTER TABLE leads ADD COLUMN follow_up_by uuid REFERENCES staff_users (id) ON DELETE SET NULL',
      'CREATE INDEX leads_follow_up_idx ON leads (follow_up_at) WHERE follow_up_at IS NOT NULL',
      'CREATE INDEX audit_log_action_at_idx ON audit_log (action, at)',
    ],
  },
  {
    // One-time login codes for a new browser while an account is held back (issue 24, decision 180): kept
    // as keyed hashes, deleted with their mail once used or expired.
    id: 12,
    name: 'login codes',
    statements: [
      `CREATE TABLE login_codes (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
        code_hash text NOT NULL UNIQUE,
        mail_id uuid NOT NULL,
        created_at bigint NOT NULL,
        expires_at bigint NOT NULL,
        used_at bigint
      )`,
    ],
  },
  {
    // First logins at the same moment (decision 253): each insert's "no account yet" saw the table before
    // the others committed, and each made an owner. At most one account is ever the bootstrap's.
    id: 13,
    name: 'one bootstrap account',
    statements: [
      'ALTER TABLE staff_users ADD COLUMN bootstrap boolean NOT NULL DEFAULT false',
      'CREATE UNIQUE INDEX staff_users_one_bootstrap_idx ON staff_users (bootstrap) WHERE bootstrap',
    ],
  },
]

// Any constant works; it only has to be the same for every process migrating this database.
const MIGRATION_LOCK = 7_316_202

export async function migrate(store: { transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> }): Promise<number[]> {
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
