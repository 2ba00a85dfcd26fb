/**
 * `npx tsx scripts/js-weight.ts [route…]`: all JS a fresh page loads by network idle, gzip -9, per route
 * and viewport (issue 26's byte goal: ≤ 120 KB on `/`). Bytes only, so it needs no quiet host: it uses
 * the bench's own first-load measurement (`measureFirstLoad` in bench-measure.ts) on this checkout's
 * build (CLIENT_DIR, default dist/client; `npm run build` first), served by this checkout's server.
 * Routes default to `/`, `/services/ndis-registration` and `/book-a-consultation`.
 */
import { kb, printTable } from './bench-format'
import { CLIENT_DIR, ensureBuild, measureFirstLoad, ROOT, startServer } from './bench-measure'

const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/services/ndis-registration', '/book-a-consultation']
const verbose = process.env.JS_WEIGHT_FILES === '1'

ensureBuild()
const server = await startServer(ROOT, CLIENT_DIR)
try {
  const rows: string[][] = []
  for (const route of routes) {
    for (const load of await measureFirstLoad(server.origin, CLIENT_DIR, route)) {
      rows.push([
        route,
        load.viewport,
        String(load.afterIdle.length),
        kb(load.afterIdleGzipBytes),
        kb(load.jsGzipBytes),
      ])
      if (verbose) for (const a of load.afterIdle) rows.push(['', '', a.file, kb(a.gzipBytes), ''])
    }
  }
  printTable(['route', 'viewport', 'JS files', 'all JS by network idle (gzip)', 'first-load (gzip)'], rows)
} finally {
  await server.stop()
}
