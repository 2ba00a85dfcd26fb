import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'

/** Another live process has the embedded store open. */
export class StoreInUseError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The embedded PGlite belongs to one process (decision 128): a second one (`npm run staff` while
 * `npm start` runs) would write to files the first keeps in memory, and its changes would be unseen,
 * then lost. `<dir>.lock` holds the owner's pid; a lock whose process has ended is taken over.
 * Returns the release.
 */
export function lockStoreDir(dir: string): () => void {
  const file = `${dir}.lock`
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(file, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const holder = Number.parseInt(readFileSync(file, 'utf8'), 10)
    if (holder === process.pid) return () => {} // opened twice by one process (tests)
    if (holder > 0 && isRunning(holder))
      throw new StoreInUseError(
        `The embedded store in ${dir} is open in another process (pid ${holder}), probably npm start. ` +
          'Stop it first, then run this again (several processes at once need PostgreSQL: DATABASE_URL). ' +
          `If no such process is running, delete ${file}.`,
      )
    rmSync(file, { force: true }) // its process has ended
  }
  throw new StoreInUseError(`The embedded store in ${dir} is being opened by another process. Try again.`)
}
