import fs from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { NodeFS } from '@electric-sql/pglite/nodefs'

/**
 * PGlite with "committed" meaning "on disk". Out of the box it is not: it starts PostgreSQL with
 * `-F` (fsync=off), and Emscripten's Node filesystem has no fsync at all (fdatasync is a no-op and
 * fsync finds no handler). So an operating-system crash or power cut could lose acknowledged leads.
 * Here PostgreSQL runs with fsync on and `wal_sync_method=fsync`, and the filesystem's fsync calls
 * Node's `fs.fsyncSync` on the real file descriptor.
 */
export function openDurablePglite(dir: string): Promise<PGlite> {
  return PGlite.create({
    fs: new DurableNodeFS(dir),
    // Trigram indexes serve the desk's "contains" search (migration 4, decision 116).
    extensions: { pg_trgm },
    // wal_recycle=off: a WAL segment no longer needed is deleted, not renamed for reuse with its old
    // contents, so an erasure's scrub can take the erased rows out of pg_wal (decision 134).
    startParams: [
      ...PGlite.defaultStartParams.filter((p) => p !== '-F'),
      '-c',
      'wal_sync_method=fsync',
      '-c',
      'wal_recycle=off',
    ],
  })
}

interface EmscriptenStream {
  nfd?: number
}
interface EmscriptenNodeFs {
  stream_ops: { fsync?: (stream: EmscriptenStream) => number }
}

class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const { emscriptenOpts } = await super.init(...args)
    const addFsync = (mod: unknown) => {
      const nodefs = (mod as { NODEFS?: EmscriptenNodeFs }).NODEFS
      if (!nodefs) throw new Error('PGlite without NODEFS: cannot make its writes durable')
      nodefs.stream_ops.fsync = (stream) => {
        if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd)
        return 0
      }
    }
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [addFsync, ...(emscriptenOpts.preRun ?? [])] } }
  }
}
