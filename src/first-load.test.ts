import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Issue 26: every route's definition (its `validateSearch`, `head`, `staticData`) is in every public
 * page's first load; only its component and loader are split off. A schema library imported by a route
 * file lands in the entry of every page: the desk's report once brought valibot there (2.5 kB gzip).
 * Address parsers for routes are plain code (`features/submissions/desk-search.ts`, decision 201).
 */
const ROUTES = path.resolve(import.meta.dirname, 'routes')
const routeFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? routeFiles(path.join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [path.join(dir, entry.name)]
        : [],
  )

describe("what every page's first load holds", () => {
  it('no route file imports a schema, form or state-machine library', () => {
    const heavy = /from '(valibot|@tanstack\/react-form|@tanstack\/form-core|xstate|@ark-ui\/[^']+)'/
    const offenders = routeFiles(ROUTES)
      .filter((file) => heavy.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROUTES, file))
    expect(offenders).toEqual([])
  })
})
