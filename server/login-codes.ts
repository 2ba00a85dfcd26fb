import { createHmac, randomInt, randomUUID } from 'node:crypto'
import { loginCodeCopy } from '../src/content/desk-login-code'
import type { MailAddress } from './config'
import type { CounterStore } from './counters'
import { headerSafe } from './lead-mail'
import { enqueueMail, secretSetting } from './leads'
import type { Queryable } from './store'

/**
 * One-time login codes (decision 180): while an account is held back by wrong passwords, a browser the
 * desk has not seen gets in with the password and a code emailed to the account. A code is kept only as
 * a keyed hash, works once, for CODE_TTL_MS, and for CODE_PASSWORD_TRIES passwords at most.
 */
export const CODE_TTL_MS = 15 * 60_000
/** A mail at most this often per account: a fresh address asking again gets no new mail. */
export const CODE_MAIL_EVERY_MS = 2 * 60_000
export const CODE_PASSWORD_TRIES = 5
/** No 0/O, 1/I/L: read from a mail and typed by hand. 31^8 ≈ 8.5·10^11 codes. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const LENGTH = 8

function newCode(): string {
  let code = ''
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return code
}

/** As shown in the mail: KM7P-Q2XA. */
const shown = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`

/** The code as typed (any case, spaces or a hyphen) in its stored form, or null if it cannot be one. */
export function normaliseCode(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 40) return null
  const code = value.replace(/[\s-]/g, '').toUpperCase()
  return code.length === LENGTH && [...code].every((ch) => ALPHABET.includes(ch)) ? code : null
}

export interface LoginCodes {
  /**
   * Queues a code mail to the account unless one went in the last CODE_MAIL_EVERY_MS. Earlier codes stay
   * valid, so whoever else asks, the newest mail in the owner's mailbox always holds a code that works.
   */
  send(user: { id: string; email: string; name: string }): Promise<boolean>
  /** The id of the account's live, unused code, or null. */
  find(userId: string, code: string): Promise<string | null>
  /** Uses the code up: true for the one request that did, false if another did first or it expired. */
  use(id: string): Promise<boolean>
}

export function loginCodes(deps: {
  store: Queryable
  counters: CounterStore
  now: () => number
  from: MailAddress
  kick?: () => unknown
}): LoginCodes {
  const { store, counters, now } = deps
  let secret: Promise<string> | null = null
  const key = () => {
    secret ??= secretSetting(store, 'login_code_key').catch((error) => {
      secret = null
      throw error
    })
    return secret
  }
  const hash = async (userId: string, code: string) =>
    createHmac('sha256', await key())
      .update(`${userId}:${code}`)
      .digest('base64url')
  /** Spent and expired codes go, with their mails: a code is never kept readable longer than it works. */
  const sweep = async (t: number) => {
    await store.query(
      `WITH gone AS (DELETE FROM login_codes WHERE expires_at <= $1 OR used_at IS NOT NULL RETURNING mail_id)
       DELETE FROM mail_queue WHERE id IN (SELECT mail_id FROM gone)`,
      [t],
    )
  }
  return {
    async send(user) {
      const t = now()
      const every = { free: 1, firstMs: CODE_MAIL_EVERY_MS, maxMs: CODE_MAIL_EVERY_MS }
      if (!(await counters.take(`login-code-mail:${user.id}`, CODE_MAIL_EVERY_MS, every))) return false
      await sweep(t)
      const code = newCode()
      const mailId = randomUUID()
      const domain = deps.from.address.split('@')[1] ?? 'localhost'
      await store.query(
        `INSERT INTO login_codes (id, user_id, code_hash, mail_id, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [randomUUID(), user.id, await hash(user.id, code), mailId, t, t + CODE_TTL_MS],
      )
      await enqueueMail(store, {
        id: mailId,
        leadId: null,
        message: {
          from: { name: headerSafe(deps.from.name), address: deps.from.address },
          to: [{ name: headerSafe(user.name, 100), address: user.email }],
          subject: headerSafe(loginCodeCopy.mailSubject),
          text: `${loginCodeCopy.mailText(user.name, shown(code), CODE_TTL_MS / 60_000)}\n`,
          messageId: `<login-code-${mailId}@${domain}>`,
          headers: { 'X-Mail-Id': mailId },
          envelope: { from: deps.from.address, to: [user.email] },
        },
        at: new Date(t),
      })
      void deps.kick?.()
      return true
    },
    async find(userId, code) {
      const { rows } = await store.query<{ id: string }>(
        'SELECT id FROM login_codes WHERE code_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > $3',
        [await hash(userId, code), userId, now()],
      )
      return rows[0] ? String(rows[0].id) : null
    },
    async use(id) {
      const t = now()
      const { rows } = await store.query(
        'UPDATE login_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND expires_at > $2 RETURNING id',
        [id, t],
      )
      await sweep(t)
      return rows.length > 0
    },
  }
}
