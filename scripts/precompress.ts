/**
 * Writes `.br` and `.gz` siblings of every compressible file of at least 1 KB in the built site, so the
 * server (@hono/node-server's serveStatic with `precompressed`) and any static host can send them
 * without compressing on each request. Runs at the end of `npm run build`.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlib } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|webmanifest|map|xml|txt|ico)$/i
const MIN_BYTES = 1024

/** Compresses the files under `dir`; returns how many got siblings. */
export async function precompressSite(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  let count = 0
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    const data = await readFile(file)
    if (data.length < MIN_BYTES) continue
    const [br, gz] = await Promise.all([
      brotli(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      gzipAsync(data, { level: 9 }),
    ])
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
    count++
  }
  return count
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(import.meta.dirname, '..', process.env.OUT_DIR ?? 'dist', 'client')
  console.log(`Precompressed ${await precompressSite(dir)} files (.br and .gz) in ${dir}`)
}
