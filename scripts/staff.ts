/**
 * Staff accounts for the lead desk (decision 115):
 *
 *   npm run staff -- add <email> "<full name>"    asks for a password (or reads one line from stdin)
 *   npm run staff -- disable <email>              ends their sessions; they can no longer log in
 *   npm run staff -- enable <email>               lets a disabled user log in again
 *   npm run staff -- reset-password <email>       a new password; sessions end (a disabled user stays disabled)
 *   npm run staff -- list
 *
 * Uses DATABASE_URL when set, else the embedded store in DATA_DIR (./data). The embedded store
 * belongs to one process: while `npm start` holds it, every command refuses and says so (decision 128).
 */
import path from 'node:path'
import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'
import { StoreInUseError } from '../server/data-dir-lock'
import { addStaff, disableStaff, enableStaff, listStaff, resetStaffPassword, StaffError } from '../server/staff'
import { createStore } from '../server/store'

const USAGE = `Usage:
  npm run staff -- add <email> "<full name>"
  npm run staff -- disable <email>
  npm run staff -- enable <email>
  npm run staff -- reset-password <email>
  npm run staff -- list`

/** How long piped input has to give its line: a command with no terminal must not wait for ever. */
const PIPED_INPUT_MS = 10_000
const NO_PASSWORD =
  "No password was given. Run this in a terminal, or pipe the password on one line: printf '%s\\n' '<password>' | npm run staff -- …"

/** A password typed without echo (twice on a terminal), or the first line of piped input. */
async function readPassword(): Promise<string> {
  const interactive = process.stdin.isTTY
  let muted = false
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk)
      done()
    },
  })
  const rl = createInterface({ input: process.stdin, output, terminal: interactive })
  const ask = (question: string) =>
    new Promise<string>((resolve, reject) => {
      if (interactive) process.stdout.write(question)
      muted = true
      const refuse = () => reject(new StaffError(NO_PASSWORD))
      const timer = interactive ? undefined : setTimeout(refuse, PIPED_INPUT_MS)
      rl.once('close', refuse) // the input ended without a line
      rl.once('line', (line) => {
        clearTimeout(timer)
        rl.off('close', refuse)
        muted = false
        if (interactive) process.stdout.write('\n')
        resolve(line)
      })
    })
  try {
    const first = await ask('Password (12 or more characters, a passphrase of unrelated words is best): ')
    if (interactive && (await ask('Type it again: ')) !== first) throw new StaffError('The two passwords differ.')
    return first
  } finally {
    rl.close()
  }
}

async function main(): Promise<number> {
  const [command, email, ...rest] = process.argv.slice(2)
  if (!command || (command !== 'list' && !email)) {
    console.error(USAGE)
    return 2
  }
  if (!['add', 'disable', 'enable', 'reset-password', 'list'].includes(command)) {
    console.error(`Unknown command "${command}".\n${USAGE}`)
    return 2
  }
  const name = rest.join(' ').trim()
  if (command === 'add' && !name) {
    console.error('Give the person’s full name after the email address.')
    return 2
  }
  // Asked before the store is opened, so the store is not held while someone types.
  let password = ''
  try {
    if (command === 'add' || command === 'reset-password') password = await readPassword()
  } catch (error) {
    if (!(error instanceof StaffError)) throw error
    console.error(error.message)
    return 1
  }
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined
  let store: Awaited<ReturnType<typeof createStore>>
  try {
    store = await createStore({ databaseUrl, dataDir: path.resolve(process.env.DATA_DIR?.trim() || 'data') })
  } catch (error) {
    if (!(error instanceof StoreInUseError)) throw error
    console.error(`Nothing was changed. ${error.message}`)
    return 1
  }
  try {
    switch (command) {
      case 'add': {
        const user = await addStaff(store, { email: email as string, name, password })
        console.log(`Added ${user.name} <${user.email}>. They can log in at /submissions.`)
        return 0
      }
      case 'disable': {
        const user = await disableStaff(store, email as string)
        console.log(`Disabled ${user.name} <${user.email}>; their sessions have ended.`)
        return 0
      }
      case 'reset-password': {
        const user = await resetStaffPassword(store, email as string, password)
        console.log(
          `New password set for ${user.name} <${user.email}>; their sessions have ended.` +
            (user.disabled ? ' The account stays disabled: npm run staff -- enable <email> lets them in again.' : ''),
        )
        return 0
      }
      case 'enable': {
        const user = await enableStaff(store, email as string)
        console.log(`Enabled ${user.name} <${user.email}>. They can log in again.`)
        return 0
      }
      case 'list': {
        const staff = await listStaff(store)
        if (staff.length === 0) console.log('No staff accounts yet.')
        for (const user of staff) console.log(`${user.email}\t${user.name}${user.disabled ? '\t(disabled)' : ''}`)
        return 0
      }
      default:
        console.error(`Unknown command "${command}".\n${USAGE}`)
        return 2
    }
  } catch (error) {
    if (error instanceof StaffError) {
      console.error(error.message)
      return 1
    }
    throw error
  } finally {
    await store.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error('The staff command failed:', error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
