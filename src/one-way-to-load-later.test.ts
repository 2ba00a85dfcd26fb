import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Decision 016: code that comes after the page's own comes one way, through the gate
 * (`src/lib/when-interactive.ts`): `deferred()` parts, and `React.lazy` or `import()` behind
 * `whenInteractive()` / `whenIntent()`. Besides it only the router's own per-route splitting (route
 * loaders) and the start script of decision 010. This reads the source: a new `import()`, `lazy()`, idle
 * callback or timer that loads code must either go through the gate or be named here with its reason.
 */
const SRC = path.resolve(import.meta.dirname)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'routeTree.gen.ts'
      ? [full]
      : []
  })
}

/** Files with a dynamic import that is not behind the gate in the same file, and why that is right. */
const ROUTER_LOADERS = 'a route loader: the router fetches it with the route (its own code splitting)'
const ALLOWED: Record<string, string> = {
  'features/services/service-route.ts': ROUTER_LOADERS,
  'routes/pricing.tsx': ROUTER_LOADERS,
  'routes/sent/$form.tsx': ROUTER_LOADERS,
  'routes/shop/$guide.tsx': ROUTER_LOADERS,
  'features/payment-return/start-payment-return.ts':
    'itself loaded only behind the gate (use-payment-return.ts), so its imports are too',
  'ssr/ssr-build.ts': 'server side: loads the server build for the prerender',
}

const code = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')

describe('one way to load code later (decision 016)', () => {
  const files = sourceFiles(SRC).map((file) => ({ name: path.relative(SRC, file), text: code(file) }))

  it('every import() and lazy() in the client code goes through the gate, or is a named exception', () => {
    const outside = files
      .filter(({ text }) => /\bimport\(|\blazy\(/.test(text))
      .filter(({ text }) => !/\bdeferred\(|\bwhenInteractive\(|\bwhenIntent\(/.test(text))
      .map(({ name }) => name)
      .filter((name) => !(name in ALLOWED))
    expect(outside).toEqual([])
  })

  it('only the gate waits for idle time, and no code load waits on a timer', () => {
    const idle = files.filter(({ text }) => /requestIdleCallback\(/.test(text)).map(({ name }) => name)
    expect(idle).toEqual(['lib/when-interactive.ts'])
    const timedLoads = files.filter(({ text }) => /setTimeout\([^)]*import\(/.test(text)).map(({ name }) => name)
    expect(timedLoads).toEqual([])
  })

  it('the exceptions are still there (a stale entry would hide a new one)', () => {
    const names = new Set(files.filter(({ text }) => /\bimport\(/.test(text)).map(({ name }) => name))
    expect(Object.keys(ALLOWED).filter((name) => !names.has(name))).toEqual([])
  })
})
