import path from 'node:path'

interface ModuleInfo {
  importedIds: readonly string[]
}
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null
}

/**
 * A chunk-naming function for rolldown's `codeSplitting.groups`: it names `chunk` every module the
 * entry at `entry` reaches through static imports, and leaves every other module to the automatic
 * chunking. Rolldown otherwise splits the entry's own code into a small file for each set of lazy
 * chunks that share it (17 files before the page could hydrate), each a request the start script
 * makes and a module the browser compiles on the main thread (decision 230).
 */
export function entryGraphChunk(entry: string, chunk: string) {
  const entryId = path.resolve(entry)
  let graph: Set<string> | null = null
  return (moduleId: string, ctx: ChunkingContext): string | null => {
    if (!graph) {
      graph = new Set()
      const pending = [entryId]
      while (pending.length > 0) {
        const id = pending.pop() as string
        if (graph.has(id)) continue
        graph.add(id)
        pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []))
      }
    }
    return graph.has(moduleId) ? chunk : null
  }
}
