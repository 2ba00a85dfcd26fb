import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { leadStages } from '../src/lib/lead-stages'
import { describeDatabaseUrl } from './config'
import { lockStoreDir } from './data-dir-lock'
import { migrate } from './migrations'
import { openDurablePglite } from './pglite-durable'

export type Row = Record<string, unknown>

export interface Queryable {
  /** Parameterised SQL only: values go in `params`, never into the SQL text. */
  query<R extends Row = Row>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>
}

/** The lead database: embedded PGlite by default, PostgreSQL when DATABASE_URL is set. Same SQL on both. */
export interface LeadStore extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Human description of where leads are kept, for logs. */
  readonly description: string
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  /**
   * After rows with personal data were deleted (an erasure, a purge): rewrites the tables that held them
   * and moves the WAL on, so no file under DATA_DIR still holds the deleted rows (PGlite, decision 134).
   * Runs one at a time, after the call returns; `close` waits for it. PostgreSQL: nothing (decision 119).
   */
  scrubDeleted(): Promise<void>
  close(): Promise<void>
}

export interface StoreOptions {
  databaseUrl?: string
  dataDir: string
  /** PostgreSQL only: a schema to create and use (tests isolate themselves with it). */
  schema?: string
  /** PostgreSQL only: tests shorten these. */
  timeouts?: PostgresTimeouts
}

export interface PostgresTimeouts {
  /** To open a connection, or to wait for a free one in the pool. */
  connectMs: number
  /** Server side: PostgreSQL cancels a statement running longer. */
  statementMs: number
  /** Client side: gives up on a server that stopped answering at all (frozen, network gone). */
  queryMs: number
}

/** A submission hears 503 within seconds when PostgreSQL stops answering, instead of hanging. */
export const POSTGRES_TIMEOUTS: PostgresTimeouts = { connectMs: 5000, statementMs: 8000, queryMs: 10_000 }

/** SQLSTATE classes of a database that is away or overloaded: connection exception, insufficient resources, operator intervention (a statement cancelled by its timeout, a shutdown). */
const UNAVAILABLE_SQLSTATE = /^(08|53|57)/

/**
 * Whether an error means the database is away (unreachable, frozen, overloaded) rather than a fault in
 * the request or the code: the answer is then 503 with Retry-After, not 500. node-postgres's own timeouts
 * and lost connections are plain Errors without a SQLSTATE; a refused socket has a Node code (ECONNREFUSED).
 */
export function isStoreUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') return UNAVAILABLE_SQLSTATE.test(code) || /^E[A-Z]+$/.test(code)
  return /timeout|timed out|Connection terminated|connection .*(ended|closed)/i.test(error.message)
}

/** Opens the store and applies pending migrations. */
export async function createStore(options: StoreOptions): Promise<LeadStore> {
  const store = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.schema, options.timeouts ?? POSTGRES_TIMEOUTS)
    : await openPglite(path.join(options.dataDir, 'pglite'))
  try {
    await migrate(store)
    // The stages a lead may be in are src/lib/lead-stages.ts's list (migration 8, decision 132).
    await store.query('INSERT INTO lead_stages (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING', [
      [...leadStages],
    ])
  } catch (error) {
    await store.close()
    throw error
  }
  return store
}

async function openPglite(dir: string): Promise<LeadStore> {
  mkdirSync(dir, { recursive: true })
  const release = lockStoreDir(dir)
  const db = await openDurablePglite(dir).catch((error) => {
    release()
    throw error
  })
  const asQueryable = (q: Pick<typeof db, 'query'>): Queryable => ({
    query: async <R extends Row>(sql: string, params: unknown[] = []) => {
      const result = await q.query<R>(sql, params)
      return { rows: result.rows }
    },
  })
  let scrubbing: Promise<void> = Promise.resolve()
  return {
    kind: 'pglite',
    description: `PGlite in ${dir}`,
    ...asQueryable(db),
    transaction: (fn) => db.transaction((tx) => fn(asQueryable(tx))),
    scrubDeleted: () => {
      scrubbing = scrubbing.then(() => scrubPglite(db)).catch(() => {})
      return scrubbing
    },
    close: async () => {
      await scrubbing
      await db.close()
      release()
    },
  }
}

/**
 * The tables whose rows hold a prospect's personal data (their TOAST tables and indexes go with them):
 * a table added for a lead's data belongs here too, or an erasure leaves its rows in the files (the
 * replies staff wrote to the person stayed there, issue 27, until lead_replies was added).
 */
const PERSONAL_TABLES = ['leads', 'lead_notes', 'bookings', 'mail_queue', 'lead_replies', 'acknowledgements']

/**
 * A deleted row stays in its table's file (and its indexes') until the space is reused, and in the WAL
 * segment that recorded it. VACUUM FULL writes each table and index anew (the old files are emptied);
 * then the WAL moves to a new segment and two checkpoints put the redo point past the old one, which is
 * deleted (wal_recycle=off in pglite-durable.ts), not kept for reuse with its contents.
 */
async function scrubPglite(db: Pick<PGlite, 'query' | 'exec'>): Promise<void> {
  for (const table of PERSONAL_TABLES) await db.exec(`VACUUM FULL ${table}`)
  await db.query('SELECT pg_switch_wal()')
  await db.exec('CHECKPOINT')
  await db.query('SELECT pg_switch_wal()')
  await db.exec('CHECKPOINT')
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/

async function openPostgres(url: string, schema: string | undefined, timeouts: PostgresTimeouts): Promise<LeadStore> {
  const limits = {
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
  }
  let options = ''
  if (schema) {
    if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`)
    const setup = new pg.Client({ connectionString: url, ...limits })
    await setup.connect()
    try {
      // Identifiers cannot be parameters; the name is checked against SCHEMA_NAME above.
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
    } finally {
      await setup.end()
    }
    options = `-c search_path=${schema}`
  }
  const pool = new pg.Pool({ connectionString: url, max: 10, options: options || undefined, ...limits })
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  return {
    kind: 'postgres',
    description: describeDatabaseUrl(url) + (schema ? ` (schema ${schema})` : ''),
    query: async <R extends Row>(sql: string, params: unknown[] = []) => {
      const result = await pool.query<R>(sql, params)
      return { rows: result.rows }
    },
    transaction: async (fn) => {
      const client = await pool.connect()
      let failed = false
      try {
        await client.query('BEGIN')
        const result = await fn({
          query: async <R extends Row>(sql: string, params: unknown[] = []) => ({
            rows: (await client.query<R>(sql, params)).rows,
          }),
        })
        await client.query('COMMIT')
        return result
      } catch (error) {
        failed = true
        await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        // After an error the connection may be mid-query on a frozen server: drop it, never reuse it.
        client.release(failed)
      }
    },
    // Erased rows on a PostgreSQL server: its own VACUUM reclaims them, its WAL and backups age out on
    // the operator's schedule (decision 119). A VACUUM FULL here would lock the shared tables.
    scrubDeleted: async () => {},
    close: () => pool.end(),
  }
}
