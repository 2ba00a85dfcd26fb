// @vitest-environment node
import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { createTestServer, onEachStore, sleep, staffLogin, testConfig } from './test-support'

/**
 * The bootstrap (decision 115): while no account exists, ADMIN_PASSWORD makes the first one, an owner.
 * First logins with different emails at the same moment must still make one account (decision 253).
 */
onEachStore('first logins at the same moment', ['audit_log', 'staff_users'], (openStore) => {
  it('make one owner: the other emails are refused and have no account', async () => {
    const store = openStore()
    const { app } = createTestServer(store, testConfig())
    const emails = ['first@bluegum.example', 'second@bluegum.example', 'third@bluegum.example']
    const logins = () => Promise.all(emails.map((email) => staffLogin(app, { email })))

    let answers: Awaited<ReturnType<typeof logins>>
    if (store.kind === 'postgres') {
      // The same moment, made certain: a transaction holds each email, uncommitted, so every login's
      // insert has looked for accounts (and seen none) and waits on it; then it rolls back and they go on.
      const released = new Error('released')
      let running: ReturnType<typeof logins> | undefined
      await store
        .transaction(async (tx) => {
          for (const email of emails)
            await tx.query(
              `INSERT INTO staff_users (id, email, name, password_hash, created_at) VALUES ($1, $2, 'held', '', now())`,
              [randomUUID(), email],
            )
          running = logins()
          const waiting = async () =>
            (
              await tx.query<{ n: number }>(
                `SELECT count(*)::int AS n FROM pg_locks
                 WHERE locktype = 'transactionid' AND NOT granted AND transactionid::text = pg_current_xact_id()::text`,
              )
            ).rows[0]?.n
          for (let tries = 0; (await waiting()) !== emails.length; tries++) {
            if (tries > 300) throw new Error('the logins never reached their insert')
            await sleep(10)
          }
          throw released
        })
        .catch((error: unknown) => {
          if (error !== released) throw error
        })
      answers = await (running ?? logins())
    } else {
      // PGlite has one connection, so its statements never overlap; the logins are still sent at once.
      answers = await logins()
    }

    expect(answers.map((a) => a.res.status).sort()).toEqual([200, 401, 401])
    const { rows } = await store.query<{ email: string; role: string }>('SELECT email, role FROM staff_users')
    const winner = emails[answers.findIndex((a) => a.res.status === 200)]
    expect(rows).toEqual([{ email: winner, role: 'owner' }])
  })
})
