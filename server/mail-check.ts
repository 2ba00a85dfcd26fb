import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { type ParsedMail, simpleParser } from 'mailparser'

/**
 * Reading the `.eml` outbox back with a kept MIME parser (`mailparser`), for tests of the desk's mails
 * (vitest and Playwright alike: no test runner imports here).
 */
export type { ParsedMail }

/** Every mail written to `<dataDir>/outbox`, parsed. */
export async function outboxMails(dataDir: string): Promise<ParsedMail[]> {
  const dir = path.join(dataDir, 'outbox')
  if (!existsSync(dir)) return []
  const names = (await readdir(dir)).filter((name) => name.endsWith('.eml'))
  return Promise.all(names.map(async (name) => simpleParser(await readFile(path.join(dir, name)))))
}

/** A header's value as text ('' when absent). */
export function headerText(mail: ParsedMail, name: string): string {
  const value = mail.headers.get(name.toLowerCase())
  if (value === undefined) return ''
  if (typeof value === 'string') return value
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'object' && value !== null && 'text' in value) return String(value.text)
  if (typeof value === 'object' && value !== null && 'value' in value) return String(value.value)
  return String(value)
}

/** The addresses of a To/From/Reply-To field. */
export function addresses(field: ParsedMail['to'] | ParsedMail['from']): { name: string; address: string }[] {
  const list = Array.isArray(field) ? field : field ? [field] : []
  return list.flatMap((group) => group.value.map((a) => ({ name: a.name, address: a.address ?? '' })))
}

/** References as a list, whatever mailparser made of the header. */
export const referencesOf = (mail: ParsedMail): string[] =>
  Array.isArray(mail.references) ? mail.references : mail.references ? [mail.references] : []
